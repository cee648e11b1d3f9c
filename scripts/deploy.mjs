#!/usr/bin/env node
/**
 * `npm run deploy [-- --no-build] [-- --dry-run]`: puts the site online as one Cloudflare Worker (docs/deploy.md).
 * 1. Builds the export for it (the form posting to /api/send on the site's own address; the editor's repository
 *    from CMS_GITHUB_REPO, GitHub Actions' GITHUB_REPOSITORY or this clone's `origin`), unless --no-build.
 * 2. `wrangler deploy`: uploads the Worker and out/. On the first run wrangler also creates the D1 database
 *    (portfolio-inbox, wrangler.jsonc) and binds it. The same repository becomes STATS_GITHUB_REPO (whose pushers
 *    may read the statistics) unless wrangler.jsonc or the environment names one.
 * 3. `wrangler d1 migrations apply DB --remote`: the inbox's tables (only the migrations not applied yet).
 * --dry-run builds and bundles without uploading (no account needed), to check the configuration.
 * Needs `npx wrangler login` once, or CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID) in CI.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { build, DATABASE, ROOT, wrangler, wranglerEnv } from './cloudflare.mjs';

let options;
try {
  ({ values: options } = parseArgs({
    options: { 'no-build': { type: 'boolean', default: false }, 'dry-run': { type: 'boolean', default: false } },
  }));
} catch (error) {
  console.error(`deploy: ${error.message} (known: --no-build, --dry-run)`);
  process.exit(2);
}
const dryRun = options['dry-run'];

/** owner/repository of this clone's `origin` on GitHub, if it is one. */
function originRepository() {
  const result = spawnSync('git', ['remote', 'get-url', 'origin'], { cwd: ROOT, encoding: 'utf8' });
  return /github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?\s*$/.exec(result.stdout ?? '')?.[1];
}

const repo = process.env.CMS_GITHUB_REPO || process.env.GITHUB_REPOSITORY || originRepository();
const statsRepo = process.env.STATS_GITHUB_REPO || repo;
const vars = statsRepo ? ['--var', `STATS_GITHUB_REPO:${statsRepo}`] : [];
if (!options['no-build']) {
  build({
    // A build that goes online: it stops without an address of its own (lib/site-address.ts).
    SITE_PUBLISH: '1',
    NEXT_PUBLIC_CONTACT_ENDPOINT: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || '/api/send',
    ...(repo ? { CMS_GITHUB_REPO: repo } : {}),
  });
}

// Metrics stay off; Cloudflare's request metadata may be fetched (deploying needs the network anyway).
const env = wranglerEnv({ CLOUDFLARE_CF_FETCH_ENABLED: process.env.CLOUDFLARE_CF_FETCH_ENABLED ?? 'true' });
if (dryRun) {
  const { status } = wrangler(['deploy', '--dry-run', '--outdir', '.cache/worker-dry-run', ...vars], { env });
  process.exit(status);
}

const deployed = wrangler(['deploy', ...vars], { env });
if (deployed.status !== 0) {
  console.error('\ndeploy: wrangler could not deploy (see above). Signed in? npx wrangler login');
  process.exit(deployed.status);
}
const migrated = wrangler(['d1', 'migrations', 'apply', DATABASE, '--remote'], { env: { ...env, CI: 'true' } });
if (migrated.status !== 0) {
  console.error(
    `\ndeploy: the site is online, but the inbox's tables could not be created, so the form answers with an error.\n` +
      `Run: npx wrangler d1 migrations apply ${DATABASE} --remote`,
  );
  process.exit(migrated.status);
}
console.log(
  '\ndeploy: done. Messages: npm run inbox:cloudflare -- --remote; statistics: npm run stats:cloudflare -- --remote',
);
