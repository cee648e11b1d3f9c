import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../lib/free-port.mjs';
import { serveExport } from '../lib/serve-export.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the Worker's local D1 lives for these runs (emptied at each start), apart from the preview's own. */
const WORKER_STATE = '.cache/engines-cloudflare';

/**
 * The two ways the export is served, each started on a free port and stopped by `stop()`:
 * - `start`: scripts/serve.mjs, as `npm start` serves the site (tools/lib/serve-export.mjs);
 * - `worker`: the site's Cloudflare Worker in workerd, as `npm run preview:cloudflare -- --no-build` runs it and
 *   as the e2e cloudflare suite starts it (`/_media/*` answered by the Worker's own code, the rest as assets).
 */
export const SERVERS = {
  start: { name: 'npm start', run: startServer },
  worker: { name: 'Worker', run: workerServer },
};

async function startServer(dir) {
  const { server, origin } = await serveExport(dir);
  return { origin, stop: () => server.kill() };
}

async function workerServer(dir) {
  if (path.resolve(ROOT, dir) !== path.resolve(ROOT, 'out')) {
    throw new Error(`the Worker serves out/ (wrangler.jsonc's assets), not ${dir}/`);
  }
  const port = await freePort();
  // Its own process group: wrangler starts workerd, and both go when the group is stopped.
  const child = spawn(process.execPath, ['scripts/preview-cloudflare.mjs', '--no-build', '--fresh'], {
    cwd: ROOT,
    env: { ...process.env, PREVIEW_PORT: String(port), PREVIEW_STATE: WORKER_STATE },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the Worker's preview exited (${child.exitCode}): ${output.slice(-800)}`);
    const ok = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, stop };
    if (Date.now() > until) {
      stop();
      throw new Error(`the Worker's preview did not answer in 120 s: ${output.slice(-800)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
