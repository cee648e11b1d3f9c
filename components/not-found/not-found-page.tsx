import type { Metadata } from 'next';
import { contentFor } from '@/data';
import type { Locale } from '@/lib/i18n/locales';
import { NotFoundContent } from './not-found-content';

/**
 * The 404 page's metadata in a language. No title here: the page sets its own, by the address it answers
 * (not-found-choice.tsx). Never indexed.
 */
export const notFoundMetadata = (locale: Locale): Metadata => ({
  title: null,
  description: contentFor(locale).pages.notFound.description,
  robots: { index: false },
});

/** The 404 page in a language: the English one at out/404.html, the Portuguese one at out/pt-br/404.html. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  return <NotFoundContent locale={locale} />;
}
