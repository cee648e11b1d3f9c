import 'server-only';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageData } from './variants';

export type { ImageData };

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
  return { src, width, height };
}
