#!/usr/bin/env node
/**
 * Byte budgets for the built site (deterministic, so they belong in `npm test`):
 * - every page's first-load JavaScript (gzip) stays within budgets.json's allowance over the framework's own
 *   minimum (an empty Next.js page, measured by tools/measure-framework-baseline.mjs, `npm run measure:baseline`);
 * - the lightbox, Swiper and the on-scroll reveal's motion are never part of a first load, neither their code nor
 *   their styles: they arrive when used (budgets.json's lazyOnly markers, each of which must be found in a lazily
 *   loaded file, so the check cannot pass without looking);
 * - every page's inlined CSS (the `<style>` elements of its head, raw bytes) stays within budgets.json's
 *   inlineCssKiB: a page carries its own styles, not every route's (next.config.ts, cssChunking);
 * - no page holds what budgets.json's neverInPages names (dead weight the framework would add to every page), in
 *   its HTML or in its data for the framework (the RSC payload inside it);
 * - the statistics beacon (out/_stats/beacon.js, when the build has statistics) stays within statsBeaconGzipBytes.
 * Prints a table and exits 1 naming every page over budget.
 *
 *   npm run test:budgets
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beaconGzipBudget, beaconGzipBytes } from '../scripts/lib/beacon-bytes';
import { elementsOf } from '../scripts/lib/html';
import { firstLoadBytes } from './lib/first-load-js';

const OUT = path.resolve('out');
const BASE_PATH = (process.env.BASE_PATH || '').replace(/\/$/, '');
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
const framework = budgets.framework?.emptyPageFirstLoadGzipBytes;
if (!framework) {
  console.error('budgets: budgets.json has no framework figure; run npm run measure:baseline');
  process.exit(1);
}
if (typeof budgets.inlineCssKiB?.default !== 'number') {
  console.error('budgets: budgets.json has no inlineCssKiB.default (the CSS a page may inline, in KiB)');
  process.exit(1);
}

/** The route a page belongs to: project pages share one budget line. */
function routeOf(file) {
  const relative =
    `/${path.relative(OUT, file).split(path.sep).join('/')}`
      .replace(/\.html$/, '')
      // At the root /index is /, and under a base path every page is a folder's index.html (trailingSlash).
      .replace(/\/index$/, '') || '/';
  return relative.replace(/^(\/pt-br)?\/portfolio\/.+$/, '$1/portfolio/[slug]');
}

// The content editor (admin/, Decap CMS) is no page of the site: visitors never load it.
const pages = readdirSync(OUT, { recursive: true })
  .filter((file) => file.endsWith('.html') && !file.startsWith(`admin${path.sep}`))
  .map((file) => path.join(OUT, file));

/**
 * The CSS a page comes with (given its HTML): what the `<style>` elements of its head hold (none in a file without a
 * head), and the stylesheets it links (read from the export).
 */
function pageStyles(html) {
  const elements = elementsOf(html);
  const head = elements.find((element) => element.name === 'head');
  const inline = elements
    .filter((element) => element.name === 'style' && head && element.start > head.start && element.end <= head.end)
    .map((element) => element.content)
    .join('');
  const linked = elements
    .filter((element) => element.name === 'link' && element.attributes.get('rel')?.split(/\s+/).includes('stylesheet'))
    .map((element) => element.attributes.get('href'))
    .filter((href) => href?.startsWith(`${BASE_PATH}/`))
    .map((href) => href.slice(BASE_PATH.length).split(/[?#]/)[0]);
  return {
    inline,
    linkedFiles: linked,
    linked: linked.map((file) => readFileSync(path.join(OUT, file), 'utf8')).join('\n'),
  };
}

const failures = [];
const rows = new Map();
/** Every file some page loads first (scripts and linked stylesheets, paths under out/). */
const firstLoadFiles = new Set();
for (const file of pages) {
  const route = routeOf(file);
  const { bytes, scripts } = firstLoadBytes(OUT, file, BASE_PATH);
  // A Portuguese page (/pt-br/…) has its English counterpart's budget: the same page in other words.
  const budgetRoute = route.replace(/^\/pt-br(?=\/|$)/, '') || '/';
  const allowance = (budgets.overFrameworkKiB[budgetRoute] ?? budgets.overFrameworkKiB.default) * 1024;
  if (bytes > framework + allowance)
    failures.push(`${path.relative(OUT, file)}: ${bytes} B is over ${framework + allowance} B`);
  const html = readFileSync(file, 'utf8');
  for (const [what, marker] of Object.entries(budgets.neverInPages ?? {})) {
    if (what !== '$comment' && html.includes(marker)) failures.push(`${path.relative(OUT, file)}: holds ${what}`);
  }
  const styles = pageStyles(html);
  for (const file of [...scripts, ...styles.linkedFiles]) firstLoadFiles.add(file);
  // The scripts and the styles a page comes with: a lazily loaded part brings its CSS with it too.
  const code = [...scripts.map((url) => readFileSync(path.join(OUT, url), 'utf8')), styles.inline, styles.linked].join(
    '\n',
  );
  for (const [what, marker] of Object.entries(budgets.lazyOnly)) {
    if (code.includes(marker)) failures.push(`${path.relative(OUT, file)}: the ${what} is in its first load`);
  }
  const css = Buffer.byteLength(styles.inline);
  const cssBudget = (budgets.inlineCssKiB[budgetRoute] ?? budgets.inlineCssKiB.default) * 1024;
  if (css > cssBudget) failures.push(`${path.relative(OUT, file)}: ${css} B of inlined CSS is over ${cssBudget} B`);
  const row = rows.get(route) ?? { pages: 0, max: 0, allowance, css: 0, cssBudget };
  rows.set(route, { ...row, pages: row.pages + 1, max: Math.max(row.max, bytes), css: Math.max(row.css, css) });
}

// A marker that no lazily loaded file holds proves nothing: the check above would pass whether or not the part it
// stands for had moved into a first load (a new version of the library renamed the string, say). So each must be
// found in a script or stylesheet of the export that no page loads first.
const lazyFiles = readdirSync(path.join(OUT, '_next'), { recursive: true })
  .map((file) => `/_next/${file.split(path.sep).join('/')}`)
  .filter((file) => /\.(js|css)$/.test(file) && !firstLoadFiles.has(file))
  .map((file) => readFileSync(path.join(OUT, file), 'utf8'));
for (const [what, marker] of Object.entries(budgets.lazyOnly)) {
  if (!lazyFiles.some((code) => code.includes(marker)))
    failures.push(
      `budgets.json lazyOnly: the ${what}'s marker "${marker}" is in no lazily loaded file of out/_next, so its ` +
        `first-load check could never fail; pick a string the ${what}'s code holds`,
    );
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
console.log(
  `First-load JavaScript, gzip (framework minimum: ${kib(framework)} KiB, Next ${budgets.framework.next}), ` +
    'and inlined CSS, raw (the largest page of each route)',
);
console.log('route                 pages  largest KiB  over framework  budget over   CSS KiB  budget');
for (const [route, { pages: count, max, allowance, css, cssBudget }] of [...rows].sort()) {
  console.log(
    `${route.padEnd(22)}${String(count).padStart(5)}${kib(max).padStart(13)}${`+${kib(max - framework)}`.padStart(16)}` +
      `${`+${kib(allowance)}`.padStart(13)}${kib(css).padStart(10)}${kib(cssBudget).padStart(8)}`,
  );
}
// The statistics beacon, apart from the first loads: pages fetch it once they are idle (lib/stats/beacon.ts).
const beaconFile = path.join(OUT, '_stats', 'beacon.js');
const beaconBudget = beaconGzipBudget();
if (existsSync(beaconFile)) {
  const beaconBytes = beaconGzipBytes(readFileSync(beaconFile));
  console.log(`statistics beacon: ${beaconBytes} B gzipped (budget ${beaconBudget} B)`);
  if (beaconBytes > beaconBudget)
    failures.push(`_stats/beacon.js: ${beaconBytes} B gzipped is over statsBeaconGzipBytes (${beaconBudget} B)`);
} else {
  console.log('statistics beacon: none in this build (NEXT_PUBLIC_STATS_ENDPOINT=off)');
}

if (failures.length) {
  console.error(`\nbudgets: ${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `budgets: all ${pages.length} pages within budget (JavaScript and CSS); lightbox, Swiper and motion load only when used`,
);
