/**
 * The page steps of the build's export stage, as pure functions of a page's text, in their fixed order:
 *
 *   1. font preloads (preload-fonts.ts): the global 404 page gets the preloads Next wrote for every other page;
 *   2. start-up (startup.ts): the chunk tags move into the paint-first loader; the chunks it names get the
 *      compile hint;
 *   3. the statistics loader (stats-loader.ts), when the build counts visits: last in the <body>;
 *   4. the CSP (security.ts): the page's policy, with the hashes of the inline scripts steps 1–3 left, in a meta tag.
 *
 * The content editor's pages (admin/, written by scripts/build-admin.ts, not by Next) take only step 4, with the
 * editor's own policy. Each page is read once and written once by scripts/export/index.ts.
 */
import { preloadOptionalFonts } from './preload-fonts';
import { exportedPage, withPolicy, type ExportedPage } from './security';
import { withStatsLoader } from './stats-loader';
import { tuneStartup, type StartupPlan } from './startup';

/** A page of the export, relative to it (`pt-br/about.html`), and whose it is. */
export interface PageInput {
  file: string;
  html: string;
  /** A page of the content editor (admin/). */
  editor: boolean;
}

/** A page after the first three steps: what the CSP step needs to know of it, and the chunks it loads up front. */
export interface TunedPage extends PageInput {
  /** The optional fonts step 1 added a preload for. */
  preloads: string[];
  /** The first-load chunks the page names (for the compile hint). */
  chunks: string[];
  /** What the policies need: script hashes, players, sealed, streams. */
  facts: ExportedPage;
}

/**
 * Steps 1–3 on one page, and the facts of the result for step 4 (one parse of the final text). `statsLoader`: the
 * statistics loader's code, or null when the build counts nothing.
 */
export function tunePage(page: PageInput, startup: StartupPlan, statsLoader: string | null): TunedPage {
  if (page.editor) return { ...page, preloads: [], chunks: [], facts: exportedPage(page.html, true) };
  const fonts = preloadOptionalFonts(page.html, page.file);
  const tuned = tuneStartup(fonts.html, startup, page.file);
  const html = statsLoader === null ? tuned.html : withStatsLoader(tuned.html, statsLoader, page.file);
  return {
    ...page,
    html,
    preloads: fonts.added,
    chunks: tuned.chunks,
    facts: exportedPage(html, false),
  };
}

/** Step 4: the page with its policy (securityFor gives every page's, from all the pages' facts). */
export const securePage = (page: TunedPage, policy: string): string => withPolicy(page.html, policy, page.file);
