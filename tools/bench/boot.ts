/**
 * Boot bench: what does each start-up trick buy a visitor on a slow phone? Builds the site once with every trick
 * and once without each (lib/startup-tricks.ts, `STARTUP_TRICKS_OFF`), plus the stock start-up (none of the
 * build-time rewrites), and loads each route of each build in a real, throttled Chromium: first contentful paint,
 * largest contentful paint, time to hydration (`<html data-hydrated>`, components/layout/hydration-mark.tsx) and the
 * layout shift a visitor sees (CLS); beside them the bytes of the page's HTML (gzip, as served).
 * - every run is a fresh browser (cold HTTP and code caches) with slow 4G (Lighthouse's values as DevTools applies
 *   them: 562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up), a 4× slower CPU and a 412 × 823 phone viewport;
 * - the builds take turns run by run, in a rotating order, so a busy moment of the machine falls on all of them;
 * - each figure is the median of its runs; the desktop CLS (1366 × 900, unthrottled) is measured once a run too,
 *   since a phone shows one column of the gallery and a desktop three.
 * One more build leaves out the owner's statistics (`no-stats`: NEXT_PUBLIC_STATS_ENDPOINT=off, no beacon): what
 * the beacon costs. The browser runs without the automation flag (navigator.webdriver false, as a visitor's), or the
 * pages would not load the beacon (lib/stats/loader.ts); each load checks that the beacon was
 * fetched exactly when its build has one.
 * Prints a table of each build against the full one and writes bench/boot.json.
 *
 *   npm run bench:boot [-- --no-build] [-- --runs 7] [-- --variants full,stock,no-loader,no-stats] [-- --routes /,/about]
 *                      [-- --report bench/boot-stats.json]
 *
 * --no-build reuses the exports in out-boot/<variant>/ (build them first). Exit code 0 whatever the figures; 1
 * when something could not be measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { projects, site } from '../../lib/content';
import { galleryFilters } from '../../lib/gallery-filters';
import { STARTUP_TRICKS, type StartupTrick } from '../../lib/startup-tricks';
import { launchOptions } from '../../e2e/support/browser';
import { BEACON_FILE } from '../../lib/stats/endpoint';
import { startStatsSink } from '../lib/stats-sink.mjs';
import { CPU_SLOWDOWN, PHONE, SLOW_4G } from '../lib/slow-phone';
import { readArgs, usageError, wholeNumber } from '../../scripts/lib/args';

const ROOT = path.resolve(__dirname, '../..');
const USAGE = `npm run bench:boot -- [--no-build] [--runs N] [--variants a,b] [--routes /a,/b] [--report FILE]

  --no-build       reuse the exports in out-boot/<variant>/ (without it, each variant is built first)
  --runs N         cold loads per build and route, judged by their median (default 7)
  --variants a,b   the builds compared with the full one: stock, no-loader, no-stats, no-<trick> (default all)
  --routes /a,/b   the routes loaded (default: /, /portfolio, a filter of it, a project page and a missing one)
  --report FILE    where the JSON report goes (default bench/boot.json)`;
const options = readArgs(
  {
    runs: { type: 'string', default: '7' },
    variants: { type: 'string' },
    report: { type: 'string', default: 'bench/boot.json' },
    routes: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
  USAGE,
);
const RUNS = wholeNumber(options.runs, 'runs', USAGE);

/** The builds compared: everything on, the stock start-up, one without each trick, and one without statistics. */
const ALL_VARIANTS: Record<string, StartupTrick[]> = {
  full: [],
  stock: ['loader', 'hints'],
  ...Object.fromEntries(STARTUP_TRICKS.map((trick) => [`no-${trick}`, [trick]])),
  'no-stats': [],
};
/** What else a variant's build is given. */
const VARIANT_ENV: Record<string, Record<string, string>> = { 'no-stats': { NEXT_PUBLIC_STATS_ENDPOINT: 'off' } };
const VARIANTS = options.variants?.split(',') ?? Object.keys(ALL_VARIANTS);
for (const name of VARIANTS)
  if (!ALL_VARIANTS[name])
    usageError(`Unknown variant '${name}': the variants are ${Object.keys(ALL_VARIANTS).join(', ')}`, USAGE);
if (VARIANTS[0] !== 'full') VARIANTS.unshift('full');
const exportDir = (variant: string) => `out-boot/${variant}`;

const secondFilter = galleryFilters(
  site.filterLabels,
  projects.map((project) => project.filters),
)[1]?.key;
const ALL_ROUTES = [
  '/',
  '/portfolio',
  ...(secondFilter ? [`/portfolio?filter=${secondFilter}`] : []),
  ...(projects[0] ? [`/portfolio/${projects[0].slug}`] : []),
  '/portfolio/no-such-project',
];
/** Where the figures go: bench/boot.json, or another file (a run of a few variants beside the whole one). */
const REPORT = options.report;
const ROUTES = options.routes?.split(',') ?? ALL_ROUTES;
/** A visitor's browser: without it, navigator.webdriver is true and no page loads the statistics beacon. */
const LAUNCH = { ...launchOptions, args: [...launchOptions.args, '--disable-blink-features=AutomationControlled'] };

const NETWORK = SLOW_4G;
const DESKTOP = { width: 1366, height: 900 };

/** One page load's figures, in milliseconds from the start of navigation (CLS: the layout-shift score). */
interface Boot {
  fcp: number;
  lcp: number;
  hydrated: number;
  cls: number;
  clsDesktop: number;
}
type Metric = keyof Boot;
const METRICS: [Metric, string][] = [
  ['fcp', 'FCP'],
  ['lcp', 'LCP'],
  ['hydrated', 'hydrated'],
  ['cls', 'CLS'],
  ['clsDesktop', 'CLS desktop'],
];

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const servers: ChildProcess[] = [];

/** Serves one export with the site's own server (gzip and the export's headers, as `npm start`). */
async function serve(dir: string): Promise<string> {
  if (!existsSync(path.join(ROOT, dir, 'index.html'))) throw new Error(`${dir}/ has no export: build it first`);
  const port = await freePort();
  // The pages' statistics beacons are answered as the contact service answers them (tools/lib/stats-sink.mjs).
  const sink = await startStatsSink();
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, CONTACT_API_URL: sink.url },
  });
  server.on('exit', () => sink.close());
  servers.push(server);
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error(`serve.mjs exited with ${server.exitCode} for ${dir}/`);
    if (
      await fetch(`${origin}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return origin;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`serve.mjs did not answer for ${dir}/ within 15 s`);
}

/** Records FCP, the last LCP candidate, layout shifts and the moment <html> gets `data-hydrated`. */
function recordBoot(): void {
  const marks = { fcp: NaN, lcp: NaN, hydrated: NaN, cls: 0 };
  Object.defineProperty(window, '__boot', { value: marks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) marks.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // This runs before <html> exists: watch the whole document.
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return;
    marks.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}

type Marks = Omit<Boot, 'clsDesktop'>;

async function load(browser: Browser, url: string, phone: boolean, beacon: boolean): Promise<Marks> {
  const context = await browser.newContext(
    phone ? { viewport: PHONE, deviceScaleFactor: 1.75, isMobile: true } : { viewport: DESKTOP },
  );
  try {
    const page = await context.newPage();
    if (phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.addInitScript(recordBoot);
    let beaconFetched = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith(BEACON_FILE)) beaconFetched = true;
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 });
    // LCP may still move while pictures arrive: wait until the network is quiet, then read the last candidate.
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // The beacon comes once the page has settled after its load and hydration (3 s without a long task or a finished
    // request, 15 s at the latest: lib/stats/loader.ts).
    if (beacon && !beaconFetched) await page.waitForRequest(`**${BEACON_FILE}`, { timeout: 20_000 }).catch(() => {});
    if (beaconFetched !== beacon)
      throw new Error(
        `${url}: the statistics beacon was ${beaconFetched ? '' : 'not '}fetched; its build has ${beacon ? 'one' : 'none'}`,
      );
    const marks = await page.evaluate(() => (window as unknown as { __boot: Marks }).__boot);
    for (const metric of ['fcp', 'lcp', 'hydrated'] as const) {
      if (!Number.isFinite(marks[metric])) throw new Error(`${url}: no ${metric} recorded`);
    }
    return marks;
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, url: string, beacon: boolean): Promise<Boot> {
  const phone = await load(browser, url, true, beacon);
  const desktop = await load(browser, url, false, beacon);
  return { ...phone, clsDesktop: desktop.cls };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The gzip size of a route's HTML file in an export (what the server sends for it). */
function htmlBytes(dir: string, route: string): number {
  const pathname = route.split('?')[0]!;
  const candidates =
    pathname === '/'
      ? ['index.html']
      : [`${pathname.slice(1)}.html`, `${pathname.slice(1)}/index.html`, 'portfolio/404.html', '404.html'];
  const file = candidates.map((name) => path.join(ROOT, dir, name)).find((name) => existsSync(name));
  return file ? gzipSync(readFileSync(file), { level: 9 }).length : NaN;
}

const format = (metric: Metric, value: number) =>
  metric.startsWith('cls') ? value.toFixed(3) : `${Math.round(value)} ms`;
const formatChange = (metric: Metric, change: number) => {
  const text = metric.startsWith('cls') ? change.toFixed(3) : String(Math.round(change));
  return `${change > 0 ? '+' : ''}${text}`;
};

function printTable(results: Record<string, Record<string, Boot[]>>): string[] {
  const rows = [['route', 'metric', 'full', ...VARIANTS.slice(1).map((variant) => `${variant} − full`)]];
  for (const [route, byVariant] of Object.entries(results)) {
    for (const [metric, label] of METRICS) {
      const full = median(byVariant.full!.map((boot) => boot[metric]));
      rows.push([
        route,
        label,
        format(metric, full),
        ...VARIANTS.slice(1).map((variant) =>
          formatChange(metric, median(byVariant[variant]!.map((boot) => boot[metric])) - full),
        ),
      ]);
    }
    const fullBytes = htmlBytes(exportDir('full'), route);
    rows.push([
      route,
      'HTML gzip',
      `${(fullBytes / 1024).toFixed(1)} KiB`,
      ...VARIANTS.slice(1).map((variant) => {
        const change = (htmlBytes(exportDir(variant), route) - fullBytes) / 1024;
        return `${change > 0 ? '+' : ''}${change.toFixed(1)} KiB`;
      }),
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const lines = rows.map((row) =>
    row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
  );
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  console.log(`\n${lines.join('\n')}`);
  console.log(
    `(medians of ${RUNS} cold loads each, interleaved; phone: slow 4G, ${CPU_SLOWDOWN}× CPU; ` +
      'a column is that build minus the full one: negative is faster or smaller without the trick)',
  );
  return lines;
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!options['no-build']) {
    for (const variant of VARIANTS) {
      await run('npm', ['run', 'build'], {
        EXPORT_DIR: exportDir(variant),
        STARTUP_TRICKS_OFF: ALL_VARIANTS[variant]!.join(','),
        ...VARIANT_ENV[variant],
      });
    }
  }
  const origins: Record<string, string> = {};
  for (const variant of VARIANTS) origins[variant] = await serve(exportDir(variant));
  const results: Record<string, Record<string, Boot[]>> = {};
  let chromiumVersion = '';
  for (const route of ROUTES) {
    const byVariant: Record<string, Boot[]> = Object.fromEntries(VARIANTS.map((variant) => [variant, []]));
    for (let i = 0; i < RUNS; i++) {
      // A rotating order, so that no build always runs first or right after the same one.
      const order = VARIANTS.map((_, k) => VARIANTS[(k + i) % VARIANTS.length]!);
      for (const variant of order) {
        const browser = await chromium.launch(LAUNCH);
        try {
          chromiumVersion ||= browser.version();
          const beacon = existsSync(path.join(ROOT, exportDir(variant), BEACON_FILE));
          const boot = await measure(browser, `${origins[variant]}${route}`, beacon);
          byVariant[variant]!.push(boot);
          console.log(
            `${route} ${variant} ${i + 1}/${RUNS}: FCP ${Math.round(boot.fcp)} ms, LCP ${Math.round(boot.lcp)} ms, ` +
              `hydrated ${Math.round(boot.hydrated)} ms, CLS ${boot.cls.toFixed(3)} (desktop ${boot.clsDesktop.toFixed(3)})`,
          );
        } finally {
          await browser.close();
        }
      }
    }
    results[route] = byVariant;
  }
  const table = printTable(results);
  const report = path.resolve(ROOT, REPORT);
  mkdirSync(path.dirname(report), { recursive: true });
  const next = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')) as {
    version: string;
  };
  writeFileSync(
    report,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        versions: { node: process.version, next: next.version, chromium: chromiumVersion },
        config: {
          runs: RUNS,
          median: 'per metric',
          variants: Object.fromEntries(VARIANTS.map((variant) => [variant, ALL_VARIANTS[variant]])),
          variantEnv: Object.fromEntries(VARIANTS.map((variant) => [variant, VARIANT_ENV[variant] ?? {}])),
          chromiumArgs: LAUNCH.args,
          network: NETWORK,
          cpuSlowdown: CPU_SLOWDOWN,
          phone: PHONE,
          desktop: DESKTOP,
        },
        durationSeconds: Math.round((Date.now() - started) / 1000),
        table,
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Wrote ${path.relative(ROOT, report)}`);
}

process.on('exit', () => servers.forEach((server) => server.kill()));
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nbench:boot: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
