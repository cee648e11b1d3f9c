/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesOf } from '../lib/export-files';
import { loaderChunks } from '../startup/markup';
import { transformPages } from '.';

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

/** Runs the page steps of the export stage on the export in `exportDir`, with `env` set meanwhile. */
async function runPageSteps(env: Record<string, string> = {}): Promise<string[]> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return await transformPages(exportDir, await filesOf(exportDir));
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
    Object.assign(process.env, saved);
  }
}

beforeEach(() => {
  exportDir = mkdtempSync(path.join(os.tmpdir(), 'tune-startup-'));
});
afterEach(() => rmSync(exportDir, { recursive: true, force: true }));

describe('the start-up step of the export stage', () => {
  it('says which Next it was checked against, moves the chunks into the minified loader and hints them', async () => {
    exportWith({ 'index.html': nextPage(), 'about.html': nextPage(undefined, 'About') });
    const report = await runPageSteps();
    expect(report.join('\n')).toMatch(/startup: checked against Next 16\.4\.6 \(installed: 16\.4\.6\)/);
    for (const name of ['index.html', 'about.html']) {
      expect(loaderChunks(page(name))).toEqual([CHUNK]);
      expect(page(name)).not.toContain(`<script src="${CHUNK}"`);
      // Minified: one line, and none of the source's names for its parts.
      expect(page(name)).not.toMatch(/bootAfterFirstPaint|readChunks|\n/);
    }
    expect(chunkCode()).toBe(`${HINT}boot();\n`);
  });

  it("leaves each page's data scripts in the page, ahead of the loader", async () => {
    exportWith({ 'index.html': nextPage(), 'about.html': nextPage(undefined, 'About') });
    await runPageSteps();
    for (const [name, data] of [
      ['index.html', 'Hi'],
      ['about.html', 'About'],
    ]) {
      const html = page(name!);
      expect(html.indexOf(`self.__next_f.push([1,"${data}"])`)).toBeGreaterThan(0);
      expect(html.indexOf('data-chunks=')).toBeGreaterThan(html.indexOf(`self.__next_f.push([1,"${data}"])`));
    }
  });

  it('fails on a page left with an untouched chunk tag, and leaves the whole export as it was', async () => {
    const untouched = nextPage(`<script src="${CHUNK}" defer=""></script>`);
    exportWith({ 'index.html': nextPage(), 'about.html': untouched });
    await expect(runPageSteps()).rejects.toThrow('about.html still loads 1 framework chunk(s) from tags of its own');
    expect(page('about.html')).toBe(untouched);
    expect(page('index.html')).toBe(nextPage());
    expect(chunkCode()).toBe('boot();\n');
  });

  it("keeps Next's own start-up with TUNE_STARTUP=off (the stock start-up the boot bench compares)", async () => {
    exportWith({ 'index.html': nextPage() });
    await runPageSteps({ TUNE_STARTUP: 'off' });
    expect(loaderChunks(page('index.html'))).toBeUndefined();
    expect(page('index.html')).toContain(`<script src="${CHUNK}" async=""></script>`);
    expect(chunkCode()).toBe('boot();\n');
  });
});
