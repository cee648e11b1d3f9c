#!/usr/bin/env node
/**
 * Compares two exports (two builds' out/ folders): lists the files only in the first, only in the second, and in
 * both with other bytes (by SHA-256). Use it to check that a change to the build leaves the site as it was, or to
 * see what it changes; build each side into its own folder (EXPORT_DIR=out-a npm run build).
 *
 *   node tools/compare-export.mjs DIR_A DIR_B [--json]
 *
 * Exit code 0 when both hold the same files with the same bytes, 1 when they differ, 2 on a usage mistake.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = 'node tools/compare-export.mjs DIR_A DIR_B [--json]';

/** Every file under `dir` (relative, `/`-separated) with the SHA-256 of its bytes. */
async function hashes(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = new Map();
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file).split(path.sep).join('/');
    files.set(relative, createHash('sha256').update(await readFile(file)).digest('hex'));
  }
  return files;
}

/** What differs between two exports: `added` (only in b), `removed` (only in a), `changed` (other bytes). */
export async function compareExports(a, b) {
  const [left, right] = await Promise.all([hashes(a), hashes(b)]);
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
    ({ values, positionals } = parseArgs({ options: { json: { type: 'boolean' } }, allowPositionals: true }));
    if (positionals.length !== 2) throw new Error('two folders expected');
  } catch (error) {
    console.error(`${error.message}\nUsage: ${USAGE}`);
    process.exit(2);
  }
  const [a, b] = positionals;
  const result = await compareExports(a, b);
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
