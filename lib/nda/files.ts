/**
 * Where protected projects' sealed files are, and how their pages say they are one: free of imports, so the page's
 * first-load code (components/nda/nda-gate.tsx) and the build steps share them without carrying anything else.
 */

/** The folder of the sealed files in the export (and under public/ before `next build` copies them). */
export const NDA_DIR = '/_nda';

/**
 * The attribute a protected project's page carries (its payload's URL): scripts/export/security.ts gives that page
 * alone `media-src blob:`, for its decrypted videos.
 */
export const SEALED_PAGE_ATTRIBUTE = 'data-nda-payload';
