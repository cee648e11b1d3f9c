'use client';

import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { PORTFOLIO_PATH } from '@/lib/paths';
import { BASE_PATH } from '@/lib/site-url';
import { notFoundVariantOf, type NotFoundVariant } from './not-found-variant';

const noSubscription = () => () => {};

/** Props: plain strings, built on the server. */
export interface NotFoundChoiceProps {
  /** The tab's title for each message. */
  titles: Record<NotFoundVariant, string>;
  /** The pre-paint script that picks the message in the HTML (markNotFoundVariant). */
  script: string;
}

/**
 * Picks the 404 page's message and title. In the exported HTML an inline script does it before the first paint;
 * once React runs, it owns the title (React resets it while hydrating) and keeps `<html data-not-found>` right
 * when the page is drawn without that script (a page rendered in the browser). The script is rendered only
 * into the HTML: React would create it inert in the browser, and warn.
 */
export function NotFoundChoice({ titles, script }: NotFoundChoiceProps) {
  const hydrated = useHydrated();
  const variant = useSyncExternalStore<NotFoundVariant>(
    noSubscription,
    () => notFoundVariantOf(window.location.pathname, BASE_PATH, PORTFOLIO_PATH),
    () => 'either',
  );

  useLayoutEffect(() => {
    if (!hydrated) return;
    document.documentElement.setAttribute('data-not-found', variant);
    return () => document.documentElement.removeAttribute('data-not-found');
  }, [hydrated, variant]);

  return (
    <>
      <title>{titles[variant]}</title>
      {!hydrated && <script dangerouslySetInnerHTML={{ __html: script }} />}
    </>
  );
}
