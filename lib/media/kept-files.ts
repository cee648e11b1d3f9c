import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the kept encodes of long masters are (lib/media/kept.ts says what they are), free of the site's imports, so
 * the content loader may ask which absent masters they stand for.
 */

/** The folder of the kept encodes, under the content set's files (public/ for the owner). */
export const KEPT_DIR = '/_media/kept';
/** Their index: source path → the master's hash and what was made of it. */
export const KEPT_INDEX = `${KEPT_DIR}/index.json`;

/** The source paths (`/media/showreel.mp4`) whose encodes are kept under `files`: none without an index. */
export function keptSources(files: string): Set<string> {
  let text: string;
  try {
    text = readFileSync(path.join(files, ...KEPT_INDEX.split('/')), 'utf8');
  } catch {
    return new Set();
  }
  const index: unknown = JSON.parse(text);
  const media = typeof index === 'object' && index !== null && 'media' in index ? index.media : undefined;
  return new Set(typeof media === 'object' && media !== null ? Object.keys(media) : []);
}
