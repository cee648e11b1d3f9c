'use client';

import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { BASE_PATH } from '@/lib/site-url';
import { notFoundVariantOf, type NotFoundVariant } from './not-found-variant';

const noSubscription = () => () => {};

/**
 * Keeps the 404 page's message and title right once React runs. In the exported HTML the page's pre-paint script
 * picks them before the first frame; then React owns the title (it resets it while hydrating) and keeps
 * `<html data-not-found>` right where the page is drawn without that script (rendered in the browser).
 */
export function NotFoundChoice({
  titles,
  portfolioPath,
}: {
  titles: Record<NotFoundVariant, string>;
  /** The portfolio's path in the page's language. */
  portfolioPath: string;
}) {
  const hydrated = useHydrated();
  const variant = useSyncExternalStore<NotFoundVariant>(
    noSubscription,
    () => notFoundVariantOf(window.location.pathname, BASE_PATH, portfolioPath),
    () => 'either',
  );

  useLayoutEffect(() => {
    if (!hydrated) return;
    document.documentElement.setAttribute('data-not-found', variant);
    return () => document.documentElement.removeAttribute('data-not-found');
  }, [hydrated, variant]);

  return <title>{titles[variant]}</title>;
}
