/**
 * The showreel's stream journeys in the engines Playwright cannot drive here: Debian's Firefox ESR and WebKitGTK
 * (tools/engines/drivers.mjs), against a built export served as `npm start` serves it. Says, per engine, how the
 * reel played (hls.js through Media Source Extensions, the browser's own HLS, or the progressive fallback), how
 * far, at what height, and which segments it fetched.
 *
 *   npm run test:engines [-- --engines firefox,webkit] [-- --dir out]
 *
 * Needs `firefox-esr`, and `webkit2gtk-driver` with `xvfb` (WebKitGTK wants a display: the script runs it under
 * xvfb-run) and `gstreamer1.0-libav` (WebKitGTK's H.264 and AAC decoders); docs/testing.md says how to install
 * them. Exit code 1 when a journey fails or an engine cannot start.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { serveExport } from '../lib/serve-export.mjs';
import { firefox, webkit } from './drivers.mjs';
import { walkJourneys } from './journey.mjs';

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'firefox,webkit' },
    dir: { type: 'string', default: 'out' },
  },
});

/** WebKitGTK needs a display: without one, this script runs itself again under xvfb-run. */
const wants = values.engines.split(',');
if (wants.includes('webkit') && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  const hasXvfb = spawnSync('sh', ['-c', 'command -v xvfb-run']).status === 0;
  if (!hasXvfb) {
    console.error('WebKitGTK needs a display: install xvfb (apt-get install xvfb), or run with --engines firefox.');
    process.exit(1);
  }
  const result = spawnSync('xvfb-run', ['-a', process.execPath, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

const ENGINES = { firefox, webkit };
const { server, origin } = await serveExport(values.dir);
let failed = false;
try {
  for (const key of wants) {
    const start = ENGINES[key];
    if (!start) throw new Error(`--engines takes firefox and webkit, not "${key}"`);
    let driver;
    try {
      driver = await start();
    } catch (error) {
      failed = true;
      console.error(`${key}: cannot start (${error.message}); docs/testing.md says what to install`);
      continue;
    }
    try {
      console.log(`\n${driver.name} ${driver.version ?? ''}`);
      for (const { journey, passed, facts } of await walkJourneys(driver, origin)) {
        failed ||= !passed;
        console.log(`  ${passed ? 'passed' : 'FAILED'}: ${journey}`);
        if (typeof facts === 'string') console.log(`    ${facts}`);
        else {
          console.log(
            `    played ${facts.how}, at ${facts.currentTime.toFixed(1)} s, ${facts.height} px tall${facts.paused ? ', paused' : ''}`,
          );
          console.log(
            `    Media Source: ${facts.mediaSource ? 'yes' : 'no'}; its own HLS: ${facts.nativeHls ? 'yes' : 'no'}; ` +
              `segments fetched by script: ${facts.segments.join(', ') || 'none'} ` +
              `(${facts.downloads} downloads of ${facts.overNetwork} files, the rest from the cache)` +
              (facts.error ? `; media error ${facts.error}` : ''),
          );
        }
      }
      if (driver.errors.length) {
        failed = true;
        console.log(`  FAILED: console errors:\n    ${driver.errors.join('\n    ')}`);
      }
    } catch (error) {
      failed = true;
      console.error(`  FAILED: ${error.message}`);
    } finally {
      await driver.close();
    }
  }
} finally {
  server.kill();
}
process.exit(failed ? 1 : 0);
