/**
 * Where the responsive variants of an image live and which widths exist. Shared by the build step that writes
 * them (scripts/build-images.ts) and the components that point at them, so the two never disagree.
 */

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
