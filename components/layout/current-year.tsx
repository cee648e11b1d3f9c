'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The year in the footer. The static HTML carries the build's year; in the browser it becomes the visitor's
 * current year, so a page built in one year still reads right in the next. React renders the server's value
 * while hydrating and the browser's right after, so the two never clash.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <time dateTime={String(year)}>{year}</time>;
}
