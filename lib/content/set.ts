import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * A content set: the JSON the loader reads (the shape of data/), the files its paths name (`/images/x.jpg` is
 * `images/x.jpg` of its files folder) and its protected projects' sources (`/private/…`). The build reads every
 * original from the chosen set and writes what it generates from them (_img/, _media/, _nda/, the CVs) beside them.
 *
 * - The owner's set is the working copy itself, where the editor writes: `data/`, `public/` and `private/`.
 * - Any other set is one folder: its JSON in `data/` (or at its top, as the tests' alternate set has it), its
 *   public files beside (`images/`, `media/`, the icons) and `private/`. The sample is `sample/`.
 */
export interface ContentSet {
  /** How the build names it: `data/`, `sample/`, `e2e/alternate-content/`. */
  name: string;
  /** The folder of its JSON: site.json, pages.json, projects/ … */
  data: string;
  /** The folder its `/images/…`, `/media/…` paths are under, published at the site's root. */
  files: string;
  /** The folder `/private/…` paths are written from (its private/ is inside). */
  root: string;
  /** The repository's sample content: a public build refuses it. */
  sample: boolean;
  /** Its files are not under public/, so the export step copies them into the export. */
  copied: boolean;
}

/** The sample's folder, relative to the working copy. */
export const SAMPLE_DIR = 'sample';

/**
 * The chosen set: the folder `CONTENT_DIR` names; else the owner's `data/` when it exists; else the sample (a fresh
 * clone before `npm run new-site`).
 */
export function contentSet(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ContentSet {
  const named = env.CONTENT_DIR?.trim();
  const owner = path.resolve(cwd, 'data');
  if (named ? path.resolve(cwd, named) === owner : existsSync(owner)) {
    return {
      name: 'data/',
      data: owner,
      files: path.resolve(cwd, 'public'),
      root: path.resolve(cwd),
      sample: false,
      copied: false,
    };
  }
  const root = path.resolve(cwd, named || SAMPLE_DIR);
  const nested = path.join(root, 'data');
  return {
    name: `${path.relative(cwd, root).split(path.sep).join('/') || '.'}/`,
    data: existsSync(nested) ? nested : root,
    files: root,
    root,
    sample: root === path.resolve(cwd, SAMPLE_DIR),
    copied: true,
  };
}

/** Top-level entries of a set's folder that are not published: its JSON, its private sources. */
export const UNPUBLISHED = new Set(['data', 'private', 'projects']);
