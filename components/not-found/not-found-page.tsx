import type { Metadata } from 'next';
import { contentFor } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { NotFoundMessage, type NotFoundKind } from './not-found-content';

/** A 404 page's metadata in a language: its title ('{page} | {owner}'), never indexed. */
export function notFoundMetadata(locale: Locale, kind: NotFoundKind = 'page'): Metadata {
  const { pages, site } = contentFor(locale);
  const name = kind === 'project' ? messagesFor(locale).notFound.projectTitle : pages.notFound.title;
  return {
    title: { absolute: `${name} | ${site.ownerName}` },
    description: pages.notFound.description,
    robots: { index: false },
  };
}

/**
 * A 404 page in a language. Each folder that needs its own message has its own page, which a host serves for an
 * unknown address below it (the nearest 404.html): out/404.html and out/pt-br/404.html the general one,
 * out/portfolio/404.html and out/pt-br/portfolio/404.html an unknown project's. (A host with one 404 page for
 * everything, GitHub Pages, shows the general one everywhere.)
 */
export function NotFoundPage({ locale, kind = 'page' }: { locale: Locale; kind?: NotFoundKind }) {
  return <NotFoundMessage locale={locale} kind={kind} />;
}
