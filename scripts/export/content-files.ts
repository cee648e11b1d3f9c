/**
 * The first step of the build's export stage: a content set other than the owner's (the sample, or the tests' alternate set) keeps
 * its public files in its own folder, not in public/, which `next build` copies into the export. This copies them
 * (the originals and what the build generated beside them: _img/, _media/, _nda/, the CVs) into the export, so its
 * paths (`/images/…`, `/media/…`) are there as they are for the owner's site. The set's JSON and its private/
 * sources are never copied. The owner's set needs nothing: its files are public/'s.
 */
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UNPUBLISHED, type ContentSet } from '../../lib/content/set';

/** Copies the set's public files into `exportDir`; returns how many top-level entries it copied. */
export function copyContentFiles(set: ContentSet, exportDir: string): number {
  if (!set.copied) return 0;
  const entries = readdirSync(set.files, { withFileTypes: true }).filter(
    (entry) => !UNPUBLISHED.has(entry.name) && !(entry.isFile() && /\.(json|md)$/i.test(entry.name)),
  );
  for (const entry of entries) {
    cpSync(path.join(set.files, entry.name), path.join(exportDir, entry.name), { recursive: true });
  }
  return entries.length;
}
