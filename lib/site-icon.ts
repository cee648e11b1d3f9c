import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSet } from '@/lib/content/set';
import { assetPath } from '@/lib/site-url';

/** The site's vector icon, under public/ (the owner replaces it; `favicon.ico` beside it is the fallback). */
export const SVG_ICON = '/icon.svg';

/** How every inline SVG icon's `href` starts. */
export const SVG_DATA_URL_PREFIX = 'data:image/svg+xml,';

/**
 * Up to this length (of the `data:` URL, which each page carries twice: in its <head> and in its data for the
 * framework) the SVG icon is written into every page instead of linked: a browser asks for a linked icon as the
 * page finishes loading, about when the first frame is shown, so it is one more request beside the hero picture,
 * the fonts and the showreel's poster (the one that decided Lighthouse's LCP on Home, see the README). A few hundred
 * bytes cost less than that request; a bigger drawing is linked as a file.
 */
export const INLINE_ICON_MAX_LENGTH = 2048;

/** An SVG as a `data:` URL, percent-encoded (safe in any attribute; smaller than base64 for markup). */
export function svgDataUrl(svg: string): string {
  return SVG_DATA_URL_PREFIX + encodeURIComponent(svg.trim());
}

/**
 * The `href` of the SVG icon, given the file's text (`undefined` when the owner has none): inline when small, else
 * the file's URL; `undefined` when there is no such file (the page then lists `favicon.ico` alone). A file that is
 * not UTF-8 (read with replacement characters) is linked as it is rather than copied wrong.
 */
export function svgIconHref(svg: string | undefined): string | undefined {
  if (svg === undefined) return undefined;
  const inline = svgDataUrl(svg);
  return inline.length <= INLINE_ICON_MAX_LENGTH && !svg.includes('\uFFFD') ? inline : assetPath(SVG_ICON);
}

/** Reads the content set's icon.svg (public/icon.svg for the owner) at build time (every page is pre-rendered, so this never runs in a browser). */
export function readSvgIcon(folder = contentSet().files): string | undefined {
  try {
    return readFileSync(path.join(folder, SVG_ICON), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
