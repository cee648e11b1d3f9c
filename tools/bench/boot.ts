/**
 * Boot bench: does the start-up step (scripts/tune-startup.ts) pay off? Loads `/` and `/portfolio` of two exports
 * of the same build in a real, throttled Chromium and compares first contentful paint, largest contentful paint
 * and time to hydration (`<html data-hydrated>`, set by components/layout/hydration-mark.tsx):
 * - tuned: out/, what `npm run build` ships (paint first, compile hints);
 * - stock: out-stock/, the same build with TUNE_STARTUP=off, so the pages keep Next's own `<script async>` tags.
 *   Both get the CSP step; only the start-up step differs.
 * Every run is a fresh browser (cold HTTP and code caches) with slow 4G (Lighthouse's values as DevTools applies
 * them: 562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up) and a 4× slower CPU, in a 412 × 823 phone viewport.
 * The two exports alternate run by run, so a busy moment of the machine falls on both; each figure is the median of
 * its runs. Prints a table and writes bench/boot.json.
 *
 *   npm run bench:boot [-- --no-build] [-- --runs 5]
 *
 * --no-build reuses out/ and out-stock/ (build both first). Exit code 0 whatever the figures; 1 when something could
 * not be measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { launchOptions } from '../../e2e/support/browser';

const ROOT = path.resolve(__dirname, '../..');
const ROUTES = ['/', '/portfolio'];
const argument = (name: string) => process.argv.indexOf(`--${name}`);
const RUNS = argument('runs') >= 0 ? Number(process.argv[argument('runs') + 1]) : 5;
const EXPORTS = { stock: 'out-stock', tuned: 'out' } as const;
type Variant = keyof typeof EXPORTS;

/** Lighthouse's mobile slow 4G, as DevTools throttling applies it (latency × 3.75, throughput × 0.9). */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };

/** One page load's figures, in milliseconds from the start of navigation. */
interface Boot {
  fcp: number;
  lcp: number;
  hydrated: number;
}
type Metric = keyof Boot;
const METRICS: [Metric, string][] = [
  ['fcp', 'FCP'],
  ['lcp', 'LCP'],
  ['hydrated', 'hydrated'],
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
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {
    cwd: ROOT,
    stdio: 'ignore',
  });
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

/** Records FCP, the last LCP candidate and the moment <html> gets `data-hydrated`, from the page itself. */
function recordBoot(): void {
  const marks = { fcp: NaN, lcp: NaN, hydrated: NaN };
  Object.defineProperty(window, '__boot', { value: marks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // This runs before <html> exists: watch the whole document.
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return;
    marks.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}

async function measure(browser: Browser, url: string): Promise<Boot> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recordBoot);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 });
    // LCP may still move while pictures arrive: wait until the network is quiet, then read the last candidate.
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const boot = await page.evaluate(() => (window as unknown as { __boot: Boot }).__boot);
    for (const [metric, label] of METRICS) {
      if (!Number.isFinite(boot[metric])) throw new Error(`${url}: no ${label} recorded`);
    }
    return boot;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function printTable(results: Record<string, Record<Variant, Boot[]>>): string[] {
  const rows = [['route', 'metric', 'stock', 'tuned', 'tuned − stock']];
  for (const [route, byVariant] of Object.entries(results)) {
    for (const [metric, label] of METRICS) {
      const stock = median(byVariant.stock.map((boot) => boot[metric]));
      const tuned = median(byVariant.tuned.map((boot) => boot[metric]));
      const change = Math.round(tuned - stock);
      rows.push([
        route,
        label,
        `${Math.round(stock)} ms`,
        `${Math.round(tuned)} ms`,
        `${change > 0 ? '+' : ''}${change} ms`,
      ]);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const lines = rows.map((row) =>
    row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
  );
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  console.log(`\n${lines.join('\n')}`);
  console.log(
    `(medians of ${RUNS} cold loads each; slow 4G, ${CPU_SLOWDOWN}× CPU; negative is the tuned export faster)`,
  );
  return lines;
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!process.argv.includes('--no-build')) {
    await run('npm', ['run', 'build']);
    await run('npm', ['run', 'build'], { EXPORT_DIR: EXPORTS.stock, TUNE_STARTUP: 'off' });
  }
  const origins = { stock: await serve(EXPORTS.stock), tuned: await serve(EXPORTS.tuned) };
  const results: Record<string, Record<Variant, Boot[]>> = {};
  let chromiumVersion = '';
  for (const route of ROUTES) {
    const byVariant: Record<Variant, Boot[]> = { stock: [], tuned: [] };
    for (let i = 1; i <= RUNS; i++) {
      // Alternating, stock first on odd runs and tuned first on even ones, so neither always runs second.
      const order: Variant[] = i % 2 ? ['stock', 'tuned'] : ['tuned', 'stock'];
      for (const variant of order) {
        const browser = await chromium.launch(launchOptions);
        try {
          chromiumVersion ||= browser.version();
          const boot = await measure(browser, `${origins[variant]}${route}`);
          byVariant[variant].push(boot);
          console.log(
            `${route} ${variant} ${i}/${RUNS}: FCP ${Math.round(boot.fcp)} ms, LCP ${Math.round(boot.lcp)} ms, hydrated ${Math.round(boot.hydrated)} ms`,
          );
        } finally {
          await browser.close();
        }
      }
    }
    results[route] = byVariant;
  }
  const table = printTable(results);
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  const next = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')) as {
    version: string;
  };
  writeFileSync(
    path.join(ROOT, 'bench/boot.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        versions: { node: process.version, next: next.version, chromium: chromiumVersion },
        config: { runs: RUNS, median: 'per metric', network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, viewport: VIEWPORT },
        durationSeconds: Math.round((Date.now() - started) / 1000),
        table,
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log('Wrote bench/boot.json');
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
