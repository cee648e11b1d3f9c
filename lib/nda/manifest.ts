import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { NDA_DIR } from './files';

/**
 * What scripts/build-nda.ts sealed, for the pages: the sealed payload of each protected project, by its slug. The
 * names are hashes of the sealed bytes (new ones every build: a new salt and new IVs), so a page learns its file's
 * name here, at build time. The file lives in .cache/ (not in public/: the pages need it, visitors do not), and
 * says nothing secret anyway.
 */

/** Where the manifest is written, from the working copy. */
export const NDA_MANIFEST = path.join('.cache', 'nda', 'manifest.json');

export const ndaManifestSchema = z.object({
  version: z.literal(1),
  /** Slug → its sealed payload's name under NDA_DIR. */
  projects: z.record(z.string(), z.object({ payload: z.string().regex(/^[a-f0-9]{20,64}\.bin$/) })),
});
export type NdaManifest = z.infer<typeof ndaManifestSchema>;

const RUN_IT = 'run `npm run nda` (npm run build and npm run dev run it first)';

/** The sealed payload of the protected project `slug`, as a path from the site root (without the base path). */
export function sealedPayloadPath(slug: string, file = path.join(process.cwd(), NDA_MANIFEST)): string {
  let manifest: NdaManifest;
  try {
    manifest = ndaManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(
      `The manifest of sealed projects (${NDA_MANIFEST}) cannot be read (${(error as Error).message}): ${RUN_IT}.`,
    );
  }
  const entry = manifest.projects[slug];
  if (!entry) throw new Error(`The protected project "${slug}" has not been sealed: ${RUN_IT}.`);
  return `${NDA_DIR}/${entry.payload}`;
}
