#!/usr/bin/env node
/**
 * `npm run preview:cloudflare [-- --no-build] [-- --fresh]`: the whole site as the Cloudflare Worker runs it, on this
 * machine, offline and without an account: builds the export (its form posting to /api/send on the same address)
 * unless --no-build, applies the inbox's migrations to a local D1 database, then runs wrangler.jsonc's Worker in
 * workerd (`wrangler dev --local`) on http://127.0.0.1:$PREVIEW_PORT (8788) until stopped.
 *
 * Environment: PREVIEW_PORT; CONTACT_RATE_LIMIT, CONTACT_DAILY_CAP, CONTACT_ALLOWED_ORIGINS, CONTACT_MAIL_TO,
 * CONTACT_MAIL_FROM, CONTACT_MAILER, GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET, GITHUB_URL, STATS_RATE_LIMIT,
 * STATS_DAILY_CAP, STATS_RETENTION_DAYS, STATS_GITHUB_REPO, STATS_WEEKLY_MAIL, GITHUB_API_URL, when set,
 * replace wrangler.jsonc's values, as they do for the Node service. PREVIEW_STATE: where the local D1 lives
 * (.wrangler/state); --fresh empties it first. The messages: `npm run inbox:cloudflare`; the statistics:
 * `npm run stats:cloudflare`.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, DATABASE, LOCAL_STATE, ROOT, wrangler, wranglerLongRunning } from './cloudflare.mjs';

let options;
try {
  ({ values: options } = parseArgs({
    options: { 'no-build': { type: 'boolean', default: false }, fresh: { type: 'boolean', default: false } },
  }));
} catch (error) {
  console.error(`preview:cloudflare: ${error.message} (known: --no-build, --fresh)`);
  process.exit(2);
}
const port = process.env.PREVIEW_PORT || '8788';
if (!/^\d+$/.test(port) || Number(port) > 65535) {
  console.error(`preview:cloudflare: PREVIEW_PORT must be a port number, got "${port}".`);
  process.exit(2);
}
const state = path.resolve(ROOT, process.env.PREVIEW_STATE || LOCAL_STATE);

if (!options['no-build']) {
  build({ NEXT_PUBLIC_CONTACT_ENDPOINT: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || '/api/send' });
}
if (!existsSync(path.join(ROOT, 'out', 'index.html'))) {
  console.error(
    'preview:cloudflare: out/ has no site yet. Build it first: npm run preview:cloudflare (without --no-build).',
  );
  process.exit(1);
}
if (options.fresh) rmSync(state, { recursive: true, force: true });

// The inbox's tables in the local D1 (each migration once; wrangler keeps track).
const migrated = wrangler(['d1', 'migrations', 'apply', DATABASE, '--local', '--persist-to', state], {
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' },
});
if (migrated.status !== 0) process.exit(migrated.status);

const PASSED_ON = [
  'CONTACT_RATE_LIMIT',
  'CONTACT_DAILY_CAP',
  'CONTACT_ALLOWED_ORIGINS',
  'CONTACT_MAIL_TO',
  'CONTACT_MAIL_FROM',
  'CONTACT_MAILER',
  'GITHUB_OAUTH_CLIENT_ID',
  'GITHUB_OAUTH_CLIENT_SECRET',
  'GITHUB_URL',
  'STATS_RATE_LIMIT',
  'STATS_DAILY_CAP',
  'STATS_RETENTION_DAYS',
  'STATS_GITHUB_REPO',
  'STATS_WEEKLY_MAIL',
  'GITHUB_API_URL',
];
const vars = PASSED_ON.filter((name) => process.env[name] !== undefined).flatMap((name) => [
  '--var',
  `${name}:${process.env[name]}`,
]);

wranglerLongRunning([
  'dev',
  '--local',
  '--ip',
  '127.0.0.1',
  '--port',
  port,
  '--persist-to',
  state,
  '--show-interactive-dev-session=false',
  '--live-reload=false',
  ...vars,
]);
