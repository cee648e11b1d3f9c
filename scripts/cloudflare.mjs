/**
 * What the Cloudflare commands share (scripts/preview-cloudflare.mjs, inbox-cloudflare.mjs, deploy.mjs): how to
 * run wrangler from this repository, offline when it runs locally.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * wrangler's command, as its package.json declares it (`bin`), run with this Node (no npx, no shell). Its files are
 * not importable by path: the package's `exports` allow only its API and package.json.
 */
const wranglerPackage = require.resolve('wrangler/package.json');
export const WRANGLER = path.join(path.dirname(wranglerPackage), require(wranglerPackage).bin.wrangler);
/** The D1 binding of wrangler.jsonc (the contact inbox). */
export const DATABASE = 'DB';
/** Where the local preview keeps its D1 database (wrangler's default). */
export const LOCAL_STATE = path.join(ROOT, '.wrangler', 'state');

/**
 * The environment wrangler runs in: no usage metrics sent, and for a local run no download of Cloudflare's request
 * metadata (cf.json), so nothing leaves this machine.
 */
export function wranglerEnv(extra = {}) {
  return { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', ...extra };
}

/** Runs wrangler to the end; returns its exit code (stdout captured when `capture`). */
export function wrangler(args, { capture = false, env = wranglerEnv() } = {}) {
  const result = spawnSync(process.execPath, [WRANGLER, ...args], {
    cwd: ROOT,
    env,
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, stdout: result.stdout ?? '' };
}

/** Starts wrangler and keeps it running; Ctrl-C or SIGTERM stops it (and workerd with it). */
export function wranglerLongRunning(args, env = wranglerEnv()) {
  const child = spawn(process.execPath, [WRANGLER, ...args], { cwd: ROOT, env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  return child;
}

/** Runs `npm run build` with `env` added; stops this script if it fails. */
export function build(env) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}
