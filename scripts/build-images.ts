/**
 * Writes the responsive variants of every raster image under public/images: AVIF and WebP in the widths of
 * lib/images/variants.ts, into public/_img (git-ignored), which `next build` then copies into out/.
 * A variant newer than its original is kept, so only new or changed pictures cost time.
 *
 *   npx tsx scripts/build-images.ts
 */
import { mkdir, readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  RASTER_PATTERN,
  VARIANT_FORMATS,
  variantPath,
  variantWidths,
  type VariantFormat,
} from '../lib/images/variants';

const PUBLIC = path.join(process.cwd(), 'public');
const SOURCE_DIR = path.join(PUBLIC, 'images');

// Quality chosen by eye on the sample art: flat colour and line work stay clean at these settings.
const ENCODERS: Record<VariantFormat, (image: ReturnType<typeof sharp>) => ReturnType<typeof sharp>> = {
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

async function listRasterImages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && RASTER_PATTERN.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function isFresh(output: string, sourceTime: number): Promise<boolean> {
  try {
    return (await stat(output)).mtimeMs >= sourceTime;
  } catch {
    return false;
  }
}

async function buildVariants(file: string): Promise<number> {
  const src = `/${path.relative(PUBLIC, file).split(path.sep).join('/')}`;
  const sourceTime = (await stat(file)).mtimeMs;
  const { width } = await sharp(file).metadata();
  if (!width) throw new Error(`Cannot read the width of ${file}`);
  let written = 0;
  for (const w of variantWidths(width)) {
    for (const format of VARIANT_FORMATS) {
      const output = path.join(PUBLIC, variantPath(src, w, format));
      if (await isFresh(output, sourceTime)) continue;
      await mkdir(path.dirname(output), { recursive: true });
      await ENCODERS[format](sharp(file).resize({ width: w, withoutEnlargement: true })).toFile(output);
      written += 1;
    }
  }
  return written;
}

async function main(): Promise<void> {
  const started = Date.now();
  const files = await listRasterImages(SOURCE_DIR);
  const queue = [...files];
  let written = 0;
  // One worker per core: sharp is already multi-threaded inside one encode, more gains nothing.
  const workers = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) written += await buildVariants(file);
  });
  await Promise.all(workers);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`images: ${files.length} originals, ${written} variants written (others up to date) in ${seconds} s`);
}

main().catch((error: unknown) => {
  console.error(`images: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
