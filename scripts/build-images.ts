/**
 * Writes the responsive variants of every raster image under public/images: AVIF and WebP in the widths of
 * lib/images/variants.ts, into public/_img (git-ignored), which `next build` then copies into out/; and of each video
 * poster scripts/build-media.ts wrote into public/_media (run it first), the one WebP its `<video>` shows.
 * Any picture sharp reads works: JPEG, PNG, WebP, AVIF, TIFF, GIF (its first frame; a name ending in `-animated`
 * keeps it moving, as animated WebP). A picture browsers cannot show (TIFF) or over 40 MP is first scaled into its
 * master (lib/images/variants.ts `masterPath`), once: the master remembers its source's hash. A variant newer than
 * its source is kept, so only new or changed pictures cost time. A picture that cannot be used (HEIC from a phone
 * when this sharp has no HEVC, BMP, a broken file) stops the build with its name and what to do.
 * Each project's artwork also gets its link-preview card (`shareCardPath`): 1200 × 630 JPEG, the whole picture
 * over a blurred, darkened fill of itself when its shape is not the card's.
 *
 *   npm run images       (PUBLIC_DIR: the public folder, the content set's by default; a stage of `npm run build`)
 *
 * After `next build`, the build's export stage removes from the export the originals shown through a master,
 * which the site never links to (stripImagesFromExport).
 */
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { contentSet } from '../lib/content/set';
import { runEntry } from './lib/entry';
import { sha256File as sha256 } from './lib/hash';
import {
  ANIMATED_PATTERN,
  MAX_PIXELS,
  masterPath,
  needsMaster,
  RASTER_PATTERN,
  SHARE_CARD,
  shareCardPath,
  VARIANT_DIR,
  variantPath,
  variantsOf,
  type VariantFormat,
} from '../lib/images/variants';

// Quality chosen by eye on the sample art: flat colour and line work stay clean at these settings. AVIF's effort
// (encoder speed) measured on twelve sample pictures in the six widths: effort 2 encodes in half the processor time
// of effort 3 (21 s against 42 s) for 0.9% more bytes and the same fidelity (PSNR 40.2 against 40.4 dB at 960 px).
// WebP, the fallback of browsers without AVIF (and the only format of a moving picture), at effort 2 rather than 4:
// 42% less processor time on sixteen sample pictures in five widths (6.2 s against 10.6 s) for 2.4% more bytes.
const ENCODERS: Record<VariantFormat, (image: ReturnType<typeof sharp>) => ReturnType<typeof sharp>> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 2 }),
};

/** The largest original read at all (a 24000 × 20000 scan): beyond, sharp would need gigabytes of memory. */
const MAX_SOURCE_PIXELS = 500_000_000;

/** A picture the build cannot use, and why, in words its owner can act on. */
export class PictureProblem extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

/** Why sharp could not read `file`, said for the owner. */
function unreadable(file: string, error: unknown): PictureProblem {
  const detail = error instanceof Error ? error.message : String(error);
  if (/\.(heic|heif)$/i.test(file)) {
    const heif = sharp.format.heif.input.fileSuffix ?? [];
    return new PictureProblem(
      file,
      `a HEIC/HEIF picture (a phone's format) that this machine's image library cannot read (it reads HEIF only as ${heif.join(', ') || 'nothing'}: no HEVC). ` +
        'Export it as JPEG (on an iPhone: share it and pick "Save as JPEG", or set Settings › Camera › Formats › Most Compatible) and upload that instead.',
    );
  }
  if (/\.bmp$/i.test(file)) {
    return new PictureProblem(
      file,
      'BMP pictures are not read by the image library: save it as PNG and upload that instead.',
    );
  }
  return new PictureProblem(
    file,
    `cannot be read as a picture (${detail}). Save it again as JPEG or PNG and upload that.`,
  );
}

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

interface Source {
  /** The original, under public/. */
  file: string;
  /** Its site path: `/images/projects/a.tif`. */
  src: string;
  /** What variants and cards are made from: the original, or its master. */
  input: string;
  width: number;
  animated: boolean;
  /** Whether a master was written now (not found up to date). */
  masterWritten: boolean;
}

/** Reads an original and, when it needs one, makes sure its master is there and up to date. */
async function prepare(publicDir: string, file: string): Promise<Source> {
  const src = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadable(src, error);
  }
  const { width = 0, pages = 1 } = metadata;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (!width || !height) throw unreadable(src, new Error('it has no readable size'));
  const animated = pages > 1 && ANIMATED_PATTERN.test(src);
  if (!needsMaster(src, width, height)) {
    return { file, src, input: file, width, animated, masterWritten: false };
  }
  if (width * height > MAX_SOURCE_PIXELS) {
    throw new PictureProblem(
      src,
      `${Math.round((width * height) / 1e6)} megapixels (${width} × ${height}) is more than this build reads (${MAX_SOURCE_PIXELS / 1e6} MP). ` +
        `Make a smaller copy (at most ${MAX_PIXELS / 1e6} MP, e.g. 8000 × 5000) and upload that.`,
    );
  }
  const master = path.join(publicDir, masterPath(src, metadata.hasAlpha === true));
  const stamp = `${master}.source`;
  const hash = await sha256(file);
  const known = await readFile(stamp, 'utf8').catch(() => '');
  const scale = Math.min(1, Math.sqrt(MAX_PIXELS / (width * height)));
  const size = { width: Math.floor(width * scale), height: Math.floor(height * scale) };
  if (known.trim() === hash) return { file, src, input: master, width: size.width, animated, masterWritten: false };
  await mkdir(path.dirname(master), { recursive: true });
  try {
    const image = sharp(file, { limitInputPixels: MAX_SOURCE_PIXELS }).resize(size.width, size.height, {
      fit: 'inside',
    });
    // Plain libjpeg at high quality: mozjpeg's smaller file is not worth its minutes on 40 MP.
    await (metadata.hasAlpha ? image.png({ compressionLevel: 6 }) : image.jpeg({ quality: 90 })).toFile(master);
  } catch (error) {
    throw unreadable(src, error);
  }
  await writeFile(stamp, `${hash}\n`);
  return { file, src, input: master, width: size.width, animated, masterWritten: true };
}

async function buildVariants(publicDir: string, source: Source): Promise<number> {
  const sourceTime = (await stat(source.input)).mtimeMs;
  const variants = variantsOf(source);
  const stale: { width: number; format: VariantFormat; output: string }[] = [];
  for (const { width, format } of variants) {
    const output = path.join(publicDir, variantPath(source.src, width, format));
    if (!(await isFresh(output, sourceTime))) stale.push({ width, format, output });
  }
  if (!stale.length) return 0;
  // A picture wider than the widest variant is decoded and scaled down once, not once per variant.
  const widest = Math.max(...variants.map(({ width }) => width));
  const base =
    !source.animated && source.width > widest
      ? await sharp(source.input).resize({ width: widest }).raw().toBuffer({ resolveWithObject: true })
      : undefined;
  for (const { width, format, output } of stale) {
    await mkdir(path.dirname(output), { recursive: true });
    const image = base ? sharp(base.data, { raw: base.info }) : sharp(source.input, { animated: source.animated });
    await ENCODERS[format](image.resize({ width, withoutEnlargement: true })).toFile(output);
  }
  return stale.length;
}

/** Writes the share card of one artwork (under public/), unless it is newer than the artwork. */
async function buildShareCard(publicDir: string, source: Source): Promise<number> {
  const file = source.input;
  const output = path.join(publicDir, shareCardPath(source.src));
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

export interface ImagesResult {
  originals: number;
  masters: number;
  variants: number;
  cards: number;
  /** Files of _img/ removed because no picture of this build makes them any more (its original, or its project, gone). */
  removed: number;
  /** The pictures that could not be used, each with its reason. */
  problems: PictureProblem[];
}

/**
 * Masters, variants and share cards for every picture of `publicDir` (its images/ and _media/ folders), the share
 * cards for `artworks` (site paths). Every picture is tried; those that cannot be used are returned with why.
 */
export async function buildImages(publicDir: string, artworks: string[]): Promise<ImagesResult> {
  const dirs = [path.join(publicDir, 'images'), path.join(publicDir, '_media')];
  const files = (await Promise.all(dirs.map(listRasterImages))).flat();
  const queue = [...files];
  const sources = new Map<string, Source>();
  const result: ImagesResult = { originals: files.length, masters: 0, variants: 0, cards: 0, removed: 0, problems: [] };
  // One worker per core: sharp is already multi-threaded inside one encode, more gains nothing.
  const workers = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      try {
        const source = await prepare(publicDir, file);
        sources.set(source.src, source);
        if (source.masterWritten) result.masters += 1;
        result.variants += await buildVariants(publicDir, source);
      } catch (error) {
        if (!(error instanceof PictureProblem)) throw error;
        result.problems.push(error);
      }
    }
  });
  await Promise.all(workers);
  const cards: Source[] = [];
  for (const src of new Set(artworks)) {
    const source = sources.get(src);
    if (!source) continue;
    cards.push(source);
    result.cards += await buildShareCard(publicDir, source);
  }
  result.problems.sort((a, b) => a.file.localeCompare(b.file));
  // A picture that cannot be used keeps what an earlier build made of it: the build stops on it anyway.
  const unusable = result.problems.map((problem) => problem.file);
  result.removed = await removeStale(publicDir, ownFiles(publicDir, [...sources.values()], cards), unusable);
  return result;
}

/** Every file under _img/ this build's pictures own: their variants, masters (with their stamps) and share cards. */
function ownFiles(publicDir: string, sources: Source[], cards: Source[]): Set<string> {
  const own = new Set<string>();
  for (const source of sources) {
    for (const { width, format } of variantsOf(source))
      own.add(path.join(publicDir, variantPath(source.src, width, format)));
    if (source.input !== source.file) own.add(source.input).add(`${source.input}.source`);
  }
  for (const card of cards) own.add(path.join(publicDir, shareCardPath(card.src)));
  return own;
}

/**
 * Removes from _img/ what no picture of this build makes: the variants, masters and share cards of pictures (or
 * projects) that are gone, so that `next build` publishes nothing of them. Those of an `unusable` picture (a site
 * path) stay. Returns how many files went.
 */
async function removeStale(publicDir: string, own: Set<string>, unusable: string[]): Promise<number> {
  const root = path.join(publicDir, VARIANT_DIR.slice(1));
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const kept = unusable.map((src) => `${path.join(root, src.replace(/\.[a-z0-9]+$/i, ''))}-`);
  let removed = 0;
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || own.has(file) || kept.some((prefix) => file.startsWith(prefix))) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  await removeEmptyFolders(root);
  return removed;
}

/** Removes the empty folders under `dir` (not `dir` itself). */
async function removeEmptyFolders(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const inner = path.join(dir, entry.name);
    await removeEmptyFolders(inner);
    if ((await readdir(inner)).length === 0) await rm(inner, { recursive: true, force: true });
  }
}

/** Removes from an export the originals the site shows through a master (it links only to the master). */
export async function stripExport(exportDir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const file of await listRasterImages(path.join(exportDir, 'images'))) {
    const src = `/${path.relative(exportDir, file).split(path.sep).join('/')}`;
    const {
      width = 0,
      height = 0,
      pageHeight,
    } = await sharp(file, { limitInputPixels: false })
      .metadata()
      .catch(() => ({ width: 0, height: 0, pageHeight: undefined }));
    // An unreadable file stays: the build already named it.
    if (width && needsMaster(src, width, pageHeight ?? height)) {
      await rm(file);
      removed.push(src);
    }
  }
  return removed;
}

/** After `next build`: the export without the originals shown through a master; returns the step's report. */
export async function stripImagesFromExport(exportDir: string): Promise<string> {
  const removed = await stripExport(exportDir);
  return `images: ${removed.length} originals shown through their master left out of the export`;
}

/** The build's images step (and `npm run images`): writes what changed; returns its report. */
export async function imagesStage(): Promise<string> {
  const started = Date.now();
  const { projects } = await import('../lib/content');
  const publicDir = path.resolve(process.env.PUBLIC_DIR || contentSet().files);
  const artworks = projects.flatMap((project) => project.imgHref ?? []);
  const { originals, masters, variants, cards, removed, problems } = await buildImages(publicDir, artworks);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    throw new Error(
      `${problems.length} picture(s) under ${path.relative(process.cwd(), publicDir)}/ cannot be used:\n${problems.map((problem) => `  ${problem.message}`).join('\n')}`,
    );
  }
  return `images: ${originals} originals, ${masters} masters, ${variants} variants and ${cards} share cards written (others up to date)${removed ? `, ${removed} files of pictures no longer used removed` : ''} in ${seconds} s`;
}

if (require.main === module) runEntry('images', async () => console.log(await imagesStage()));
