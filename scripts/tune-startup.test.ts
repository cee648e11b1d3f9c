import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import packageJson from '../package.json';
import { loaderChunks } from './startup/markup';

const ROOT = path.resolve(__dirname, '..');
const HINT = '//# allFunctionsCalledOnLoad\n';
const CHUNK = '/_next/static/chunks/framework.js';

let exportDir: string;
const page = (name: string) => readFileSync(path.join(exportDir, name), 'utf8');
const chunkCode = () => readFileSync(path.join(exportDir, CHUNK), 'utf8');

/** A small export: pages as Next writes them, and the chunk they load. */
function exportWith(pages: Record<string, string>): void {
  mkdirSync(path.join(exportDir, path.dirname(CHUNK)), { recursive: true });
  writeFileSync(path.join(exportDir, CHUNK), 'boot();\n');
  for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(exportDir, name), html);
}
/** A page as Next writes it: a chunk tag in the head, the content, then its data scripts (RSC payload). */
const nextPage = (chunkTag = `<script src="${CHUNK}" async=""></script>`, data = 'Hi') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${chunkTag}</head><body><main>${data}</main>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"${data}"])</script>` +
  '</body></html>';

/** Runs the step as `npm run build` does, on the export in `exportDir`. */
function runStep(env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/tune-startup.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      EXPORT_DIR: exportDir,
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

beforeEach(() => {
  exportDir = mkdtempSync(path.join(os.tmpdir(), 'tune-startup-'));
});
afterEach(() => rmSync(exportDir, { recursive: true, force: true }));

describe('the start-up step of the build', () => {
  it('runs after next build and the font preloads, and before the CSP step, which hashes the loader it adds', () => {
    const steps = packageJson.scripts.build.split(' && ');
    const at = (step: string) => steps.indexOf(step);
    expect(at('tsx scripts/tune-startup.ts')).toBeGreaterThan(at('next build'));
    expect(at('tsx scripts/tune-startup.ts')).toBeGreaterThan(at('tsx scripts/preload-fonts.ts'));
    expect(at('tsx scripts/secure-export.ts')).toBeGreaterThan(at('tsx scripts/tune-startup.ts'));
    expect(at('next build')).toBeGreaterThanOrEqual(0);
    expect(steps.at(-1)).toBe('tsx scripts/secure-export.ts');
  });

  it('says which Next it was checked against, moves the chunks into the minified loader and hints them', () => {
    exportWith({ 'index.html': nextPage(), 'about.html': nextPage(undefined, 'About') });
    const result = runStep();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/startup: checked against Next 16\.4\.6 \(installed: 16\.4\.6\)/);
    for (const name of ['index.html', 'about.html']) {
      expect(loaderChunks(page(name))).toEqual([CHUNK]);
      expect(page(name)).not.toContain(`<script src="${CHUNK}"`);
      // Minified: one line, and none of the source's names for its parts.
      expect(page(name)).not.toMatch(/bootAfterFirstPaint|readChunks|\n/);
    }
    expect(chunkCode()).toBe(`${HINT}boot();\n`);
  });

  it("leaves each page's data scripts in the page, ahead of the loader", () => {
    exportWith({ 'index.html': nextPage(), 'about.html': nextPage(undefined, 'About') });
    expect(runStep().status).toBe(0);
    for (const [name, data] of [
      ['index.html', 'Hi'],
      ['about.html', 'About'],
    ]) {
      const html = page(name!);
      expect(html.indexOf(`self.__next_f.push([1,"${data}"])`)).toBeGreaterThan(0);
      expect(html.indexOf('data-chunks=')).toBeGreaterThan(html.indexOf(`self.__next_f.push([1,"${data}"])`));
    }
  });

  it('fails on a page left with an untouched chunk tag, and leaves the whole export as it was', () => {
    const untouched = nextPage(`<script src="${CHUNK}" defer=""></script>`);
    exportWith({ 'index.html': nextPage(), 'about.html': untouched });
    const result = runStep();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('about.html still loads 1 framework chunk(s) from tags of its own');
    expect(page('about.html')).toBe(untouched);
    expect(page('index.html')).toBe(nextPage());
    expect(chunkCode()).toBe('boot();\n');
  });

  it('leaves the export as Next wrote it with TUNE_STARTUP=off (the stock start-up the boot bench compares)', () => {
    exportWith({ 'index.html': nextPage() });
    const result = runStep({ TUNE_STARTUP: 'off' });
    expect(result.status).toBe(0);
    expect(page('index.html')).toBe(nextPage());
  });
});
