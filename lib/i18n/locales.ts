/**
 * The site's two languages: English at the site's root, Brazilian Portuguese under
 * `/pt-br/`, page for page. Free of imports, so client components and pre-paint scripts can use it.
 */
export const LOCALES = ['en', 'pt-BR'] as const;

/** A language the site is written in, as a BCP 47 tag (`<html lang>`, `hreflang`). */
export type Locale = (typeof LOCALES)[number];

/** The language of the site's root, of content fields without a translation, and of `x-default`. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Where each language's pages live, from the site root ('' for the root itself). */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = { en: '', 'pt-BR': '/pt-br' };

/** Open Graph's spelling of each language (`og:locale`). */
export const OG_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_US', 'pt-BR': 'pt_BR' };

/** The other language: the one the header's language link leads to. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'pt-BR' : 'en';
}

/** The path of a page in a language, from its English path: `/about` → `/pt-br/about`, `/` → `/pt-br`. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language of a path from the site root (without the base path): Portuguese under `/pt-br`, else English. */
export function localeOfPath(path: string): Locale {
  const prefix = LOCALE_PREFIX['pt-BR'];
  return path === prefix || path.startsWith(`${prefix}/`) ? 'pt-BR' : 'en';
}

/** A path's English form: `/pt-br/about` → `/about`, `/pt-br` → `/`; an English path stays as it is. */
export function unlocalizePath(path: string): string {
  const prefix = LOCALE_PREFIX[localeOfPath(path)];
  return prefix ? path.slice(prefix.length) || '/' : path;
}
