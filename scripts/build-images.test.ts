/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { contentDir } from '../lib/content/load';
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

test('a picture named with spaces, capitals and accents gets its variants and share card like any other', async () => {
  const src = '/images/projects/Ação Final – Cena 2.JPG';
  await picture(src.slice(1), (image) => image.jpeg());
  const result = await buildImages(dir, [src]);
  expect(result.problems.map((problem) => problem.file)).not.toContain(src);
  for (const variant of variantsOf(src, 700, ['avif', 'webp'])) expect(existsSync(file(variant))).toBe(true);
  expect(existsSync(file('_img/images/projects/Ação Final – Cena 2-share.jpg'))).toBe(true);
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

/** Every file under a folder, as paths relative to it. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

test('a picture that is gone leaves nothing behind: its variants, its master and its share card are removed', async () => {
  await picture('images/projects/old-film.jpg', (image) => image.jpeg());
  await picture('images/projects/old-scan.tif', (image) => image.tiff());
  await buildImages(dir, ['/images/projects/old-film.jpg', '/images/projects/old-scan.tif']);
  const made = filesUnder(file('_img')).filter((name) => /old-(film|scan)/.test(name));
  expect(made).toEqual(
    expect.arrayContaining([
      'images/projects/old-film-share.jpg',
      'images/projects/old-scan-master.jpg',
      'images/projects/old-scan-master.jpg.source',
    ]),
  );

  rmSync(file('images/projects/old-film.jpg'));
  rmSync(file('images/projects/old-scan.tif'));
  const result = await buildImages(dir, []);
  expect(result.removed).toBe(made.length);
  expect(filesUnder(file('_img')).filter((name) => /old-(film|scan)/.test(name))).toEqual([]);
  // What the other pictures own stays.
  for (const variant of variantsOf('/images/projects/still.webp', 700, ['avif', 'webp']))
    expect(existsSync(file(variant))).toBe(true);
}, 60_000);

test("a share card whose project is gone is removed, the picture's variants stay while the picture does", async () => {
  await picture('images/projects/kept.jpg', (image) => image.jpeg());
  await buildImages(dir, ['/images/projects/kept.jpg']);
  expect(existsSync(file('_img/images/projects/kept-share.jpg'))).toBe(true);
  await buildImages(dir, []);
  expect(existsSync(file('_img/images/projects/kept-share.jpg'))).toBe(false);
  for (const variant of variantsOf('/images/projects/kept.jpg', 700, ['avif', 'webp']))
    expect(existsSync(file(variant))).toBe(true);
}, 60_000);

describe('the image step of `npm run build`, run twice on a working copy', () => {
  const ROOT = path.resolve(__dirname, '..');
  let work: string;
  const at = (name: string) => path.join(work, name);

  /** A project of the working copy, with its picture. */
  async function addProject(slug: string) {
    const project = {
      slug,
      title: `Film ${slug}`,
      category: 'Short Film',
      role: ['Director'],
      studio: 'Her studio',
      year: 2025,
      filter: ['director'],
      imgHref: `/images/projects/${slug}.jpg`,
      description: 'A film.',
    };
    writeFileSync(at(`data/projects/${slug}.json`), JSON.stringify(project));
    mkdirSync(at('public/images/projects'), { recursive: true });
    await sharp({ create: { width: 800, height: 500, channels: 3, background: colour } })
      .jpeg()
      .toFile(at(`public${project.imgHref}`));
  }

  /** Runs scripts/build-images.ts as the build does, in the working copy; fails the test when it fails. */
  function runImageStep() {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href,
        path.join(ROOT, 'scripts/build-images.ts'),
      ],
      {
        cwd: work,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'test',
          TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json'),
        },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect([result.status, result.stderr]).toEqual([0, '']);
    return result.stdout;
  }

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'working-copy-'));
    mkdirSync(at('data/projects'), { recursive: true });
    for (const name of ['site.json', 'pages.json', 'services.json'])
      writeFileSync(at(`data/${name}`), readFileSync(path.join(contentDir(), name)));
    writeFileSync(at('data/clients.json'), JSON.stringify({ clients: [{ alt: 'Her studio', id: 'her-studio' }] }));
    const hero = JSON.parse(readFileSync(at('data/site.json'), 'utf8')).heroImage.src as string;
    mkdirSync(path.dirname(at(`public${hero}`)), { recursive: true });
    await sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
      .jpeg()
      .toFile(at(`public${hero}`));
    await addProject('first-film');
    await addProject('second-film');
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  test('a project removed with its picture leaves none of its files for the export', () => {
    runImageStep();
    const made = () => filesUnder(at('public/_img'));
    expect(made().filter((name) => name.includes('second-film'))).toEqual(
      expect.arrayContaining(['images/projects/second-film-share.jpg']),
    );

    rmSync(at('data/projects/second-film.json'));
    rmSync(at('public/images/projects/second-film.jpg'));
    expect(runImageStep()).toMatch(/files of pictures no longer used removed/);
    expect(made().filter((name) => name.includes('second-film'))).toEqual([]);
    expect(made()).toContain('images/projects/first-film-share.jpg');
  }, 240_000);
});
