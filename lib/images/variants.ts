import { assetPath } from '@/lib/site-url';

/**
 * Where the responsive variants of an image live and which widths exist. Shared by the build step that writes
 * them (scripts/build-images.ts) and the components that point at them, so the two never disagree.
 */

/**
 * One image as pages and client components get it (lib/images/image-data.ts reads it at build time): the file
 * under public/ and its intrinsic size. Everything else (variant URLs, srcsets) follows from these three
 * values, so it is computed where it is drawn instead of travelling in every page's data 50 times over.
 */
export interface ImageData {
  /** The original file under public/, without the base path: `/images/projects/a.jpg`. */
  src: string;
  width: number;
  height: number;
}

/** Widths written for every raster image (never wider than the original, which is always included). */
export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;

/** The modern formats written, best first: a browser takes the first `<source>` it supports. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Folder under public/ that holds the variants (generated, git-ignored). */
export const VARIANT_DIR = '/_img';

/** Raster files the pipeline handles; SVG logos are served as they are. */
export const RASTER_PATTERN = /\.(jpe?g|png)$/i;

/** The widths to write for an original `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate < width);
  widths.push(width);
  return widths;
}

/** The public path of one variant: `/images/a/b.jpg` at 640 as AVIF is `/_img/images/a/b-640.avif`. */
export function variantPath(src: string, width: number, format: VariantFormat): string {
  return `${VARIANT_DIR}${src.replace(RASTER_PATTERN, '')}-${width}.${format}`;
}

/** The link-preview card made from an artwork: 1200 × 630 JPEG, what every preview service accepts uncropped. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** The public path of an artwork's share card: `/images/a/b.jpg` → `/_img/images/a/b-share.jpg`. */
export function shareCardPath(src: string): string {
  return `${VARIANT_DIR}${src.replace(/\.[a-z0-9]+$/i, '')}-share.jpg`;
}

/** The URL of the original file (the `<img>` fallback for browsers without AVIF/WebP), base path included. */
export function originalUrl(image: ImageData): string {
  return assetPath(image.src);
}

/** The variant widths a picture may use, when its `sizes` never call for the smallest or largest ones. */
export interface WidthRange {
  min?: number;
  max?: number;
}

/**
 * A `<source>` per modern format, best first, with every width as its srcset (or those in `range`: a picture
 * drawn at most 390 CSS px wide never needs the 1920 px file, and naming it 150 times costs page weight); none
 * for SVG.
 */
export function pictureSources(image: ImageData, range: WidthRange = {}): { type: string; srcSet: string }[] {
  if (!RASTER_PATTERN.test(image.src)) return [];
  const { min = 0, max = Infinity } = range;
  const all = variantWidths(image.width);
  const inRange = all.filter((w) => w >= min && w <= max);
  const widths = inRange.length > 0 ? inRange : all;
  return VARIANT_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: widths.map((w) => `${assetPath(variantPath(image.src, w, format))} ${w}w`).join(', '),
  }));
}

/**
 * One format's variant of each width with its size, widest last (the lightbox's srcSet); the file itself for SVG.
 * WebP by default; AVIF when the browser is known to show it (it drew the card from the AVIF source).
 */
export function formatVariants(
  image: ImageData,
  format: VariantFormat = 'webp',
): { src: string; width: number; height: number }[] {
  if (!RASTER_PATTERN.test(image.src)) return [{ src: originalUrl(image), width: image.width, height: image.height }];
  return variantWidths(image.width).map((w) => ({
    src: assetPath(variantPath(image.src, w, format)),
    width: w,
    height: Math.round((image.height * w) / image.width),
  }));
}

/**
 * The whole picture at its own size, as the browser shows it on its own: the widest WebP variant (the file itself
 * for SVG). What a card's Preview links to and the lightbox's largest source.
 */
export function fullPictureUrl(image: ImageData): string {
  return formatVariants(image).at(-1)?.src ?? originalUrl(image);
}
