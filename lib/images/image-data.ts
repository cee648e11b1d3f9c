import 'server-only';
import path from 'node:path';
import sharp from 'sharp';
import { assetPath } from '@/lib/site-url';
import { RASTER_PATTERN, VARIANT_FORMATS, variantPath, variantWidths } from './variants';

/** Everything a page needs to show one image responsively; plain data, so it can go to client components. */
export interface ImageData {
  /** The original file (the `<img>` fallback for browsers without AVIF/WebP), base path included. */
  src: string;
  width: number;
  height: number;
  /** `srcset` per modern format, best first; empty for SVG. */
  sources: { type: string; srcSet: string }[];
  /** The widest WebP variant and each width, for the lightbox's own srcSet. */
  variants: { src: string; width: number; height: number }[];
}

const cache = new Map<string, Promise<ImageData>>();

/**
 * Reads an image under public/ at build time: its intrinsic size (so the browser reserves its box and nothing
 * shifts) and the variants scripts/build-images.ts writes. A missing or unreadable file stops the build with
 * the path in the message.
 */
export function getImageData(src: string): Promise<ImageData> {
  let entry = cache.get(src);
  if (!entry) {
    entry = readImageData(src);
    cache.set(src, entry);
  }
  return entry;
}

async function readImageData(src: string): Promise<ImageData> {
  const file = path.join(process.cwd(), 'public', src);
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(file).metadata();
  } catch (error) {
    throw new Error(`Cannot read the image "${src}" (expected at public${src}): ${(error as Error).message}`);
  }
  const { width, height } = metadata;
  if (!width || !height) throw new Error(`The image "${src}" has no readable size.`);
  if (!RASTER_PATTERN.test(src)) {
    return { src: assetPath(src), width, height, sources: [], variants: [{ src: assetPath(src), width, height }] };
  }
  const widths = variantWidths(width);
  const sources = VARIANT_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: widths.map((w) => `${assetPath(variantPath(src, w, format))} ${w}w`).join(', '),
  }));
  const variants = widths.map((w) => ({
    src: assetPath(variantPath(src, w, 'webp')),
    width: w,
    height: Math.round((height * w) / width),
  }));
  return { src: assetPath(src), width, height, sources, variants };
}
