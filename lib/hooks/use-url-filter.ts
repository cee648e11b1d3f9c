'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { filterFromSearch, searchForFilter, type GalleryFilter } from '@/lib/gallery-filters';

/** Listeners of this page's own pushState calls (the browser only announces Back and Forward). */
const pushListeners = new Set<() => void>();

/**
 * The gallery filter, kept in the URL (`?filter=director`): shared links and reloads open on it, Back and
 * Forward move between filters. The server renders All; React switches to the URL's filter right after
 * hydrating. `beforeChange` runs just before each change the visitor makes (to snapshot card positions).
 */
export function useUrlFilter(
  filters: readonly GalleryFilter[],
  beforeChange: () => void,
): [GalleryFilter, (next: GalleryFilter) => void] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const onPopState = () => {
        beforeChange();
        onChange();
      };
      window.addEventListener('popstate', onPopState);
      pushListeners.add(onChange);
      return () => {
        window.removeEventListener('popstate', onPopState);
        pushListeners.delete(onChange);
      };
    },
    [beforeChange],
  );
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );

  const select = useCallback(
    (next: GalleryFilter) => {
      beforeChange();
      window.history.pushState(null, '', `${window.location.pathname}${searchForFilter(next)}`);
      pushListeners.forEach((listener) => listener());
    },
    [beforeChange],
  );

  return [filterFromSearch(search, filters), select];
}
