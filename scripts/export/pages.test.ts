/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesOf } from '../lib/export-files';
import { transformPages } from '.';

/**
 * fixtures/next-export: a small export as `next build` writes it (a page that preloads its fonts, the global 404
 * page that does not, an editor page, the chunks). fixtures/secured-export: the same export after the page steps,
 * byte for byte: the 404 page's font preloads, the loader and the booting mark, the statistics loader, the compile hints on the first-load
 * chunks only, every page's CSP (the editor's its own) and _headers.
 */
const FIXTURES = path.join(__dirname, 'fixtures');

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'export-pages-'));
  cpSync(path.join(FIXTURES, 'next-export'), work, { recursive: true });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('the page steps of the export stage, in one pass', () => {
  it('write every file as the separate steps did, byte for byte', async () => {
    await transformPages(work, await filesOf(work));
    const expected = path.join(FIXTURES, 'secured-export');
    expect(await filesOf(work)).toEqual(await filesOf(expected));
    for (const file of await filesOf(expected)) {
      expect([file, readFileSync(path.join(work, file), 'utf8')]).toEqual([
        file,
        readFileSync(path.join(expected, file), 'utf8'),
      ]);
    }
  });

  it('say what each step did', async () => {
    const report = (await transformPages(work, await filesOf(work))).join('\n');
    expect(report).toContain('preloads added to 404.html (2)');
    expect(report).toContain('2 of 2 first-load chunks compile eagerly');
    expect(report).toContain('the content editor its own');
  });
});
