/**
 * How fast the site answers a visitor's taps, where Lighthouse does not look: in a real Chromium with a phone's
 * screen (390 × 844, touch) and the CPU slowed 4×, on the built site (out/, served by scripts/serve.mjs), page
 * already running. For each interaction it reads two figures, median of the runs:
 *
 * - longest event: the longest Event Timing entry of the interaction (what INP measures: input delay, handlers
 *   and the frame after them);
 * - on screen: from the input's timestamp to the frame that shows its result (the filtered grid, the lightbox's
 *   picture decoded and visible, the next picture, the lightbox gone, the menu open), read in the page at the
 *   first animation frame after the result is in place, plus one more frame for the paint.
 *
 *   npm run bench:interactions [-- --runs 5] [-- --json bench/interactions.json] [-- --only menu]
 *
 * `--only` keeps the interactions whose name contains the given text (e.g. `menu`, `Preview`); the JSON file also
 * holds each run's Event Timing entries (input delay = processingStart − start).
 *
 * It prints a table and exits 0 (a benchmark, not a test); non-zero only when something could not be measured.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { readArgs, wholeNumber } from '../../scripts/lib/args';
import { serveExport } from '../lib/serve-export.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const USAGE = `npm run bench:interactions -- [--runs N] [--json FILE] [--only TEXT]

  --runs N      runs per interaction, at least 3 for a median (default 5)
  --json FILE   also write the figures and each run's Event Timing entries there
  --only TEXT   only the interactions whose name contains TEXT (e.g. menu, Preview)`;
const options = readArgs(
  { runs: { type: 'string', default: '5' }, json: { type: 'string' }, only: { type: 'string', default: '' } },
  USAGE,
);
const RUNS = wholeNumber(options.runs, 'runs', USAGE, 3);
const JSON_OUT = options.json;
const ONLY = options.only;
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Installed in every page before it loads: records Event Timing entries and the timestamp of each input, and
 * offers `__bench.until(condition)`, which resolves with the time of the frame after the first frame where
 * `condition()` holds.
 */
function instrument() {
  const bench = { events: [], inputs: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        bench.events.push({
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (event) => bench.inputs.push(event.timeStamp), { capture: true });
  bench.until = (condition) =>
    new Promise((resolve) => {
      const check = () => {
        if (condition()) requestAnimationFrame(() => resolve(performance.now()));
        else requestAnimationFrame(check);
      };
      check();
    });
}

/** The gallery is running: its live grid has replaced the pre-rendered static grid (a transition after hydration). */
const galleryRunning = (page) => page.waitForFunction(() => !document.querySelector('#portfolio [data-static-grid]'));

/** The first card that opens on a picture (a project with a video opens on its video instead). */
const firstPictureCard = (page) =>
  page
    .locator('#portfolio article')
    .filter({ hasNot: page.getByText('Video', { exact: true }) })
    .first();

/** Opens the gallery's first picture card in the lightbox and waits for its picture. */
async function openFirstPreview(page) {
  await galleryRunning(page);
  await firstPictureCard(page)
    .getByRole('button', { name: /^Preview/ })
    .tap();
  await page.locator('[role="dialog"] .yarl__slide_current img').waitFor();
}

/** The interactions, each with how to perform it and what its result on screen is. */
const INTERACTIONS = [
  {
    name: 'filter tab (Director)',
    path: '/portfolio',
    ready: galleryRunning,
    act: (page) => page.getByRole('button', { name: 'Director', exact: true }).tap(),
    // The grid shows the new set: the tab is pressed and the gallery holds as many cards as the tab's count says.
    result: () => {
      const tab = [...document.querySelectorAll('[aria-pressed="true"]')].find((button) =>
        button.textContent?.startsWith('Director'),
      );
      const expected = Number(tab?.querySelector('[aria-hidden="true"]')?.textContent);
      return Boolean(tab) && document.querySelectorAll('#portfolio article').length === expected;
    },
  },
  {
    name: 'first Preview → picture shown',
    path: '/portfolio',
    ready: galleryRunning,
    act: (page) =>
      firstPictureCard(page)
        .getByRole('button', { name: /^Preview/ })
        .tap(),
    result: () => {
      const image = document.querySelector('[role="dialog"] .yarl__slide_current img');
      if (!image || !image.complete || image.naturalWidth === 0) return false;
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(image).visibility !== 'hidden';
    },
  },
  {
    name: 'next picture (ArrowRight)',
    path: '/portfolio',
    ready: async (page) => {
      await openFirstPreview(page);
      await page.evaluate(() => {
        window.__firstSlide = document.querySelector('[role="dialog"] .yarl__slide_current img')?.currentSrc;
      });
    },
    act: (page) => page.keyboard.press('ArrowRight'),
    result: () => {
      const image = document.querySelector('[role="dialog"] .yarl__slide_current img');
      return Boolean(image && image.currentSrc !== window.__firstSlide && image.complete && image.naturalWidth > 0);
    },
  },
  {
    name: 'close lightbox (Escape)',
    path: '/portfolio',
    ready: async (page) => {
      await openFirstPreview(page);
    },
    act: (page) => page.keyboard.press('Escape'),
    // Closed as the visitor sees it: the dialog is gone, or no longer painted (faded out).
    result: () => {
      const dialog = document.querySelector('[role="dialog"]');
      return !dialog || Number(getComputedStyle(dialog).opacity) === 0;
    },
  },
  {
    name: 'open the phone menu',
    path: '/',
    ready: (page) => page.getByRole('button', { name: 'Open menu' }).waitFor(),
    act: (page) => page.getByRole('button', { name: 'Open menu' }).tap(),
    result: () => {
      const link = document.querySelector('nav[aria-label="Main"] ul a');
      const box = link?.getBoundingClientRect();
      return Boolean(box && box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight);
    },
  },
];

async function measure(browser, origin, interaction) {
  const context = await browser.newContext({ ...PHONE, baseURL: origin });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await page.goto(interaction.path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await interaction.ready(page);
  // Quiet first: the page has had an idle moment, so what it does "when idle" is not counted against the tap.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(), { timeout: 3000 })));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(() => {
    window.__bench.events.length = 0;
    window.__bench.inputs.length = 0;
  });
  const shown = page.evaluate(`window.__bench.until(${interaction.result.toString()})`);
  await interaction.act(page);
  const onScreenAt = await shown;
  // Event Timing entries are reported after the frame that follows the event: give them two frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { events, inputs } = await page.evaluate(() => ({
    events: window.__bench.events,
    inputs: window.__bench.inputs,
  }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  const inputAt = inputs[0];
  if (inputAt === undefined) throw new Error(`${interaction.name}: the page saw no input`);
  const longest = Math.max(0, ...events.filter((event) => event.start >= inputAt - 1).map((event) => event.duration));
  return { longest, onScreen: onScreenAt - inputAt, events };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const { server, origin } = await serveExport();
  const browser = await chromium.launch({
    executablePath,
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  try {
    const chosen = INTERACTIONS.filter((interaction) => interaction.name.includes(ONLY));
    if (chosen.length === 0) throw new Error(`no interaction's name contains "${ONLY}"`);
    for (const interaction of chosen) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, origin, interaction));
      rows.push({
        interaction: interaction.name,
        longest: median(runs.map((run) => run.longest)),
        onScreen: median(runs.map((run) => run.onScreen)),
        runs,
      });
      process.stderr.write('.');
    }
  } finally {
    await browser.close();
    server.kill();
  }
  process.stderr.write('\n');
  const width = Math.max(...rows.map((row) => row.interaction.length));
  console.log(`${'interaction'.padEnd(width)} | longest event ms | input → on screen ms`);
  console.log(`${'-'.repeat(width)}-|------------------|---------------------`);
  for (const row of rows)
    console.log(
      `${row.interaction.padEnd(width)} | ${row.longest.toFixed(0).padStart(16)} | ${row.onScreen.toFixed(0).padStart(20)}`,
    );
  console.log(`(390 × 844 phone, touch, CPU ${CPU_SLOWDOWN}× slower, page running; median of ${RUNS} runs)`);
  if (JSON_OUT) {
    mkdirSync(path.dirname(path.resolve(ROOT, JSON_OUT)), { recursive: true });
    writeFileSync(
      path.resolve(ROOT, JSON_OUT),
      `${JSON.stringify({ runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, rows }, null, 2)}\n`,
    );
  }
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
