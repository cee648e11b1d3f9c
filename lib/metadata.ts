import type { Metadata } from 'next';
import { contentFor, type LocalizedPageCopy } from '@/lib/content';
import { DEFAULT_LOCALE, LOCALES, OG_LOCALE, localizePath, type Locale } from '@/lib/i18n/locales';
import { encodePath } from '@/lib/site-url';

/** What a page tells search engines and link previews about itself. */
export interface PageMetadataInput {
  /** The `{page}` of the `'{page} | {owner}'` title. */
  title: string;
  /** The meta description; the site's tagline when left out. */
  description?: string;
  /** The page's English path from the site root, e.g. `/about`: its canonical link and its languages' links. */
  path: string;
  /** The page's language (default English): its canonical link, `og:locale` and the owner's name. */
  locale?: Locale;
  /** Share image under public/; the site's default card when left out. */
  image?: { src: string; width: number; height: number; alt: string };
  /** A video for link previews that play one (`og:video`): an MP4 that plays everywhere. */
  video?: { src: string; type: string; width: number; height: number };
  /** Kept out of search results (`robots: noindex`): a protected project's page. */
  noindex?: boolean;
}

/** Search engines show about 160 characters of a description; a longer one is cut at a word, with an ellipsis. */
export const DESCRIPTION_LIMIT = 160;

/** `text` if it fits in `limit` characters, else its longest start that ends at a word and fits with "…". */
export function clipAtWord(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const start = (lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut.slice(0, limit - 1)).replace(
    /[\s,.;:!?–—-]+$/,
    '',
  );
  return `${start}…`;
}

/**
 * The page's address in every language and `x-default` (the English one), for `hreflang` links: relative here,
 * made absolute by the root layout's `metadataBase`.
 */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LOCALES.map((locale) => [locale, localizePath(path, locale)])),
    'x-default': localizePath(path, DEFAULT_LOCALE),
  };
}

/** Builds every page's metadata the same way, so titles always read `'{page} | {owner}'`. */
export function pageMetadata({
  title,
  description,
  path,
  locale = DEFAULT_LOCALE,
  image,
  video,
  noindex = false,
}: PageMetadataInput): Metadata {
  const { site } = contentFor(locale);
  const fullTitle = `${title} | ${site.ownerName}`;
  description = clipAtWord(description ?? site.tagline);
  const share = image ?? { src: '/images/og-default.jpg', width: 1200, height: 630, alt: site.ownerName };
  const images = [{ url: encodePath(share.src), width: share.width, height: share.height, alt: share.alt }];
  const url = localizePath(path, locale);
  return {
    title: fullTitle,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      title: fullTitle,
      description,
      url,
      siteName: site.ownerName,
      locale: OG_LOCALE[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALE[other]),
      images,
      ...(video && { videos: [{ url: video.src, type: video.type, width: video.width, height: video.height }] }),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: images.map((entry) => entry.url) },
    ...(noindex && { robots: { index: false, follow: true } }),
  };
}

/** The metadata of one of the fixed pages, from its words in data/pages.json, in a language. */
export function staticPageMetadata(
  copy: Pick<LocalizedPageCopy, 'title' | 'description'>,
  path: string,
  locale?: Locale,
): Metadata {
  return pageMetadata({ title: copy.title, description: copy.description, path, ...(locale && { locale }) });
}
