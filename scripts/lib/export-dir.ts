/**
 * Where the export goes: out/ unless EXPORT_DIR names another folder (the base-path and smoke builds go to their
 * own folder so they never replace the site in out/). The one place that reads EXPORT_DIR: next.config.ts (which
 * hands it to Next as `distDir`), the build's export stage and the tests that read an export all ask here.
 */
import path from 'node:path';

/** The export's folder as given (relative to the repository), without a trailing slash. */
export const exportDirName = (env: Record<string, string | undefined> = process.env): string =>
  env.EXPORT_DIR?.replace(/\/$/, '') || 'out';

/** The export's folder, absolute. */
export const exportDir = (env: Record<string, string | undefined> = process.env): string =>
  path.resolve(exportDirName(env));
