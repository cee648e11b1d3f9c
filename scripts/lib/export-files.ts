/**
 * The export walk: every file of an export, read from disk once per build stage that needs the listing. Paths are
 * relative to the export and use `/` whatever the system, so they read like the site's addresses.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, relative and sorted; none when `dir` does not exist. */
export async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Whether an export's file is a page (what a browser gets as HTML). */
export const isPage = (file: string): boolean => file.endsWith('.html');

/** The content editor's folder in the export (scripts/build-admin.ts writes it). */
export const ADMIN_DIR = 'admin';

/** Whether an export's file belongs to the content editor (its own pages, its own policy). */
export const isEditorFile = (file: string): boolean => file.split('/')[0] === ADMIN_DIR;
