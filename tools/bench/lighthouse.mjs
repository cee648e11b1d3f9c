/**
 * Lighthouse benchmark of the static export: builds the site, serves out/ with scripts/serve.mjs (the same
 * server the e2e tests use), and runs Lighthouse's default config (mobile emulation, simulated throttling)
 * five times per route (`--runs N`). Prints a table of medians and one of where the blocking time comes from, writes
 * everything to bench/lighthouse.json, and lists what keeps each route from its goals.
 *
 *   npm run bench [-- --no-build] [-- --runs 5] [-- --only /about,/pt-br/about] [-- --dir out-old --report file]
 *
 * Exit code 0 even when goals are missed (it's a benchmark, not a test); non-zero only when something
 * could not be measured (build failed, server didn't start, Lighthouse crashed or reported a runtime error).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readArgs, wholeNumber } from '../../scripts/lib/args';
import { freePort } from '../lib/free-port.mjs';
import { startStatsSink } from '../lib/stats-sink.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const USAGE = `npm run bench -- [--no-build] [--runs N] [--only /a,/b] [--dir FOLDER] [--report FILE]

  --no-build       measure out/ as it is (without it, npm run build runs first)
  --runs N         Lighthouse runs per route, judged by their median (default 5)
  --only /a,/b     only these routes (a partial run reports to bench/lighthouse-only.json)
  --dir FOLDER     measure another export (e.g. an older build kept for a comparison); never builds
  --report FILE    where the JSON report goes (default bench/lighthouse.json)`;
const options = readArgs(
  {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    dir: { type: 'string' },
    report: { type: 'string' },
  },
  USAGE,
);
/** The export measured: out/, or another folder (`--dir`, e.g. an older build kept for a comparison; no build). */
const OUT = path.resolve(ROOT, options.dir ?? 'out');
/** Lighthouse is judged by its median over five runs per route (a single run swings by 100 ms of TBT here). */
const RUNS = wholeNumber(options.runs, 'runs', USAGE);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  // A visitor's browser (navigator.webdriver false): an automated one loads no statistics beacon
  // (lib/stats/loader.ts), and the bench measures what visitors get.
  '--disable-blink-features=AutomationControlled',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const GOALS = { score: 100, lcp: 1500, tbt: 50, cls: 0 };

let server; // the serve.mjs child process, killed however we exit
let chromiumVersion; // from DevTools' /json/version: the user agent is reduced to "156.0.0.0"

/** Resolves once `command` exits with status 0. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    spawn(command, args, { cwd: ROOT, stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Starts serve.mjs and polls until it answers, failing fast if it exits or stays silent. */
async function startServer(port) {
  // The pages' statistics beacons are answered as the contact service answers them (tools/lib/stats-sink.mjs).
  const sink = await startStatsSink();
  server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', OUT], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, CONTACT_API_URL: sink.url },
  });
  server.on('exit', () => sink.close());
  let exited = null;
  server.on('exit', (code) => (exited = code));
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    if (exited !== null) throw new Error(`serve.mjs exited with ${exited} (is out/ built?)`);
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return `http://localhost:${port}`;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('serve.mjs did not answer within 15 s');
}

/**
 * The routes to measure; the project page is the first slug alphabetically, so the choice is stable, and so is the
 * first project page with a video (alphabetically), when there is one: media markup a picture-only page lacks.
 */
function routes() {
  // (404.html there is the folder's not-found page, measured below as an unknown project's address.)
  const files = readdirSync(path.join(OUT, 'portfolio'))
    .filter((f) => f.endsWith('.html') && f !== '404.html')
    .sort();
  const [slug] = files;
  if (!slug) throw new Error('out/portfolio has no project pages');
  const withVideo = files.find((file) => readFileSync(path.join(OUT, 'portfolio', file), 'utf8').includes('<video'));
  const projectPages = [...new Set([slug, withVideo].filter(Boolean))].map(
    (file) => `/portfolio/${file.replace(/\.html$/, '')}`,
  );
  const pages = ['/', '/about', '/services', '/portfolio', ...projectPages, '/contact'];
  // Each page in English and, when the export has it, in Portuguese (/pt-br/…), then each language's 404.
  const portuguese = existsSync(path.join(OUT, 'pt-br.html')) || existsSync(path.join(OUT, 'pt-br', 'index.html'));
  const inPortuguese = (route) => (route === '/' ? '/pt-br' : `/pt-br${route}`);
  return [
    ...pages.map((route) => ({ route, status: 200 })),
    { route: '/portfolio/no-such-project', status: 404 },
    ...(portuguese
      ? [
          ...pages.map((route) => ({ route: inPortuguese(route), status: 200 })),
          { route: '/pt-br/portfolio/no-such-project', status: 404 },
        ]
      : []),
  ];
}

/**
 * One Lighthouse run in a fresh Chrome. A new browser per run costs ~1 s but keeps runs independent: no
 * HTTP cache, compiled-code cache or memory growth carries over from the previous page into the next one.
 */
async function lighthouseRun(url, expectedStatus) {
  const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    chromiumVersion ??= (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
    // No config argument: Lighthouse's default is the mobile preset with simulated throttling. On an error
    // status it normally refuses to score the page (ERRORED_DOCUMENT_REQUEST); for the 404 page that status
    // is the point, so ignoreStatusCode lets it measure anyway and just add a run warning.
    const flags = {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ignoreStatusCode: expectedStatus >= 400,
    };
    const result = await lighthouse(url, flags);
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const gzipCache = new Map();
/** gzip -9 size of a file in out/: what a CDN would send, since serve.mjs doesn't compress. */
function gzipSize(pathname) {
  if (!gzipCache.has(pathname)) {
    const file = path.join(OUT, decodeURIComponent(pathname));
    gzipCache.set(pathname, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : null);
  }
  return gzipCache.get(pathname);
}

const SOURCES = ['unattributed', 'page', 'framework', 'other'];

/** How much of a task TBT counts: its time over 50 ms inside [from, to] (Lighthouse's calculateTbtImpactForEvent). */
function blockingIn(task, from, to) {
  const inWindow = Math.min(task.startTime + task.duration, to) - Math.max(task.startTime, from);
  return Math.max(0, inWindow - 50);
}

/**
 * Where a run's Total Blocking Time comes from, by the long tasks Lighthouse lists (all of them, from the audit's
 * debug data; simulated timings: 4× the real time, 2× for a task that lays out), summed by source:
 * - `unattributed`: tasks Lighthouse ties to no script, Chrome's own work: above all committing the navigation
 *   (creating the page's script contexts, Lighthouse's own included) before any of the page runs, now and then a
 *   later one;
 * - `page`: the HTML's tasks: parsing, the inline scripts, style and layout;
 * - `framework`: the site's JavaScript files (Next's chunks under /_next/);
 * - `other`: anything else (Lighthouse's own injected scripts, such as `_lighthouse-eval.js`; another origin's).
 * TBT averages two windows over the same task timings: [pessimistic FCP, optimistic TTI] and [optimistic FCP,
 * pessimistic TTI]. Lighthouse reports only the blend of each metric, so this rebuilds the windows approximately: the
 * pessimistic TTI is the end of the last long task (or the blended LCP, if later), the optimistic one follows from
 * the blended TTI (0.45 optimistic + 0.55 pessimistic), and both start at the blended FCP. `sum` (the sources' sum)
 * is kept beside TBT to show how close that comes. Null when the run lacks FCP, TTI or the long-tasks audit.
 */
function blockingBySource(lhr, origin) {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue;
  const tti = lhr.audits.interactive?.numericValue;
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
  const debug = lhr.audits['long-tasks']?.details?.debugData;
  if (fcp == null || tti == null || !Array.isArray(debug?.tasks) || !Array.isArray(debug?.urls)) return null;
  const pageUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  const tasks = debug.tasks.map((t) => ({
    url: debug.urls[t.urlIndex] ?? 'Unattributable',
    startTime: t.startTime,
    duration: t.duration,
  }));
  const sourceOf = (url) => {
    if (url === 'Unattributable') return 'unattributed';
    if (url === pageUrl) return 'page';
    if (url.startsWith(`${origin}/_next/`)) return 'framework';
    return 'other';
  };
  const lastEnd = Math.max(fcp, ...tasks.filter((t) => t.duration > 50).map((t) => t.startTime + t.duration));
  const pessimisticTti = Math.max(lastEnd, lcp);
  const optimisticTti = Math.min(pessimisticTti, Math.max(fcp, (tti - 0.55 * pessimisticTti) / 0.45));
  const bySource = Object.fromEntries(SOURCES.map((source) => [source, 0]));
  for (const task of tasks) {
    bySource[sourceOf(task.url)] += (blockingIn(task, fcp, optimisticTti) + blockingIn(task, fcp, pessimisticTti)) / 2;
  }
  const rounded = Object.fromEntries(SOURCES.map((source) => [source, Math.round(bySource[source])]));
  return {
    longTasks: tasks.map((t) => ({ ...t, source: sourceOf(t.url) })),
    blockingBySource: { ...rounded, sum: SOURCES.reduce((sum, source) => sum + rounded[source], 0) },
  };
}

/** The numbers we keep from one LHR (the full reports would be ~10 MB of JSON). */
function summarize(lhr, origin) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const local = scripts.filter((r) => r.url.startsWith(origin)).map((r) => new URL(r.url).pathname);
  // Which category each audit counts towards, so the engineer knows which score a failure drags down.
  const categoryOf = (id) => CATEGORIES.filter((c) => lhr.categories[c]?.auditRefs.some((ref) => ref.id === id));
  const failing = Object.values(lhr.audits)
    .filter((a) => typeof a.score === 'number' && a.score < 1)
    .map((a) => ({
      id: a.id,
      categories: categoryOf(a.id),
      title: a.title,
      score: a.score,
      displayValue: a.displayValue ?? '',
    }));
  return {
    fetchTime: lhr.fetchTime,
    finalUrl: lhr.finalDisplayedUrl,
    statusCode: requests.find((r) => r.resourceType === 'Document')?.statusCode ?? null,
    runtimeError: lhr.runtimeError ?? null,
    runWarnings: lhr.runWarnings,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
    ),
    metrics: {
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    },
    ...(blockingBySource(lhr, origin) ?? { longTasks: null, blockingBySource: null }),
    // Whether the page fetched the statistics beacon (after its load, once idle) while Lighthouse watched.
    statsBeacon: requests.some(
      (r) => r.url.startsWith(origin) && new URL(r.url).pathname.endsWith('/_stats/beacon.js'),
    ),
    jsTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzipBytes: local.reduce((sum, p) => sum + (gzipSize(p) ?? 0), 0),
    scripts: local.map((p) => ({ path: p, gzipBytes: gzipSize(p) })),
    failingAudits: failing,
    userAgent: lhr.environment?.hostUserAgent,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/**
 * Per-metric median: each score and metric is the median of its own values (one a run), which damps noise on this
 * shared 2-core machine better than picking one whole run. Failing audits come from the run whose
 * performance score is the median, so they describe a real run.
 */
function medianOf(runs) {
  const pick = (get) => median(runs.map(get));
  const byPerf = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  // The run whose TBT is the median one (by median's own rule, among runs that have a TBT).
  const byTbt = runs.filter((r) => r.metrics.tbt != null).sort((a, b) => a.metrics.tbt - b.metrics.tbt);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])])),
    metrics: Object.fromEntries(['fcp', 'lcp', 'tbt', 'cls'].map((m) => [m, pick((r) => r.metrics[m])])),
    // Of one run, the one with the median TBT, so the sources add up to a TBT that was measured.
    blockingBySource: byTbt.length ? byTbt[Math.floor(byTbt.length / 2)].blockingBySource : null,
    jsTransferBytes: pick((r) => r.jsTransferBytes),
    jsGzipBytes: pick((r) => r.jsGzipBytes),
    statsBeaconRuns: runs.filter((r) => r.statsBeacon).length,
    failingAudits: byPerf[Math.floor(byPerf.length / 2)].failingAudits,
  };
}

function printTable(results) {
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const ms = (value) => (value == null ? '-' : String(Math.round(value)));
  const rows = [
    [
      'route',
      'perf',
      'a11y',
      'best-practices',
      'seo',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'JS wire KiB',
      'JS gzip-9 KiB',
      'beacon',
    ],
  ];
  for (const { route, median: m } of results) {
    rows.push([
      route,
      ...CATEGORIES.map((c) => String(m.scores[c] ?? '-')),
      ms(m.metrics.fcp),
      ms(m.metrics.lcp),
      ms(m.metrics.tbt),
      m.metrics.cls == null ? '-' : m.metrics.cls.toFixed(3),
      kib(m.jsTransferBytes),
      kib(m.jsGzipBytes),
      `${m.statsBeaconRuns}/${RUNS}`,
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ');
  console.log(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const row of rows.slice(1)) console.log(line(row));
  console.log(
    `(medians of ${RUNS} runs; JS wire = transferred Script bytes, uncompressed here; gzip-9 = same files gzipped at level 9;\n` +
      ' beacon = runs in which the page fetched the statistics beacon, after its load)',
  );
}

/** Each route's median TBT beside the sources of that run (see blockingBySource), and every run's TBT. */
function printBlocking(results) {
  const rows = [['route', 'TBT ms', ...SOURCES, 'sum', 'runs: TBT (sum)']];
  const cell = (value) => (value == null ? '-' : String(Math.round(value)));
  for (const { route, runs, median: m } of results) {
    const b = m.blockingBySource;
    rows.push([
      route,
      cell(m.metrics.tbt),
      ...SOURCES.map((source) => cell(b?.[source])),
      cell(b?.sum),
      runs.map((r) => `${cell(r.metrics.tbt)} (${cell(r.blockingBySource?.sum)})`).join(', '),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ');
  console.log('\nWhere the blocking time comes from (the run with the median TBT; simulated ms over 50 ms)');
  console.log(`${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const row of rows.slice(1)) console.log(line(row));
  const counted = results.flatMap((r) => r.runs).filter((run) => run.blockingBySource && run.metrics.tbt != null);
  const all = counted.map((run) => run.blockingBySource);
  const total = (source) => all.reduce((sum, b) => sum + b[source], 0);
  const tbt = Math.round(counted.reduce((sum, run) => sum + run.metrics.tbt, 0));
  const share = (source) => `${source} ${total('sum') ? Math.round((100 * total(source)) / total('sum')) : 0}%`;
  console.log(
    `All ${all.length} runs: ${total('sum')} ms of blocking time by the sources (TBT: ${tbt} ms), ` +
      SOURCES.map(share).join(', '),
  );
  console.log(
    '(unattributed: Chrome, above all committing the navigation; page: parse, inline scripts, style and layout;\n' +
      " framework: the site's JavaScript files; other: anything else, such as Lighthouse's own scripts. The sum\n" +
      " rebuilds TBT's two windows approximately, so it is near TBT, not always equal.)",
  );
}

function printGoals(results) {
  console.log(`\nGoals: all scores ${GOALS.score}, LCP ≤ ${GOALS.lcp} ms, TBT ≤ ${GOALS.tbt} ms, CLS ${GOALS.cls}`);
  console.log('(misses use the medians; audits listed are from the run with the median performance score)');
  for (const { route, median: m, runWarnings } of results) {
    const misses = [
      ...CATEGORIES.filter((c) => m.scores[c] !== GOALS.score).map((c) => `${c} ${m.scores[c]}`),
      ...(m.metrics.lcp > GOALS.lcp ? [`LCP ${Math.round(m.metrics.lcp)} ms`] : []),
      ...(m.metrics.tbt > GOALS.tbt ? [`TBT ${Math.round(m.metrics.tbt)} ms`] : []),
      ...(m.metrics.cls > GOALS.cls ? [`CLS ${m.metrics.cls.toFixed(3)}`] : []),
    ];
    console.log(`${misses.length ? '✗' : '✓'} ${route}${misses.length ? ` — misses: ${misses.join(', ')}` : ''}`);
    for (const warning of runWarnings) console.log(`    ! Lighthouse warning: ${warning}`);
    if (CATEGORIES.some((c) => m.scores[c] !== GOALS.score)) {
      for (const a of m.failingAudits) {
        const where = a.categories.join(', ') || 'no category';
        console.log(`    - [${where}] ${a.id} (${a.score}): ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
      }
    }
  }
}

async function main() {
  const started = Date.now();
  if (!options['no-build'] && options.dir === undefined) await run('npm', ['run', 'build']);
  const origin = await startServer(await freePort());
  const results = [];
  // Sequential on purpose: parallel runs would fight for the 2 cores and skew every timing.
  // --only /a,/b measures just those routes (to look again at one that a noisy run left in doubt).
  const only = options.only === undefined ? null : new Set(options.only.split(','));
  const measured = routes().filter(({ route }) => !only || only.has(route));
  // A partial run writes beside the whole run's report, never over it.
  const REPORT = options.report ?? (only ? 'bench/lighthouse-only.json' : 'bench/lighthouse.json');
  if (measured.length === 0)
    throw new Error(
      `--only matched no route; the routes are ${routes()
        .map((r) => r.route)
        .join(', ')}`,
    );
  for (const { route, status } of measured) {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      process.stdout.write(`Lighthouse ${route} run ${i}/${RUNS}… `);
      let summary = summarize(await lighthouseRun(origin + route, status), origin);
      // Lighthouse sometimes loses the start of its trace on this machine (NO_NAVSTART, "run Lighthouse again"):
      // that run measured nothing, so it is measured again, up to twice, and said so.
      for (let retry = 1; retry <= 2 && summary.runtimeError?.code === 'NO_NAVSTART'; retry++) {
        process.stdout.write('(trace lost, measuring again) ');
        summary = summarize(await lighthouseRun(origin + route, status), origin);
      }
      // A runtime error means the page wasn't measured (e.g. NO_FCP); that's a failure of the bench itself.
      if (summary.runtimeError)
        throw new Error(`${route}: ${summary.runtimeError.code} ${summary.runtimeError.message}`);
      if (summary.statusCode !== status) throw new Error(`${route}: status ${summary.statusCode}, expected ${status}`);
      console.log(
        `perf ${summary.scores.performance}, LCP ${Math.round(summary.metrics.lcp)} ms` +
          (summary.statsBeacon ? ', statistics beacon fetched' : ''),
      );
      runs.push(summary);
    }
    results.push({
      route,
      expectedStatus: status,
      url: origin + route,
      runs,
      median: medianOf(runs),
      runWarnings: [...new Set(runs.flatMap((r) => r.runWarnings))],
    });
  }
  printTable(results);
  printBlocking(results);
  // The report may be named from the repository's root (bench/…) or by an absolute path.
  const report = path.resolve(ROOT, REPORT);
  mkdirSync(path.dirname(report), { recursive: true });
  const first = results[0].runs[0];
  writeFileSync(
    report,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        versions: { node: process.version, lighthouse: first.lighthouseVersion, chromium: chromiumVersion },
        config: {
          preset: 'lighthouse default (mobile, simulated throttling)',
          runs: RUNS,
          median: 'per metric',
          chromeFlags: CHROME_FLAGS,
        },
        durationSeconds: Math.round((Date.now() - started) / 1000),
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${REPORT}`);
  printGoals(results);
  console.log(`\nBench took ${Math.round((Date.now() - started) / 1000)} s`);
}

// The server and Chrome must die with us, whatever the way out: normal end, an error, or Ctrl-C. Chrome is
// killed here too because our SIGINT listener exits before chrome-launcher's own one would run.
process.on('exit', () => {
  server?.kill();
  chromeLauncher.killAll();
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`\nbench: ${error.stack ?? error}`);
    process.exit(1);
  },
);
