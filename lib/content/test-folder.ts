import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, contentDir, loadContent } from './load';
import { contentSet } from './set';

/**
 * For the content loader's tests: a content folder in a temporary directory with the chosen set's site, pages, clients and
 * services files and an empty projects/ folder, and the problems the loader finds in one.
 */
export function contentFolder(prefix = 'content-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const file of ['site.json', 'pages.json', 'clients.json', 'services.json']) {
    fs.copyFileSync(path.join(contentDir(), file), path.join(dir, file));
  }
  fs.mkdirSync(path.join(dir, 'projects'));
  // The pictures its site and clients files name, where a content set keeps its public files (CONTENT_DIR=dir).
  fs.symlinkSync(path.join(contentSet().files, 'images'), path.join(dir, 'images'));
  return dir;
}

/** The loader's message for the content in `dir`; the test fails when the content loads without a problem. */
export function problemsOf(dir: string): string {
  try {
    loadContent(dir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message;
  }
  throw new Error('the content loaded without a problem');
}
