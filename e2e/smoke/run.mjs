#!/usr/bin/env node
/**
 * `npm run test:e2e:smoke`: builds a second, different site — the alternate content set (e2e/alternate-content/,
 * a small site the schema accepts: 4 projects, 4 clients, 2 services, a project without a picture, one without a
 * URL, one in Portuguese, one protected (docs/nda.md), no voice work) — as a
 * GitHub Pages project site would be built (BASE_PATH set), into its own folder (out/ keeps the sample site), then
 * runs the smoke journeys of e2e/smoke/ against it, served under that path. One extra build proves both: the site
 * holds for any valid content, and under a base path. `--no-build` reuses the last such build; `--build-only` builds and
 * stops (`npm test` runs the two halves apart: the build beside the browser suite, the journeys after it); any other
 * argument goes to Playwright.
 * SMOKE_CONTENT_DIR and BASE_PATH may name another content folder or path.
 */
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  BASE_PATH: process.env.BASE_PATH || '/studio-site',
  // Not CONTENT_DIR: `npm test` sets that to the sample for every other step.
  CONTENT_DIR: process.env.SMOKE_CONTENT_DIR || 'e2e/alternate-content',
  EXPORT_DIR: 'out-smoke',
  // Its protected project's password (a local build: any password is allowed; e2e/smoke/nda.smoke.ts reads it).
  NDA_PASSWORD: process.env.NDA_PASSWORD || 'alternate-set-password',
  // Without Turbopack's build cache (next.config.ts): it shares .next/cache with the sample's build, another base path
  // and content compile no faster from it, and writing it cost this build 13–22 s beside the browser suite.
  NEXT_BUILD_CACHE: 'off',
};
const args = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(command, commandArgs) {
  const { status, error } = spawnSync(command, commandArgs, {
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}

const OWN = ['--no-build', '--build-only'];
if (!args.includes('--no-build')) {
  console.log(`smoke: building ${env.CONTENT_DIR}/ under ${env.BASE_PATH} into ${env.EXPORT_DIR}/`);
  run(npm, ['run', 'build']);
}
if (!args.includes('--build-only'))
  run(npx, ['playwright', 'test', '-c', 'e2e/smoke/playwright.config.ts', ...args.filter((arg) => !OWN.includes(arg))]);
