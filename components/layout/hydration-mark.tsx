'use client';

import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on <html> once React has hydrated the page, and lifts the loader's `data-booting`. The
 * framework boots after the first paint (scripts/export/startup.ts), so until then buttons are plain HTML; the
 * end-to-end tests wait for this mark before they interact, as a script or an extension would.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    delete document.documentElement.dataset.booting;
  }, []);
  return null;
}
