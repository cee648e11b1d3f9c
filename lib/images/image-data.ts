import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ANIMATED_PATTERN, masterPath, needsMaster, type ImageData } from './variants';
import { contentSet } from '@/lib/content/set';

export type { ImageData };

const cache = new Map<string, Promise<ImageData>>();

/**
 * Reads an image under public/ at build time: its intrinsic size (so the browser reserves its box and nothing
 * shifts) and the variants scripts/build-images.ts writes; for a picture shown through its master (TIFF, HEIF, over
 * 40 MP), the master's size and path. A missing or unreadable file stops the build with the path in the message.
 */
export function getImageData(src: string): Promise<ImageData> {
  let entry = cache.get(src);
  if (!entry) {
    entry = readImageData(src);
    cache.set(src, entry);
  }
  return entry;
}

/** The chosen content set's public files, where the pictures and their masters are. */
const PUBLIC = () => contentSet().files;

async function sizeOf(src: string): Promise<{ width: number; height: number; pages: number }> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(path.join(PUBLIC(), src), { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new Error(
      `Cannot read the image "${src}" (expected at ${path.relative(process.cwd(), PUBLIC())}${src}): ${(error as Error).message}`,
    );
  }
  const { width, height, pages = 1 } = metadata;
  if (!width || !height) throw new Error(`The image "${src}" has no readable size.`);
  // An animated picture's height is that of all its frames stacked (pageHeight is one frame's).
  return { width, height: metadata.pageHeight ?? height, pages };
}

async function readImageData(src: string): Promise<ImageData> {
  const { width, height, pages } = await sizeOf(src);
  const animated = pages > 1 && ANIMATED_PATTERN.test(src) ? ({ animated: true } as const) : {};
  if (!needsMaster(src, width, height)) return { src, width, height, ...animated };
  const master = [masterPath(src, false), masterPath(src, true)].find((file) => existsSync(path.join(PUBLIC(), file)));
  if (!master) {
    throw new Error(`The image "${src}" is shown through a master copy that is not there yet: run npm run images.`);
  }
  const shown = await sizeOf(master);
  return { src, master, width: shown.width, height: shown.height, ...animated };
}
