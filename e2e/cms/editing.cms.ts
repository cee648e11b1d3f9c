import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { SCHEMA_SOURCE, clientsFileSchema, projectSchema } from '../../cms/schemas';

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

test('an owner creates a project with a picture: its file appears under data/projects in the layout and passes the schema', async ({
  page,
}, testInfo) => {
  const { problems, missing } = watchErrors(page);
  const picture = testInfo.outputPath('nuvem-de-giz.png');
  await sharp({ create: { width: 96, height: 60, channels: 3, background: '#cc3366' } })
    .png()
    .toFile(picture);

  await openEditor(page);
  await page.getByRole('link', { name: 'Create entry of type Project' }).click();
  await page.getByRole('textbox', { name: 'Slug' }).fill('nuvem-de-giz');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Nuvem de Giz');
  await page.getByRole('textbox', { name: 'Title language (optional)' }).fill('pt-BR');
  await page.getByRole('textbox', { name: 'Category' }).fill('Music Video');
  await page.getByRole('button', { name: 'Add role' }).click();
  await page.getByRole('textbox', { name: 'Role', exact: true }).fill('Director');
  await page.getByRole('textbox', { name: 'Studio' }).fill('Estúdio Exemplo');
  await page.getByRole('spinbutton', { name: 'Year (optional)', exact: true }).fill('2021');
  await page.getByRole('textbox', { name: 'Project link (optional)' }).fill('https://www.example.com/nuvem-de-giz');
  await page.getByRole('combobox', { name: 'Filters' }).click();
  await page.getByRole('option', { name: 'Director' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('A fictional music video drawn in chalk clouds.');

  await page.getByRole('button', { name: 'Choose an image' }).click();
  const library = page.getByRole('dialog');
  await expect(library.getByRole('heading', { name: 'Images' })).toBeVisible();
  // Decap's Upload button is a label around a hidden file input: hand the file to the input.
  await library.locator('input[type="file"]').setInputFiles(picture);
  await expect(library.getByText('nuvem-de-giz.png')).toBeVisible();
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
    studio: 'Estúdio Exemplo',
    year: 2021,
    inDevelopment: false,
    projectURL: 'https://www.example.com/nuvem-de-giz',
    filter: ['director'],
    imgHref: '/images/projects/nuvem-de-giz.png',
    description: 'A fictional music video drawn in chalk clouds.',
  });
  const parsed = projectSchema.safeParse(written);
  expect(parsed.error?.issues ?? [], `the written project passes ${SCHEMA_SOURCE}`).toEqual([]);
  // The picture went where the site serves it from, byte for byte.
  expect(readFileSync(path.join(content, 'public/images/projects/nuvem-de-giz.png'))).toEqual(readFileSync(picture));
  expect(problems).toEqual([]);
  // Decap first tries to show a new upload from the address it will have once published, then from memory.
  expect(missing.filter((answer) => answer !== '404 /images/projects/nuvem-de-giz.png')).toEqual([]);
});

test('an owner renames a client: clients.json changes that name and nothing else', async ({ page }) => {
  const { problems, missing } = watchErrors(page);
  const before = clientsFileSchema.parse(JSON.parse(read('data/clients.json')));

  await openEditor(page);
  await page.getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('link', { name: 'Client logos' }).click();
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
  expect(read('data/clients.json').endsWith('}\n')).toBe(true);
  expect([...problems, ...missing]).toEqual([]);
});

test('an owner who leaves a required field empty is told which one, and nothing is written', async ({ page }) => {
  const { problems, missing } = watchErrors(page);
  const filesBefore = projectFiles();

  await openEditor(page);
  await page.getByRole('link', { name: 'Create entry of type Project' }).click();
  await page.getByRole('textbox', { name: 'Slug' }).fill('sem-titulo');
  await page.getByRole('textbox', { name: 'Category' }).fill('Short Film');
  await page.getByRole('button', { name: 'Add role' }).click();
  await page.getByRole('textbox', { name: 'Role', exact: true }).fill('Director');
  await page.getByRole('textbox', { name: 'Studio' }).fill('Estúdio Exemplo');
  await page.getByRole('combobox', { name: 'Filters' }).click();
  await page.getByRole('option', { name: 'Director' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Everything but the title.');
  await publishNow(page);

  await expect(page.getByRole('alert')).toContainText(
    "Oops, you've missed a required field. Please complete before saving.",
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'Title is required.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  expect(projectFiles()).toEqual(filesBefore);
  // Decap rejects the save with no error object, which the browser reports as an uncaught `undefined`.
  expect(problems).toEqual(['uncaught: undefined']);
  expect(missing).toEqual([]);
});
