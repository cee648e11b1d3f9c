import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { generateConfig } from '../../cms/generate-config';
import { SCHEMA_SOURCE, clientsFileSchema, projectSchema } from '../../cms/schemas';
import { loadContent } from '../../lib/content/load';
import { localizeContent } from '../../lib/content/localize';
import { masterPath, MAX_PIXELS, variantPath } from '../../lib/images/variants';
import { buildImages } from '../../scripts/build-images';

/**
 * An owner edits the site's content in the editor at /admin/ (Decap CMS) with `npm run cms`: the local backend
 * (decap-server) writes into a temporary copy of e2e/cms/content/, a small content set in the layout of data/.
 * What the editor writes is checked as files: the layout's JSON format and the content schema.
 */

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(__dirname, 'content');
const PORT = Number(process.env.E2E_PORT || 3201);

let content: string;
let editor: ChildProcess;
let adminURL: string;

/** Starts `npm run cms`'s script on the copy; resolves with the address it prints once it listens. */
function startEditor(): Promise<string> {
  editor = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tools/cms.ts')], {
    cwd: ROOT,
    env: { ...process.env, CMS_PORT: String(PORT), CMS_CONTENT_ROOT: content },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping it stops decap-server too.
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Content editor \(Decap CMS\): (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    editor.stdout!.on('data', read);
    editor.stderr!.on('data', read);
    editor.once('exit', (code) => reject(new Error(`npm run cms stopped (exit ${code}):\n${output}`)));
  });
}

test.beforeAll(async () => {
  content = mkdtempSync(path.join(os.tmpdir(), 'cms-content-'));
  cpSync(FIXTURE, content, { recursive: true });
  adminURL = await startEditor();
});

test.afterAll(async () => {
  if (editor?.pid && editor.exitCode === null) {
    const exited = new Promise((resolve) => editor.once('exit', resolve));
    process.kill(-editor.pid, 'SIGTERM');
    await exited;
  }
  rmSync(content, { recursive: true, force: true });
});

const NOT_FOUND = /^Failed to load resource: the server responded with a status of 404/;

/**
 * Console errors, uncaught errors and requests to another host, and the addresses that answered 404 (reported
 * apart: the console's line does not say which one; a test says which it expects).
 */
function watchErrors(page: Page): { problems: string[]; missing: string[] } {
  const problems: string[] = [];
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !NOT_FOUND.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.host !== new URL(adminURL).host) problems.push(`request to ${url.href}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { problems, missing };
}

/** Opens the editor and signs in to the local backend (no account: one button). */
async function openEditor(page: Page): Promise<void> {
  await page.goto(adminURL);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Projects' })).toBeVisible();
}

/** Publishes the open entry at once (Decap's "Publish" menu). */
async function publishNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

const read = (relative: string) => readFileSync(path.join(content, relative), 'utf8');
const projectFiles = () => readdirSync(path.join(content, 'data/projects')).sort();

/** Picks an entry of the clients list in a project's Client or Studio field (Decap's relation widget). */
async function pick(page: Page, field: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

/** The lines of `before` and `after` that differ, for files with the same number of lines. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const lines = after.split('\n');
  expect(lines).toHaveLength(old.length);
  return lines.filter((line, index) => line !== old[index]);
}

test('an owner creates a project with a large picture: its file appears under data/projects in the layout and passes the schema, and the build makes the picture fit', async ({
  page,
}, testInfo) => {
  // The build's part encodes a 40 MP master and its variants: a minute on a busy two-core machine.
  test.setTimeout(150_000);
  const { problems, missing } = watchErrors(page);
  // 8000 × 6000: 48 megapixels, over the site's 40 (a print-size still); flat colour keeps the file small to send.
  const picture = testInfo.outputPath('nuvem-de-giz.jpg');
  await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#cc3366' } })
    .jpeg()
    .toFile(picture);

  await openEditor(page);
  await page.getByRole('link', { name: 'Create entry of type Project' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Nuvem de Giz');
  // The slug is made from the title.
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('nuvem-de-giz');
  // The preview beside the form draws the project with the site's own components as she types.
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('heading', { name: 'Nuvem de Giz', level: 1 })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Information' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title language (optional)' }).fill('pt-BR');
  await page.getByRole('textbox', { name: 'Category' }).fill('Music Video');
  await page.getByRole('button', { name: 'Add role' }).click();
  await page.getByRole('textbox', { name: 'Role', exact: true }).fill('Director');
  await pick(page, 'Studio', 'Estúdio Exemplo');
  await page.getByRole('spinbutton', { name: 'Year (required unless in development)', exact: true }).fill('2021');
  await page.getByRole('textbox', { name: 'Project link (optional)' }).fill('https://www.example.com/nuvem-de-giz');
  await page.getByRole('combobox', { name: 'Filters' }).click();
  await page.getByRole('option', { name: 'Director' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('A fictional music video drawn in chalk clouds.');
  await expect(preview.getByText('Estúdio Exemplo')).toBeVisible();

  await page.getByRole('button', { name: 'Choose an image' }).click();
  const library = page.getByRole('dialog');
  await expect(library.getByRole('heading', { name: 'Images' })).toBeVisible();
  // Decap's Upload button is a label around a hidden file input: hand the file to the input.
  await library.locator('input[type="file"]').setInputFiles(picture);
  await expect(library.getByText('nuvem-de-giz.jpg')).toBeVisible();
  await library.getByRole('button', { name: 'Choose selected' }).click();
  await expect(page.getByRole('button', { name: 'Choose different image' })).toBeVisible();

  await publishNow(page);
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();

  await expect.poll(projectFiles).toContain('nuvem-de-giz.json');
  const text = read('data/projects/nuvem-de-giz.json');
  const written: unknown = JSON.parse(text);
  // The layout's format: JSON with a 2-space indent and a final newline, optional fields left empty are absent.
  expect(text).toBe(`${JSON.stringify(written, null, 2)}\n`);
  expect(written).toEqual({
    slug: 'nuvem-de-giz',
    title: 'Nuvem de Giz',
    titleLang: 'pt-BR',
    category: 'Music Video',
    role: ['Director'],
    studio: 'estudio-exemplo',
    year: 2021,
    inDevelopment: false,
    projectURL: 'https://www.example.com/nuvem-de-giz',
    filter: ['director'],
    imgHref: '/images/projects/nuvem-de-giz.jpg',
    description: 'A fictional music video drawn in chalk clouds.',
  });
  const parsed = projectSchema.safeParse(written);
  expect(parsed.error?.issues ?? [], `the written project passes ${SCHEMA_SOURCE}`).toEqual([]);
  // The picture went where the site serves it from, byte for byte.
  expect(readFileSync(path.join(content, 'public/images/projects/nuvem-de-giz.jpg'))).toEqual(readFileSync(picture));
  expect(problems).toEqual([]);
  // Decap first tries to show a new upload from the address it will have once published, then from memory.
  expect(missing.filter((answer) => answer !== '404 /images/projects/nuvem-de-giz.jpg')).toEqual([]);

  // The build scales it once into a master within 40 MP, and makes the site's variants from that.
  const images = await buildImages(path.join(content, 'public'), ['/images/projects/nuvem-de-giz.jpg']);
  expect(images.problems).toEqual([]);
  const master = await sharp(
    path.join(content, 'public', masterPath('/images/projects/nuvem-de-giz.jpg', false)),
  ).metadata();
  expect(master.width! * master.height!).toBeLessThanOrEqual(MAX_PIXELS);
  expect(master.width! / master.height!).toBeCloseTo(8000 / 6000, 2);
  for (const format of ['avif', 'webp'] as const) {
    const variant = path.join(content, 'public', variantPath('/images/projects/nuvem-de-giz.jpg', 1920, format));
    expect((await sharp(variant).metadata()).width).toBe(1920);
  }
});

test("an owner gives projects a GIF and a WebP picture: the build makes both into the site's variants", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const { problems, missing } = watchErrors(page);
  const gif = testInfo.outputPath('lua-nova.gif');
  const webp = testInfo.outputPath('papel-voador-still.webp');
  const flat = (background: string) => sharp({ create: { width: 640, height: 400, channels: 3, background } });
  await flat('#3366cc').gif().toFile(gif);
  await flat('#33cc66').webp().toFile(webp);

  await openEditor(page);
  for (const [title, file, button] of [
    ['Lua Nova', gif, 'Choose an image'],
    ['Papel Voador', webp, 'Choose different image'],
  ] as const) {
    await page.getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await page.getByRole('button', { name: button }).click();
    const library = page.getByRole('dialog');
    await library.locator('input[type="file"]').setInputFiles(file);
    await expect(library.getByText(path.basename(file))).toBeVisible();
    await library.getByRole('button', { name: 'Choose selected' }).click();
    await publishNow(page);
    await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();
  }

  const sources = ['/images/projects/lua-nova.gif', '/images/projects/papel-voador-still.webp'];
  await expect
    .poll(() =>
      sources.map((src) => readdirSync(path.join(content, 'public/images/projects')).includes(path.basename(src))),
    )
    .toEqual([true, true]);
  expect(JSON.parse(read('data/projects/lua-nova.json')).imgHref).toBe(sources[0]);
  expect(JSON.parse(read('data/projects/papel-voador.json')).imgHref).toBe(sources[1]);
  const images = await buildImages(path.join(content, 'public'), sources);
  expect(images.problems).toEqual([]);
  for (const src of sources) {
    for (const format of ['avif', 'webp'] as const) {
      const variant = await sharp(path.join(content, 'public', variantPath(src, 640, format))).metadata();
      expect([src, format, variant.width]).toEqual([src, format, 640]);
    }
  }
  expect(problems).toEqual([]);
  expect(missing.filter((answer) => !sources.some((src) => answer === `404 ${src}`))).toEqual([]);
});

test('an owner who picks a file too large to upload is told so in a sentence, and nothing is written', async ({
  page,
}, testInfo) => {
  const { problems, missing } = watchErrors(page);
  // 101 MB (a sparse file: nothing is read before the size is checked).
  const huge = testInfo.outputPath('scan-print-size.jpg');
  writeFileSync(huge, '');
  truncateSync(huge, 101_000_000);
  const before = readdirSync(path.join(content, 'public/images/hero'));

  await openEditor(page);
  await page.getByRole('link', { name: 'Site' }).click();
  await page.getByRole('link', { name: 'Owner and site' }).click();
  await page.getByRole('button', { name: 'Choose different image' }).click();
  const said = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole('dialog').locator('input[type="file"]').setInputFiles(huge);
  expect(await said).toMatch(
    /^This file is too large to upload: the editor takes files of up to 100000 kB \(100 MB\)\. Make a smaller copy/,
  );
  expect(readdirSync(path.join(content, 'public/images/hero'))).toEqual(before);
  expect([...problems, ...missing]).toEqual([]);
});

test('an owner renames a client: clients.json changes that one line, and every project naming the client shows the new name', async ({
  page,
}) => {
  const { problems, missing } = watchErrors(page);
  const text = read('data/clients.json');
  const before = clientsFileSchema.parse(JSON.parse(text));

  await openEditor(page);
  await page.getByRole('link', { name: 'Clients and studios' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Clients and studios' }).click();
  // The list shows one line per client; open them all to reach the fields.
  await page.getByRole('button', { name: 'Expand' }).click();
  const firstName = page.getByRole('textbox', { name: 'Name' }).first();
  await expect(firstName).toHaveValue('Canal Exemplo');
  await firstName.fill('Canal Exemplo Kids');
  await publishNow(page);
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();

  await expect.poll(() => JSON.parse(read('data/clients.json')).clients[0].alt).toBe('Canal Exemplo Kids');
  const after = clientsFileSchema.parse(JSON.parse(read('data/clients.json')));
  expect(after.clients).toEqual([{ ...before.clients[0], alt: 'Canal Exemplo Kids' }, ...before.clients.slice(1)]);
  expect(changedLines(text, read('data/clients.json'))).toEqual(['      "alt": "Canal Exemplo Kids",']);
  expect([...problems, ...missing]).toEqual([]);

  // What the pages get after a build: the loader and the page's language (lib/content/localize.ts), on the edited copy.
  const naming = readdirSync(path.join(content, 'data/projects')).filter(
    (file) => JSON.parse(read(`data/projects/${file}`)).client === before.clients[0]!.id,
  );
  expect(naming.length).toBeGreaterThan(0);
  // The copy's pictures are under its public/; its reel and voice files are not (nor needed here).
  const data = mkdtempSync(path.join(os.tmpdir(), 'cms-data-'));
  cpSync(path.join(content, 'data'), data, { recursive: true });
  rmSync(path.join(data, 'showreel.json'), { force: true });
  rmSync(path.join(data, 'voice.json'), { force: true });
  const here = process.cwd();
  // The copy is an owner's working copy (data/ and public/), whichever content set this run builds.
  const contentDir = process.env.CONTENT_DIR;
  process.chdir(content);
  process.env.CONTENT_DIR = 'data';
  try {
    const { projects } = localizeContent(loadContent(data), 'en');
    const shown = projects.filter((project) => naming.includes(`${project.slug}.json`));
    expect(shown.map((project) => project.client)).toEqual(naming.map(() => 'Canal Exemplo Kids'));
  } finally {
    if (contentDir === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = contentDir;
    process.chdir(here);
    rmSync(data, { recursive: true, force: true });
  }
});

test('an owner changes the tagline: site.json changes that one line, and its hint says what {years} is today', async ({
  page,
}) => {
  const { problems, missing } = watchErrors(page);
  const text = read('data/site.json');
  const site = JSON.parse(text) as { tagline: string; careerStartYear: number };

  await openEditor(page);
  await page.getByRole('link', { name: 'Site' }).click();
  await page.getByRole('link', { name: 'Owner and site' }).click();
  const tagline = page.getByRole('textbox', { name: 'Tagline' });
  await expect(tagline).toHaveValue(site.tagline);
  const years = new Date().getFullYear() - site.careerStartYear;
  await expect(page.getByText(`{years} (your years of experience: ${years} today)`).first()).toBeVisible();
  await tagline.fill('Drawing since {since}.');
  await publishNow(page);
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();

  await expect.poll(() => JSON.parse(read('data/site.json')).tagline).toBe('Drawing since {since}.');
  expect(changedLines(text, read('data/site.json'))).toEqual(['  "tagline": "Drawing since {since}.",']);
  expect([...problems, ...missing]).toEqual([]);
});

test("an owner who leaves a required field empty, writes a field against the schema's pattern, or takes a slug another project has, is told which, and nothing is written", async ({
  page,
}) => {
  const { problems, missing } = watchErrors(page);
  const filesBefore = projectFiles();
  // The schema's own message for a title language, as the generated config carries it.
  const languageRule = generateConfig()
    .collections.find((collection) => collection.name === 'projects')!
    .fields!.find((field) => field.name === 'titleLang')!.pattern![1];

  await openEditor(page);
  await page.getByRole('link', { name: 'Create entry of type Project' }).click();
  await page.getByRole('textbox', { name: 'Slug' }).fill('papel-voador');
  await page.getByRole('textbox', { name: 'Title language (optional)' }).fill('pt_BR');
  await page.getByRole('textbox', { name: 'Category' }).fill('Short Film');
  await page.getByRole('button', { name: 'Add role' }).click();
  await page.getByRole('textbox', { name: 'Role', exact: true }).fill('Director');
  await pick(page, 'Studio', 'Estúdio Exemplo');
  await page.getByRole('combobox', { name: 'Filters' }).click();
  await page.getByRole('option', { name: 'Director' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Everything but the title.');
  await publishNow(page);

  await expect(page.getByRole('alert')).toContainText(
    "Oops, you've missed a required field. Please complete before saving.",
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'Title is required.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Title language ${languageRule}.` })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Another project already has the slug "papel-voador"' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  expect(projectFiles()).toEqual(filesBefore);
  // Decap rejects the save with no error object, which the browser reports as an uncaught `undefined`.
  expect(problems).toEqual(['uncaught: undefined']);
  expect(missing).toEqual([]);
});
