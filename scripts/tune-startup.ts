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
 *    cached (every later page) that is a frame. Inline scripts (the RSC payload and the Turbopack chunk list)
 *    stay where they are: they only queue data for the runtime.
 *    The list of chunks travels in the loader's `data-chunks` attribute, so the loader's code is the same on
 *    every page (one CSP hash) and scripts/first-load-js.mjs can still read what a page loads up front.
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
 *   npx tsx scripts/tune-startup.ts
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const OUT = path.resolve(process.env.EXPORT_DIR || 'out');

/**
 * The loader's code; `document.currentScript` is the loader itself, whose `data-chunks` lists the chunks.
 * - It boots once the browser reports the first contentful paint (Paint Timing: the frame is on screen, not just
 *   produced); where Paint Timing is missing, after the first frame. As a safety net, one second after the load
 *   event while the page is visible (a page opened in a background tab waits until it is shown).
 * - `data-booting` on <html> (set by BOOTING_CODE, first thing in the <head>, before anything is laid out) is
 *   what waits for the framework keys on (the gallery's lower pictures, see
 *   components/portfolio/masonry-grid.module.scss). The mark goes when the page has hydrated
 *   (components/layout/hydration-mark.tsx), and also when a chunk fails to load, a script error is thrown, or
 *   10 s after booting began, so nothing stays hidden when the framework never arrives.
 */
const LOADER_CODE = [
  '(function(l){',
  'var c=JSON.parse(l.getAttribute("data-chunks")),h=document.documentElement,d=false;',
  'function u(){h.removeAttribute("data-booting")}',
  'function b(){if(d)return;d=true;addEventListener("error",u);setTimeout(u,10000);',
  'c.forEach(function(s){var e=document.createElement("script");',
  'e.src=s;e.async=true;e.onerror=u;document.head.appendChild(e)})}',
  'function f(){if(document.visibilityState==="hidden"){document.addEventListener("visibilitychange",f,{once:true});return}',
  'setTimeout(b,1000)}',
  'if(document.readyState==="complete")f();else addEventListener("load",f,{once:true});',
  'var P=window.PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(x,o){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(b)}})',
  '.observe({type:"paint",buffered:true})',
  '}else{requestAnimationFrame(function(){setTimeout(b)})}',
  '})(document.currentScript)',
].join('');

/** Marks the page as waiting for its framework; runs before the body is parsed (see the loader above). */
const BOOTING_CODE = 'document.documentElement.setAttribute("data-booting","")';

const CHUNK_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;

/** Rewrites one page; throws when the page is not the shape this step knows, rather than half-rewriting it. */
function paintFirst(html: string, file = 'page'): string {
  if (html.includes('data-chunks=')) throw new Error(`${file} was already rewritten: build again first.`);
  if (html.includes('http-equiv="Content-Security-Policy"')) {
    throw new Error(`${file} already has its CSP: run this step before scripts/secure-export.ts.`);
  }
  const chunks = [...html.matchAll(CHUNK_SCRIPT)].map(([, src]) => src as string);
  if (chunks.length === 0) throw new Error(`${file} loads no framework chunks: has the export's markup changed?`);
  if (!html.includes('</body>')) throw new Error(`${file} has no </body>.`);
  if (!/<head>/.test(html)) throw new Error(`${file} has no <head>.`);
  const loader = `<script data-chunks="${escapeAttribute(JSON.stringify(chunks))}">${LOADER_CODE}</script>`;
  return html
    .replace(CHUNK_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace('<head>', `<head><script>${BOOTING_CODE}</script>`)
    .replace('</body>', `${loader}</body>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

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
  const entries = await readdir(OUT, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const firstLoad = new Set<string>();
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    for (const [, src] of html.matchAll(CHUNK_SCRIPT)) firstLoad.add(src as string);
    await writeFile(file, paintFirst(html, path.relative(OUT, file)));
  }
  let hinted = 0;
  for (const src of firstLoad) if (await hintEagerCompile(src)) hinted++;
  console.log(
    `startup: ${files.length} pages boot after their first paint; ${hinted} of ${firstLoad.size} first-load chunks compile eagerly`,
  );
}

main().catch((error: unknown) => {
  console.error(`startup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
