#!/usr/bin/env node
/**
 * Byte budgets for the built site (deterministic, so they belong in `npm test`):
 * - every page's first-load JavaScript (gzip) stays within budgets.json's allowance over the framework's own
 *   minimum (an empty Next.js page, measured by tools/measure-framework-baseline.mjs, `npm run measure:baseline`);
 * - the lightbox, Swiper and the motion engine are never part of a first load: they arrive when used.
 * Prints a table and exits 1 naming every page over budget.
 *
 *   npm run test:budgets
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { firstLoadBytes } from './lib/first-load-js.mjs';

const OUT = path.resolve('out');
const BASE_PATH = (process.env.BASE_PATH || '').replace(/\/$/, '');
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
const framework = budgets.framework?.emptyPageFirstLoadGzipBytes;
if (!framework) {
  console.error('budgets: budgets.json has no framework figure; run npm run measure:baseline');
  process.exit(1);
}

/** The route a page belongs to: project pages share one budget line. */
function routeOf(file) {
  const relative = `/${path.relative(OUT, file).split(path.sep).join('/')}`.replace(/\.html$/, '');
  if (relative === '/index') return '/';
  if (relative === '/pt-br/index') return '/pt-br';
  return relative.replace(/^(\/pt-br)?\/portfolio\/.+$/, '$1/portfolio/[slug]');
}

// The content editor (admin/, Decap CMS) is no page of the site: visitors never load it.
const pages = readdirSync(OUT, { recursive: true })
  .filter((file) => file.endsWith('.html') && !file.startsWith(`admin${path.sep}`))
  .map((file) => path.join(OUT, file));

const failures = [];
const rows = new Map();
for (const file of pages) {
  const route = routeOf(file);
  const { bytes, scripts } = firstLoadBytes(OUT, file, BASE_PATH);
  // A Portuguese page (/pt-br/…) has its English counterpart's budget: the same page in other words.
  const budgetRoute = route.replace(/^\/pt-br(?=\/|$)/, '') || '/';
  const allowance = (budgets.overFrameworkKiB[budgetRoute] ?? budgets.overFrameworkKiB.default) * 1024;
  if (bytes > framework + allowance)
    failures.push(`${path.relative(OUT, file)}: ${bytes} B is over ${framework + allowance} B`);
  const code = scripts.map((url) => readFileSync(path.join(OUT, url), 'utf8')).join('\n');
  for (const [what, marker] of Object.entries(budgets.lazyOnly)) {
    if (code.includes(marker)) failures.push(`${path.relative(OUT, file)}: the ${what} is in its first load`);
  }
  const row = rows.get(route) ?? { pages: 0, max: 0, allowance };
  rows.set(route, { ...row, pages: row.pages + 1, max: Math.max(row.max, bytes) });
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
console.log(`First-load JavaScript, gzip (framework minimum: ${kib(framework)} KiB, Next ${budgets.framework.next})`);
console.log('route                 pages  largest KiB  over framework  budget over');
for (const [route, { pages: count, max, allowance }] of [...rows].sort()) {
  console.log(
    `${route.padEnd(22)}${String(count).padStart(5)}${kib(max).padStart(13)}${`+${kib(max - framework)}`.padStart(16)}${`+${kib(allowance)}`.padStart(13)}`,
  );
}
if (failures.length) {
  console.error(`\nbudgets: ${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`budgets: all ${pages.length} pages within budget; lightbox, Swiper and motion load only when used`);
