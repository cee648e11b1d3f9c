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
  /** The size of what the site shows: the original's, or its master's when it has one. */
  width: number;
  height: number;
  /**
   * The copy the site shows instead of the original (`masterPath`): for a picture browsers cannot show (TIFF,
   * HEIF) or one over MAX_PIXELS. Absent: the original itself.
   */
  master?: string;
  /** A moving GIF or WebP its owner named `…-animated.gif`: animated WebP variants only (sharp writes no moving AVIF). */
  animated?: true;
}

/** Widths written for every raster image (never wider than the original or MAX_VARIANT_WIDTH, the widest included). */
export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;

/** The widest variant: 4K, more than any screen shows a picture at (a larger original still has its master). */
export const MAX_VARIANT_WIDTH = 3840;

/** The modern formats written, best first: a browser takes the first `<source>` it supports. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Folder under public/ that holds the variants (generated, git-ignored). */
export const VARIANT_DIR = '/_img';

/**
 * Raster files the pipeline handles (what sharp reads, and the formats it names when it cannot: HEIC, BMP); SVG
 * logos are served as they are.
 */
export const RASTER_PATTERN = /\.(jpe?g|jfif|png|webp|avif|gif|tiff?|heic|heif|bmp)$/i;

/** Formats every browser shows as they are: the `<img>` fallback may be the original. */
const BROWSER_PATTERN = /\.(jpe?g|jfif|png|webp|avif|gif)$/i;

/**
 * The most pixels a picture the site shows may have (40 MP, e.g. 8000 × 5000: four times a 4K screen). A larger
 * original (a scan, a print-size still) is scaled down once into its master, and everything is made from that.
 */
export const MAX_PIXELS = 40_000_000;

/** A GIF or WebP whose owner wants it to move on the site: its name ends in `-animated` (`walk-cycle-animated.gif`). */
export const ANIMATED_PATTERN = /[-_.]animated\.(gif|webp)$/i;

/**
 * Whether the site shows a master copy instead of the original `src` of this size. Only raster files have one: an
 * SVG (a logo) is served as it is, whatever size it says it has.
 */
export function needsMaster(src: string, width: number, height: number): boolean {
  if (!RASTER_PATTERN.test(src)) return false;
  return !BROWSER_PATTERN.test(src) || width * height > MAX_PIXELS;
}

/** The public path of an original's master: `/images/a/b.tif` → `/_img/images/a/b-master.jpg` (`.png` with alpha). */
export function masterPath(src: string, hasAlpha: boolean): string {
  return `${VARIANT_DIR}${src.replace(/\.[a-z0-9]+$/i, '')}-master.${hasAlpha ? 'png' : 'jpg'}`;
}

/** The formats written for `image`: AVIF and WebP, or WebP alone for an animated one. */
export function formatsOf(image: Pick<ImageData, 'animated'>): readonly VariantFormat[] {
  return image.animated ? ['webp'] : VARIANT_FORMATS;
}

/** The widths to write for an original `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const widest = Math.min(width, MAX_VARIANT_WIDTH);
  const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate < widest);
  widths.push(widest);
  return widths;
}

/**
 * A video's poster, which scripts/build-media.ts writes under /_media/: the `<video poster>` attribute takes one URL,
 * so a poster gets one WebP about this wide (every browser that plays the videos shows WebP), not the widths and
 * formats of a picture shown in a `<picture>`.
 */
export const POSTER_WIDTH = 960;

/** Whether a site path is a video's poster (every picture under /_media/ is). */
export const isPoster = (src: string): boolean => src.startsWith('/_media/');

/** The width of a poster's one variant: the first of its widths as wide as POSTER_WIDTH, else its widest. */
export function posterWidth(width: number): number {
  const widths = variantWidths(width);
  return widths.find((candidate) => candidate >= POSTER_WIDTH) ?? widths.at(-1)!;
}

/** Every variant the build writes for a picture: a poster's one WebP, or each width in each of its formats. */
export function variantsOf(image: { src: string; width: number; animated?: boolean }): {
  width: number;
  format: VariantFormat;
}[] {
  if (isPoster(image.src)) return [{ width: posterWidth(image.width), format: 'webp' }];
  return variantWidths(image.width).flatMap((width) =>
    formatsOf(image.animated ? { animated: true } : {}).map((format) => ({ width, format })),
  );
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
  return assetPath(image.master ?? image.src);
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
  return formatsOf(image).map((format) => ({
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
  const written = formatsOf(image).includes(format) ? format : 'webp';
  return variantWidths(image.width).map((w) => ({
    src: assetPath(variantPath(image.src, w, written)),
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
