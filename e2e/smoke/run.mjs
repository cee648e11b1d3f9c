#!/usr/bin/env node
/**
 * `npm run test:e2e:base-path`: builds the site as a GitHub Pages project site would be built (BASE_PATH set) into
 * its own folder, out-base-path/ (out/ keeps the site served at the root), then runs the smoke journeys of
 * e2e/smoke/ against it, served under that path. `--no-build` reuses the last such build; any other argument goes
 * to Playwright.
 */
import { spawnSync } from 'node:child_process';

const env = { ...process.env, BASE_PATH: process.env.BASE_PATH || '/studio-site', EXPORT_DIR: 'out-base-path' };
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

if (!args.includes('--no-build')) {
  console.log(`base path: building the site under ${env.BASE_PATH} into ${env.EXPORT_DIR}/`);
  run(npm, ['run', 'build']);
}
run(npx, ['playwright', 'test', '-c', 'e2e/smoke/playwright.config.ts', ...args.filter((arg) => arg !== '--no-build')]);
