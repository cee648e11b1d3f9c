/**
 * The second page step of the build's export stage (scripts/export/pages.ts), after the font preloads and before
 * the CSP (scripts/export/security.ts), which hashes the loader it adds: two changes to how the exported pages start up.
 *
 * 1. Paint first. Next writes its chunks as `<script async>` tags (and script preloads) in the <head>. The
 *    browser runs an async script as soon as it arrives, so on a phone the ~130 KiB framework is parsed, run and
 *    starts hydrating before the first frame whenever it arrives before the styles and fonts are ready (a repeat
 *    visit with warm caches, a fast network): the visitor looks at a blank screen while the main thread is busy.
 *    The page is complete without JavaScript (it is pre-rendered), so it shows first: the chunk tags (and their
 *    preloads) are replaced by one small inline loader that adds the same tags, in the same order, once the first
 *    contentful frame is on screen. The cost: on a first visit the chunks start downloading only then, so the
 *    page hydrates (and its buttons respond) later by the time from the HTML to the first paint; with the chunks
 *    cached (every later page) that is a frame. The RSC payload (the inline scripts that end the <body>) and the
 *    Turbopack chunk list stay inline.
 *    The list of chunks travels in the loader's `data-chunks` attribute, so the loader's code is the same on
 *    every page (one CSP hash) and tools/lib/first-load-js.ts can still read what a page loads up front.
 *    The loader is typed source (scripts/startup/loader.ts), minified here; the rewrite of a page and its check
 *    are in scripts/startup/markup.ts: a page that still loads a first-load chunk from a `<script src>` of its
 *    own afterwards stops the build, and so does a major version of Next this step was not checked against.
 *
 * 2. Compile ahead. V8 compiles a function lazily, on the main thread, the first time it is called, and booting
 *    React and the router calls most of the functions in the first-load chunks: that compiling was most of the
 *    one long task of every page load. Chrome (136+) reads a `//# allFunctionsCalledOnLoad` first line as an
 *    explicit compile hint and compiles the whole file eagerly, on a background thread while it downloads.
 *    Only the chunks some page loads up front get it; the lazy ones (lightbox, Swiper, motion) do not. Other
 *    browsers ignore the comment. A chunk keeps its name (the bundler's hash of its code): the comment is the only
 *    difference, so a browser holding the other version of a name (a chunk that moved between first-load and
 *    lazy across builds) runs the same code.
 *
 * TUNE_STARTUP=off leaves the export as Next wrote it (the stock start-up that `npm run bench:boot` compares with);
 * STARTUP_TRICKS_OFF=loader or hints leaves out one part (lib/startup-tricks.ts).
 */
import { firstLoadChunks, paintFirst, type StartupCode } from '../startup/markup';

/** The first line that asks Chrome to compile a whole chunk eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Which of the two changes a build makes (lib/startup-tricks.ts reads TUNE_STARTUP and STARTUP_TRICKS_OFF). */
export interface StartupPlan {
  /** The loader's inline code, or null to keep Next's own `<script async>` tags. */
  code: StartupCode | null;
  /** Whether first-load chunks get the compile hint. */
  hints: boolean;
}

/**
 * A page with its chunk tags moved into the loader (when the plan has one), and the first-load chunks it names
 * (which get the compile hint).
 */
export function tuneStartup(html: string, plan: StartupPlan, file: string): { html: string; chunks: string[] } {
  if (plan.code) return paintFirst(html, plan.code, file);
  return { html, chunks: plan.hints ? firstLoadChunks(html) : [] };
}

/** A first-load chunk's code with the compile hint (a chunk that has it already keeps it once). */
export const withCompileHint = (code: string): string => (code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code);

/** The export file (relative) of a chunk's address, whatever the base path: `/repo/_next/…` → `_next/…`. */
export const chunkFile = (src: string): string => src.replace(/^.*?\/_next\//, '_next/');
