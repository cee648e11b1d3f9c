/**
 * Writes the responsive variants of every raster image under public/images, and of the video posters
 * scripts/build-media.ts wrote into public/_media (run it first): AVIF and WebP in the widths of
 * lib/images/variants.ts, into public/_img (git-ignored), which `next build` then copies into out/.
 * A variant newer than its original is kept, so only new or changed pictures cost time. Each project's artwork
 * also gets its link-preview card (lib/images/variants.ts `shareCardPath`): 1200 × 630 JPEG, the whole picture
 * over a blurred, darkened fill of itself when its shape is not the card's.
 *
 *   npx tsx scripts/build-images.ts
 */
import { mkdir, readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { projects } from '../data';
import {
  RASTER_PATTERN,
  SHARE_CARD,
  shareCardPath,
  VARIANT_FORMATS,
  variantPath,
  variantWidths,
  type VariantFormat,
} from '../lib/images/variants';

const PUBLIC = path.join(process.cwd(), 'public');
/** The owner's pictures, and the video posters (`/_media/….poster.jpg`, named by content hash). */
const SOURCE_DIRS = [path.join(PUBLIC, 'images'), path.join(PUBLIC, '_media')];

// Quality chosen by eye on the sample art: flat colour and line work stay clean at these settings.
const ENCODERS: Record<VariantFormat, (image: ReturnType<typeof sharp>) => ReturnType<typeof sharp>> = {
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

async function listRasterImages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
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

/** Writes the share card of one artwork (under public/), unless it is newer than the artwork. */
async function buildShareCard(src: string): Promise<number> {
  const file = path.join(PUBLIC, src);
  const output = path.join(PUBLIC, shareCardPath(src));
  const sourceTime = (await stat(file)).mtimeMs;
  if (await isFresh(output, sourceTime)) return 0;
  await mkdir(path.dirname(output), { recursive: true });
  const { width: cardWidth, height: cardHeight } = SHARE_CARD;
  const { width = 0, height = 0 } = await sharp(file).metadata();
  if (!width || !height) throw new Error(`Cannot read the size of ${file}`);
  const ratio = width / height / (cardWidth / cardHeight);
  // Close to the card's shape: fill it (a sliver is cut). Otherwise show all of it, centred on a soft fill.
  if (ratio > 0.9 && ratio < 1.12) {
    await sharp(file)
      .resize(cardWidth, cardHeight, { fit: 'cover' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(output);
    return 1;
  }
  // A small, heavily blurred copy of the picture, scaled up: a soft fill in its own colours.
  const fill = await sharp(file)
    .resize(Math.round(cardWidth / 4), Math.round(cardHeight / 4), { fit: 'cover' })
    .blur(14)
    .modulate({ brightness: 0.6 })
    .toBuffer();
  const background = await sharp(fill).resize(cardWidth, cardHeight).blur(6).toBuffer();
  const picture = await sharp(file)
    .resize(cardWidth - 64, cardHeight - 64, { fit: 'inside', withoutEnlargement: false })
    .toBuffer();
  await sharp(background)
    .composite([{ input: picture, gravity: 'centre' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(output);
  return 1;
}

async function main(): Promise<void> {
  const started = Date.now();
  const files = (await Promise.all(SOURCE_DIRS.map(listRasterImages))).flat();
  const queue = [...files];
  let written = 0;
  // One worker per core: sharp is already multi-threaded inside one encode, more gains nothing.
  const workers = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) written += await buildVariants(file);
  });
  await Promise.all(workers);
  const artworks = [...new Set(projects.flatMap((project) => project.imgHref ?? []))];
  let cards = 0;
  for (const src of artworks) cards += await buildShareCard(src);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${files.length} originals, ${written} variants and ${cards} share cards written (others up to date) in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(`images: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
