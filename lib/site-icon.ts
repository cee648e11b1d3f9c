import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assetPath } from '@/lib/site-url';

/** The site's vector icon, under public/ (the owner replaces it; `favicon.ico` beside it is the fallback). */
export const SVG_ICON = '/icon.svg';

/**
 * Up to this size the SVG icon is written into every page's <head> as a `data:` URL instead of linked: a browser
 * asks for a linked icon as the page finishes loading, about when the first frame is shown, so it is one more
 * request beside the hero picture, the fonts and the showreel's poster (the one that decided Lighthouse's LCP on
 * Home, see the README). A few hundred bytes cost less than that request; a bigger drawing is linked as a file.
 */
export const INLINE_ICON_MAX_BYTES = 2048;

/** An SVG as a `data:` URL, percent-encoded (smaller than base64 for markup, and safe in any attribute). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/**
 * The `href` of the SVG icon, given the file's text (`undefined` when the owner has none): inline when small, else
 * the file's URL; `undefined` when there is no such file (the page then lists `favicon.ico` alone).
 */
export function svgIconHref(svg: string | undefined): string | undefined {
  if (svg === undefined) return undefined;
  return Buffer.byteLength(svg) <= INLINE_ICON_MAX_BYTES ? svgDataUrl(svg) : assetPath(SVG_ICON);
}

/** Reads public/icon.svg at build time (every page is pre-rendered, so this never runs in a browser). */
export function readSvgIcon(publicDir = path.join(process.cwd(), 'public')): string | undefined {
  try {
    return readFileSync(path.join(publicDir, SVG_ICON), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
