'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the pre-rendered HTML, true from the render right after (and from
 * the first render of a component that mounts later, on a page already running). For what must match the HTML
 * while hydrating and only then become interactive, and for effects that must not act on a server-side guess.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
