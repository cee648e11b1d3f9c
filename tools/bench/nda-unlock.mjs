/**
 * What unlocking a protected project costs a visitor, on the built site (out/, served by scripts/serve.mjs), in
 * Chromium: a phone (390 × 844, 3×, touch) with the CPU slowed 4×, and a desktop at full speed. For each run, from
 * the click on Unlock: the key's derivation (PBKDF2, 600,000 rounds, read from the page's `nda:*` marks,
 * components/nda/open-project.ts), the payload's decryption, the media's fetch and decryption, the private title
 * on screen; and the page's long tasks meanwhile (over 50 ms: what would keep it from answering a tap), so the
 * progress text is seen to stay responsive. Median of the runs.
 *
 *   npm run bench:nda [-- --runs 5] [-- --json bench/nda-unlock.json]
 *
 * A benchmark, not a test: it prints a table and exits 0 (non-zero only when something could not be measured).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { loadContent } from '../../lib/content/load';
import { passwordFor } from '../../lib/nda/passwords';
import { readArgs, wholeNumber } from '../../scripts/lib/args';
import { serveExport } from '../lib/serve-export.mjs';

const USAGE = `npm run bench:nda -- [--runs N] [--json FILE]

  --runs N      unlocks per profile (phone, desktop), judged by their median (default 5)
  --json FILE   also write the figures there (e.g. bench/nda-unlock.json)`;
const options = readArgs({ runs: { type: 'string', default: '5' }, json: { type: 'string' } }, USAGE);
const RUNS = wholeNumber(options.runs, 'runs', USAGE);
const JSON_OUT = options.json;
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const PROFILES = [
  {
    name: 'phone, CPU 4× slower',
    cpu: 4,
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  },
  { name: 'desktop', cpu: 1, context: { viewport: { width: 1366, height: 900 } } },
];

/** Installed before the page loads: the long tasks of the page, with their start and length. */
function instrument() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function run(browser, origin, profile, slug, password, title) {
  const context = await browser.newContext(profile.context);
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await page.goto(`${origin}/portfolio/${slug}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  const clicked = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 60_000 });
  const result = await page.evaluate((since) => {
    const at = (name) => performance.getEntriesByName(`nda:${name}`).at(-1)?.startTime ?? NaN;
    const tasks = window.__longTasks.filter((task) => task.start >= since);
    return {
      key: at('key') - at('start'),
      payload: at('payload') - at('key'),
      media: at('media') - at('payload'),
      onScreen: performance.now() - since,
      longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
      longTasks: tasks.length,
      // While the key is derived (what a visitor waits through, reading the progress line).
      longTasksDeriving: tasks.filter((task) => task.start < at('key') && task.start + task.duration > at('start'))
        .length,
    };
  }, clicked);
  await context.close();
  return result;
}

async function main() {
  const content = loadContent();
  const sealed = content.sealed[0];
  if (!sealed) throw new Error('the content has no protected project to unlock');
  const verdict = passwordFor(sealed.project.slug, process.env);
  if (!verdict.ok) throw new Error(verdict.problem);
  const { server, origin } = await serveExport();
  const browser = await chromium.launch({ executablePath });
  const report = {};
  try {
    for (const profile of PROFILES) {
      const runs = [];
      for (let index = 0; index < RUNS; index += 1)
        runs.push(await run(browser, origin, profile, sealed.project.slug, verdict.password, sealed.project.title));
      report[profile.name] = {
        runs,
        median: Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))])),
      };
    }
  } finally {
    await browser.close();
    server.kill();
  }
  const ms = (value) => `${Math.round(value)} ms`;
  console.log(`Unlocking "${sealed.project.slug}" (${RUNS} runs each, medians):`);
  console.log(
    '| profile | key (PBKDF2) | payload | media | click to title | longest task | long tasks | of them while deriving |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, { median: m }] of Object.entries(report))
    console.log(
      `| ${name} | ${ms(m.key)} | ${ms(m.payload)} | ${ms(m.media)} | ${ms(m.onScreen)} | ${ms(m.longestTask)} | ${m.longTasks} | ${m.longTasksDeriving} |`,
    );
  if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error) => {
  console.error(`bench:nda: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
