/**
 * After `next build`, before scripts/secure-export.ts: two changes to how the exported pages start up.
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
 *   npx tsx scripts/tune-startup.ts       (EXPORT_DIR: the export's folder, out/ by default)
 *
 * TUNE_STARTUP=off leaves the export as Next wrote it (the stock start-up that `npm run bench:boot` compares with);
 * STARTUP_TRICKS_OFF=loader or hints leaves out one part (lib/startup-tricks.ts).
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bootCode, bootingMarkCode } from './startup/inline-script';
import { firstLoadChunks, paintFirst } from './startup/markup';
import { tricksOff } from '../lib/startup-tricks';
import { checkNextVersion } from './startup/next-version';

const OUT = path.resolve(process.env.EXPORT_DIR || 'out');
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Gives one first-load chunk the compile hint (once: a second run leaves it as it is). */
async function hintEagerCompile(src: string): Promise<boolean> {
  const file = path.join(OUT, src.replace(/^.*?\/_next\//, '_next/'));
  const code = await readFile(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) return false;
  await writeFile(file, COMPILE_HINT + code);
  return true;
}

async function main(): Promise<void> {
  const off = tricksOff();
  if (off.has('loader') && off.has('hints')) {
    console.log(`startup: ${path.relative(process.cwd(), OUT)}/ keeps Next's own start-up (STARTUP_TRICKS_OFF)`);
    return;
  }
  const next = JSON.parse(await readFile(path.resolve('node_modules/next/package.json'), 'utf8')) as {
    version: string;
  };
  console.log(`startup: ${checkNextVersion(next.version)}`);

  const code = { boot: bootCode(), bootingMark: bootingMarkCode() };
  const entries = await readdir(OUT, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // Every page is rewritten and checked before any is written: a page this step cannot handle leaves the export
  // as Next wrote it, not half-tuned.
  const pages = await Promise.all(
    files.map(async (file) => {
      const html = await readFile(file, 'utf8');
      if (off.has('loader')) return { file, html, chunks: firstLoadChunks(html) };
      return { file, ...paintFirst(html, code, path.relative(OUT, file)) };
    }),
  );
  const firstLoad = new Set(pages.flatMap((page) => page.chunks));
  for (const { file, html } of pages) await writeFile(file, html);
  let hinted = 0;
  if (!off.has('hints')) for (const src of firstLoad) if (await hintEagerCompile(src)) hinted++;
  const loader = off.has('loader')
    ? "keep Next's own <script async> tags (STARTUP_TRICKS_OFF=loader)"
    : `boot after their first paint (loader ${code.boot.length} B)`;
  console.log(
    `startup: ${files.length} pages ${loader}; ${hinted} of ${firstLoad.size} first-load chunks compile eagerly`,
  );
}

main().catch((error: unknown) => {
  console.error(`startup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
