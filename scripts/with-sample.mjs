#!/usr/bin/env node
/**
 * Runs a command on the sample content (CONTENT_DIR=sample, unless another set is named): `npm test` tests the
 * repository's sample whatever content the working copy holds, so it passes on an owner's clone as on a fresh one.
 *
 *   node scripts/with-sample.mjs node scripts/test-all.mjs
 */
import { spawnSync } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const { status, error } = spawnSync(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, CONTENT_DIR: process.env.CONTENT_DIR || 'sample' },
});
if (error) throw error;
process.exit(status ?? 1);
