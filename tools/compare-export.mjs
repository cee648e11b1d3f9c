#!/usr/bin/env node
/**
 * Compares two exports (two builds' out/ folders): lists the files only in the first, only in the second, and in
 * both with other bytes (by SHA-256). Use it to check that a change to the build leaves the site as it was, or to
 * see what it changes; build each side into its own folder (EXPORT_DIR=out-a npm run build).
 *
 *   node tools/compare-export.mjs DIR_A DIR_B [--json] [--normalize]
 *
 * --normalize compares what would be the same if both came from one `next build`: what changes on every build
 * anyway is replaced by a placeholder before hashing: Next's build id (random each build, in paths and in every
 * page), the CSP's script hashes (the inline scripts carry the build id) and the names of the protected projects'
 * sealed files (a new salt each build, scripts/build-nda.ts).
 *
 * Exit code 0 when both hold the same files with the same bytes, 1 when they differ, 2 on a usage mistake.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = 'node tools/compare-export.mjs DIR_A DIR_B [--json] [--normalize]';
const TEXT = /\.(html|txt|js|json|css|xml|webmanifest|_headers|_redirects)$|^_headers$|^_redirects$/;

/** Next's build id of an export: the folder of _next/static that holds _buildManifest.js. */
async function buildId(dir) {
  const entries = await readdir(path.join(dir, '_next', 'static'), { withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((e) => e.isDirectory())) {
    const files = await readdir(path.join(entry.parentPath, entry.name)).catch(() => []);
    if (files.includes('_buildManifest.js')) return entry.name;
  }
  return undefined;
}

/** The text with what changes on every build replaced (see --normalize). */
function normalized(text, id) {
  return (id ? text.replaceAll(id, 'BUILD_ID') : text)
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-…'")
    .replace(/\b[0-9a-f]{32}\.bin\b/g, 'SEALED.bin');
}

/** Every file under `dir` (relative, `/`-separated) with the SHA-256 of its bytes (normalised: see --normalize). */
async function hashes(dir, normalize) {
  const id = normalize ? await buildId(dir) : undefined;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = new Map();
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    let relative = path.relative(dir, file).split(path.sep).join('/');
    let bytes = await readFile(file);
    if (normalize) {
      relative = normalized(relative, id);
      if (TEXT.test(entry.name)) bytes = normalized(bytes.toString('utf8'), id);
      // Sealed files are ciphertext under a new salt: only their number can be compared.
      if (relative.endsWith('SEALED.bin')) {
        relative = relative.replace('SEALED.bin', `SEALED-${[...files.keys()].filter((f) => f.includes('SEALED')).length}.bin`);
        bytes = '';
      }
    }
    files.set(relative, createHash('sha256').update(bytes).digest('hex'));
  }
  return files;
}

/** What differs between two exports: `added` (only in b), `removed` (only in a), `changed` (other bytes). */
export async function compareExports(a, b, { normalize = false } = {}) {
  const [left, right] = await Promise.all([hashes(a, normalize), hashes(b, normalize)]);
  const sorted = (list) => list.sort();
  return {
    removed: sorted([...left.keys()].filter((file) => !right.has(file))),
    added: sorted([...right.keys()].filter((file) => !left.has(file))),
    changed: sorted([...left.keys()].filter((file) => right.has(file) && right.get(file) !== left.get(file))),
    same: [...left.keys()].filter((file) => right.get(file) === left.get(file)).length,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let values, positionals;
  try {
    ({ values, positionals } = parseArgs({
      options: { json: { type: 'boolean' }, normalize: { type: 'boolean' } },
      allowPositionals: true,
    }));
    if (positionals.length !== 2) throw new Error('two folders expected');
  } catch (error) {
    console.error(`${error.message}\nUsage: ${USAGE}`);
    process.exit(2);
  }
  const [a, b] = positionals;
  const result = await compareExports(a, b, { normalize: values.normalize });
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else {
    for (const file of result.removed) console.log(`- ${file}   (only in ${a})`);
    for (const file of result.added) console.log(`+ ${file}   (only in ${b})`);
    for (const file of result.changed) console.log(`~ ${file}`);
    console.log(
      `${result.same} files the same, ${result.changed.length} changed, ${result.removed.length} only in ${a}, ` +
        `${result.added.length} only in ${b}`,
    );
  }
  process.exit(result.removed.length + result.added.length + result.changed.length ? 1 : 0);
}
