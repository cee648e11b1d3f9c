import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { KEPT_INDEX } from './kept-files';
import { MEDIA_SOURCE_DIR, mediaEntrySchema } from './manifest';

export { KEPT_DIR, KEPT_INDEX } from './kept-files';

/**
 * Kept encodes: where a long master lives when it cannot go into git (GitHub refuses files over 100 MB and warns
 * from 50 MB; the editor refuses them too). On the machine that has the master, `npm run media` encodes it as any
 * source and also writes its encodes into `_media/kept/` (committed, unlike the rest of `_media/`), with an index
 * of the masters they came from (path, SHA-256, bytes, what was made); and it lists the master in the media
 * folder's own `.gitignore`, so git never takes it. A build without the master (the CI's) uses the kept encodes as
 * they are: the same stream, without the master and without encoding. scripts/build-media.ts writes and reads
 * them; the content loader (lib/content/load.ts) accepts a source that is absent but kept.
 */

/** Masters larger than this are kept as encodes (GitHub warns at 50 MB a file and refuses 100 MB). */
export const KEEP_OVER_BYTES = 50 * 1000 * 1000;

export const keptIndexSchema = z.object({
  version: z.literal(1),
  media: z.record(
    z.string().startsWith(`${MEDIA_SOURCE_DIR}/`),
    z.object({
      /** The master's SHA-256 and size: a master put back is compared with them. */
      sha256: z.string().regex(/^[a-f0-9]{64}$/),
      bytes: z.number().int().positive(),
      entry: mediaEntrySchema,
    }),
  ),
});
export type KeptIndex = z.infer<typeof keptIndexSchema>;

/** The kept encodes' index of a content set's files folder; an empty one when there is none. */
export function readKeptIndex(files: string): KeptIndex {
  const file = path.join(files, ...KEPT_INDEX.split('/'));
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { version: 1, media: {} };
  }
  const parsed = keptIndexSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${file} does not match its schema (${z.prettifyError(parsed.error)}): run \`npm run media\`.`);
  return parsed.data;
}
