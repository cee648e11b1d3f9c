'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/**
 * Markup that only the pre-rendered HTML needs: a pre-paint script (lib/pre-paint-script.ts) or the styles of the
 * static gallery. It is in the HTML and hydrated, then dropped; a page drawn in the browser (client-side
 * navigation) never renders it, so React never creates an inert script (and never warns about one).
 */
export function HtmlOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? null : children;
}
