'use client';

import { usePathname } from 'next/navigation';
import type { SyntheticEvent } from 'react';
import { localeOfPath, localizePath, otherLocale, unlocalizePath } from '@/lib/i18n/locales';
import { BASE_PATH } from '@/lib/site-url';

/** The routes of the 404 pages (`/_not-found`, `/pt-br/404`), whatever address they answer. */
const NOT_FOUND_ROUTE = /\/(?:_not-found|404)$/;

/** Props of the header's language link. */
export interface LanguageLinkProps {
  /** Its name, in the language it leads to: `Português` or `English`. */
  label: string;
  className?: string;
}

/**
 * The header's link to the same page in the other language (every page exists in both): the same project, and the
 * gallery's `filter` as it is when the link is followed (it lives in the address, which the gallery changes after
 * the page was drawn, so it is added as the visitor reaches for the link). A plain link in the exported HTML: it
 * works before the page's script runs, without the filter.
 */
export function LanguageLink({ label, className }: LanguageLinkProps) {
  const pathname = usePathname();
  const locale = localeOfPath(pathname);
  const target = otherLocale(locale);
  // From a 404 page, the other language's home: the page asked for exists in neither.
  const englishPath = NOT_FOUND_ROUTE.test(pathname) ? '/' : unlocalizePath(pathname);
  const href = `${BASE_PATH}${localizePath(englishPath, target)}`;
  const withSearch = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${href}${window.location.search}`;
  };
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      className={className}
      onPointerDown={withSearch}
      onFocus={withSearch}
      onClick={withSearch}
    >
      {label}
    </a>
  );
}
