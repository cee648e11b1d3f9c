import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { CvData } from './cv-data';

/**
 * What the CV is made from, as one hash: what it says (the CVs' data, in every language), the font files it is cut
 * from, the code that lays it out and the versions of the libraries that write it. The build writes the CVs again
 * only when this changes, like the image variants (a variant newer than its original is kept) and the media
 * (named by a hash of their source and settings).
 */

/** The libraries whose output the CV is: a new version may draw it differently. */
const LIBRARIES = [
  '@react-pdf/renderer',
  '@react-pdf/layout',
  '@react-pdf/textkit',
  'pdfkit',
  'fontkit',
  'subset-font',
];

/** The code that draws the CV: this folder (but its tests) and the site's colour tokens. */
function codeFiles(root: string): string[] {
  const folder = path.join(root, 'scripts', 'cv');
  const own = readdirSync(folder)
    .filter((name) => /\.(ts|tsx|json)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort()
    .map((name) => path.join(folder, name));
  return [...own, path.join(root, 'styles', 'tokens.ts')];
}

/** A library's version as installed (`missing` when it is not at the top of node_modules). */
function versionOf(root: string, name: string): string {
  try {
    const manifest: unknown = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    return manifest && typeof manifest === 'object' && 'version' in manifest ? String(manifest.version) : 'unknown';
  } catch {
    return 'missing';
  }
}

export interface KeyInputs {
  /** Every CV's data, each language once. */
  cvs: readonly CvData[];
  /** The paper sizes written. */
  sizes: readonly string[];
  /** The font files the faces are cut from. */
  fontFiles: readonly string[];
  /** The working copy (default: the current folder). */
  root?: string;
}

/** The CVs' cache key: a hex SHA-256 of everything they are made from. */
export function cacheKey({ cvs, sizes, fontFiles, root = process.cwd() }: KeyInputs): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ cvs, sizes }));
  hash.update(JSON.stringify(LIBRARIES.map((name) => [name, versionOf(root, name)])));
  for (const file of [...fontFiles, ...codeFiles(root)]) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}
