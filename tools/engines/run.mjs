/**
 * Every media journey a visitor has (tools/engines/journey.mjs) in the engines Playwright cannot drive here:
 * Debian's Firefox ESR and WebKitGTK (tools/engines/drivers.mjs), against the built export served as `npm start`
 * serves it and as the site's Cloudflare Worker serves it (tools/engines/servers.mjs). Says, per engine, server
 * and journey, whether it held, how the media played (hls.js through Media Source Extensions, the browser's own
 * HLS, a progressive file), how far and at what height, and ends with the table docs/testing.md shows.
 *
 *   npm run test:engines [-- --engines firefox,webkit] [-- --server start|worker|both]
 *                        [-- --journeys reel,project,lightbox,voice,protected] [-- --dir out] [-- --json results.json]
 *
 * What the journeys open is read from the content the export was built from (CONTENT_DIR, else data/, else the
 * sample), and the protected project's password from the build's environment (NDA_PASSWORD…), as the build read
 * them. Needs `firefox-esr`, and `webkit2gtk-driver` with `xvfb` (WebKitGTK wants a display: the script runs it
 * under xvfb-run) and `gstreamer1.0-libav` (WebKitGTK's H.264 and AAC decoders); docs/testing.md says how to
 * install them. Exit code 1 when a journey fails, an engine or a server cannot start.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { firefox, webkit } from './drivers.mjs';
import { JOURNEYS, walkJourneys } from './journey.mjs';
import { SERVERS } from './servers.mjs';

const USAGE = `npm run test:engines -- [--engines firefox,webkit] [--server start|worker|both]
    [--journeys ${Object.keys(JOURNEYS).join(',')}] [--dir out] [--json results.json]`;

/** The command line, or its usage (--help: exit 0; anything it does not know: exit 2). */
function readCommandLine() {
  try {
    const { values } = parseArgs({
      options: {
        engines: { type: 'string', default: 'firefox,webkit' },
        server: { type: 'string', default: 'both' },
        journeys: { type: 'string', default: Object.keys(JOURNEYS).join(',') },
        dir: { type: 'string', default: 'out' },
        json: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    return values;
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
}
const values = readCommandLine();

const ENGINES = { firefox, webkit };
/** Where a failed journey's screenshot goes. */
const SHOTS = path.resolve(import.meta.dirname, '../../.cache/engines');
const engines = values.engines.split(',');
const servers = values.server === 'both' ? ['start', 'worker'] : values.server.split(',');
for (const key of engines) if (!ENGINES[key]) usage(`--engines takes firefox and webkit, not "${key}"`);
for (const key of servers) if (!SERVERS[key]) usage(`--server takes start, worker or both, not "${key}"`);
const journeys = values.journeys.split(',');
for (const key of journeys) {
  if (!JOURNEYS[key]) usage(`--journeys takes ${Object.keys(JOURNEYS).join(', ')}, not "${key}"`);
}

function usage(problem) {
  console.error(`test:engines: ${problem}\n\n${USAGE}`);
  process.exit(2);
}

/** WebKitGTK needs a display: without one, this script runs itself again under xvfb-run, on a desktop-sized screen. */
if (engines.includes('webkit') && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  const hasXvfb = spawnSync('sh', ['-c', 'command -v xvfb-run']).status === 0;
  if (!hasXvfb) usage('WebKitGTK needs a display: install xvfb (apt-get install xvfb), or run with --engines firefox.');
  const result = spawnSync(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1000x24', process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
}

const { enginePlan } = await tsImport('./plan.ts', import.meta.url);
const plan = enginePlan();

let failed = false;
const started = [];
const results = [];
try {
  for (const key of servers) {
    try {
      started.push({ key, name: SERVERS[key].name, ...(await SERVERS[key].run(values.dir)) });
    } catch (error) {
      failed = true;
      console.error(`${SERVERS[key].name}: cannot start (${error.message})`);
    }
  }
  for (const key of engines) {
    let driver;
    try {
      driver = await ENGINES[key]();
    } catch (error) {
      failed = true;
      console.error(`${key}: cannot start (${error.message}); docs/testing.md says what to install`);
      continue;
    }
    try {
      for (const server of started) {
        console.log(`\n${driver.name} ${driver.version ?? ''}, served by ${server.name} (${server.origin})`);
        // A failed journey's window, kept as evidence beside the log.
        const shoot = async (run) => {
          const file = path.join(
            SHOTS,
            `${key}-${server.key}-${run.journey.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`,
          );
          mkdirSync(SHOTS, { recursive: true });
          writeFileSync(file, await driver.screenshot());
          run.facts.screenshot = path.relative(process.cwd(), file);
        };
        for (const run of await walkJourneys({ ...driver, shoot }, server.origin, plan, journeys)) {
          failed ||= run.status === 'failed';
          results.push({ engine: driver.name, version: driver.version, server: server.name, ...run });
          console.log(`  ${run.status.toUpperCase()}: ${run.journey}${run.summary ? `: ${run.summary}` : ''}`);
          if (run.facts.startedBy) console.log(`    started by ${run.facts.startedBy}`);
          for (const problem of run.problems) console.log(`    ✗ ${problem}`);
          if (run.facts.screenshot) console.log(`    (its window: ${run.facts.screenshot})`);
        }
      }
    } catch (error) {
      failed = true;
      console.error(`  FAILED: ${driver.name}: ${error.message}`);
    } finally {
      await driver.close();
    }
  }
} finally {
  for (const server of started) server.stop();
}

printTable(results);
if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
process.exit(failed ? 1 : 0);

/** Journey × (engine, server), each cell what happened and how it played: the table docs/testing.md shows. */
function printTable(rows) {
  if (!rows.length) return;
  const columns = [...new Set(rows.map((row) => `${row.engine} ${row.version ?? ''}, ${row.server}`))];
  const journeys = [...new Set(rows.map((row) => row.journey))];
  const cell = (journey, column) => {
    const row = rows.find(
      (one) => one.journey === journey && `${one.engine} ${one.version ?? ''}, ${one.server}` === column,
    );
    if (!row) return '';
    if (row.status === 'absent') return `none in the content (${row.summary})`;
    return `${row.status}${row.summary ? `: ${row.summary}` : ''}`;
  };
  console.log(`\n| Journey | ${columns.join(' | ')} |`);
  console.log(`| --- | ${columns.map(() => '---').join(' | ')} |`);
  for (const journey of journeys)
    console.log(`| ${journey} | ${columns.map((column) => cell(journey, column)).join(' | ')} |`);
}
