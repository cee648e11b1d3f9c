import type { Metadata } from 'next';
import { contentFor } from '@/data';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { trickOn } from '@/lib/startup-tricks';
import { NotFoundContent, NotFoundMessage } from './not-found-content';

/** Which 404 page a folder has: the general one, or the portfolio's, for an unknown project. */
export type NotFoundKind = 'page' | 'project';

/**
 * A 404 page's metadata in a language: its title ('{page} | {owner}'; with the message picker, none here: the page
 * sets its own by the address it answers, not-found-choice.tsx). Never indexed.
 */
export function notFoundMetadata(locale: Locale, kind: NotFoundKind = 'page'): Metadata {
  const { pages, site } = contentFor(locale);
  const name = kind === 'project' ? messagesFor(locale).notFound.projectTitle : pages.notFound.title;
  return {
    title: trickOn('not-found-picker') ? null : { absolute: `${name} | ${site.ownerName}` },
    description: pages.notFound.description,
    robots: { index: false },
  };
}

/**
 * A 404 page in a language. Each folder that needs its own message has its own page, which a host serves for
 * an unknown address below it (the nearest 404.html): out/404.html and out/pt-br/404.html the general one,
 * out/portfolio/404.html and out/pt-br/portfolio/404.html an unknown project's.
 */
export function NotFoundPage({ locale, kind = 'page' }: { locale: Locale; kind?: NotFoundKind }) {
  return trickOn('not-found-picker') ? (
    <NotFoundContent locale={locale} />
  ) : (
    <NotFoundMessage locale={locale} kind={kind} />
  );
}
