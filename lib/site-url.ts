import { SAMPLE_SITE_URL } from './site-address';

/**
 * The public address of the site, used for canonical links, Open Graph URLs and the sitemap: the content's
 * `siteUrl` or the build's NEXT_PUBLIC_SITE_URL, which next.config.ts resolves into NEXT_PUBLIC_SITE_URL for the
 * pages (lib/site-address.ts); BASE_PATH is appended by Next.
 */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || SAMPLE_SITE_URL).replace(/\/$/, '');

/** The sub-path the site is served from ('' at a domain's root, '/repo' for a GitHub Pages project site). */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH || '';

/**
 * A path as a URL carries it: a file the owner named with spaces or accents (`/images/Meu Filme.jpg`) is
 * percent-encoded (`/images/Meu%20Filme.jpg`), and a comma too, which would split a `srcset`. Content paths hold no
 * `%`, `?` or `#` (lib/content/schema.ts), so nothing is encoded twice.
 */
export function encodePath(path: string): string {
  return encodeURI(path).replace(/,/g, '%2C');
}

/** A root-relative URL of a file under public/, with the base path in front (next/link adds it to pages itself). */
export function assetPath(path: string): string {
  return `${BASE_PATH}${encodePath(path)}`;
}

/** The absolute URL of a page or file, for metadata that must not be relative (sitemap, JSON-LD). */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${BASE_PATH}${path === '/' ? '' : encodePath(path)}` || SITE_URL;
}
