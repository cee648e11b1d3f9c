/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { masterPath, variantPath, variantWidths } from '../lib/images/variants';
import { buildImages, stripExport } from './build-images';

/**
 * Any picture an owner has becomes the site's variants, or a sentence naming the file and what to do. Small
 * pictures made here; the CMS end-to-end test uploads a large one.
 */
let dir: string;
const file = (src: string) => path.join(dir, src);
const colour = { r: 200, g: 60, b: 90 };

async function picture(
  src: string,
  encode: (image: ReturnType<typeof sharp>) => ReturnType<typeof sharp>,
  size = { width: 700, height: 400 },
) {
  mkdirSync(path.dirname(file(src)), { recursive: true });
  await encode(sharp({ create: { ...size, channels: 3, background: colour } })).toFile(file(src));
}

/** A two-frame GIF: red, then blue. */
async function movingGif(src: string) {
  const frame = (background: typeof colour) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .raw()
      .toBuffer();
  const frames = Buffer.concat([await frame(colour), await frame({ r: 20, g: 40, b: 220 })]);
  mkdirSync(path.dirname(file(src)), { recursive: true });
  await sharp(frames, { raw: { width: 64, height: 96, channels: 3, pageHeight: 48 } })
    .gif({ loop: 0, delay: [200, 200] })
    .toFile(file(src));
}

const variantsOf = (src: string, width: number, formats: string[]) =>
  variantWidths(width).flatMap((w) => formats.map((format) => variantPath(src, w, format as 'avif' | 'webp')));

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'images-'));
  await picture('images/projects/still.webp', (image) => image.webp());
  await picture('images/projects/scan.tif', (image) => image.tiff());
  await picture('images/projects/first-frame.gif', (image) => image.gif());
  await movingGif('images/projects/walk-cycle-animated.gif');
  await movingGif('images/projects/walk-cycle.gif');
  writeFileSync(file('images/projects/phone.heic'), Buffer.from('not really a HEIC file'));
  writeFileSync(file('images/projects/paint.bmp'), Buffer.from('BM not really a bitmap'));
}, 30_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('every picture sharp reads gets its variants, and each one it cannot use is named with what to do', async () => {
  const result = await buildImages(dir, ['/images/projects/scan.tif']);

  expect(result.problems.map((problem) => problem.message)).toEqual([
    expect.stringMatching(/^\/images\/projects\/paint\.bmp: BMP .* save it as PNG/),
    expect.stringMatching(/^\/images\/projects\/phone\.heic: a HEIC\/HEIF picture .* Export it as JPEG/),
  ]);
  for (const src of [
    '/images/projects/still.webp',
    '/images/projects/first-frame.gif',
    '/images/projects/walk-cycle.gif',
  ]) {
    const width = src.includes('walk') ? 64 : 700;
    for (const variant of variantsOf(src, width, ['avif', 'webp']))
      expect([src, existsSync(file(variant))]).toEqual([src, true]);
  }
  // A TIFF is shown through a JPEG master, from which the variants and its share card are made.
  const master = masterPath('/images/projects/scan.tif', false);
  expect(await sharp(file(master)).metadata()).toMatchObject({ format: 'jpeg', width: 700, height: 400 });
  expect(existsSync(file('_img/images/projects/scan-share.jpg'))).toBe(true);
  for (const variant of variantsOf('/images/projects/scan.tif', 700, ['avif', 'webp']))
    expect(existsSync(file(variant))).toBe(true);
  expect(result).toMatchObject({ originals: 7, masters: 1, cards: 1 });
}, 60_000);

test('a GIF is its first frame, unless its name ends in -animated: then it moves, as WebP only', async () => {
  await buildImages(dir, []);
  const still = await sharp(file(variantPath('/images/projects/walk-cycle.gif', 64, 'webp'))).metadata();
  expect(still.pages ?? 1).toBe(1);
  const moving = await sharp(file(variantPath('/images/projects/walk-cycle-animated.gif', 64, 'webp'))).metadata();
  expect(moving.pages).toBe(2);
  expect(existsSync(file(variantPath('/images/projects/walk-cycle-animated.gif', 64, 'avif')))).toBe(false);
}, 60_000);

test('a master is made once: a later build finds it by its source hash, a changed source makes it again', async () => {
  expect((await buildImages(dir, [])).masters).toBe(0);
  await picture('images/projects/scan.tif', (image) => image.tiff(), { width: 500, height: 500 });
  expect((await buildImages(dir, [])).masters).toBe(1);
  expect(readFileSync(file(`${masterPath('/images/projects/scan.tif', false)}.source`), 'utf8')).toMatch(
    /^[0-9a-f]{64}\n$/,
  );
}, 60_000);

test('the export leaves out the originals shown through a master', async () => {
  const exported = mkdtempSync(path.join(os.tmpdir(), 'export-'));
  try {
    mkdirSync(path.join(exported, 'images/projects'), { recursive: true });
    for (const name of ['scan.tif', 'still.webp']) {
      writeFileSync(path.join(exported, 'images/projects', name), readFileSync(file(`images/projects/${name}`)));
    }
    expect(await stripExport(exported)).toEqual(['/images/projects/scan.tif']);
    expect(existsSync(path.join(exported, 'images/projects/still.webp'))).toBe(true);
  } finally {
    rmSync(exported, { recursive: true, force: true });
  }
});
