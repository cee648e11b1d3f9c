#!/usr/bin/env node
/**
 * What opening the lightbox costs: the first-load JavaScript of /portfolio (gzip, level 9, read from out/; the
 * scripts its HTML loads, as tools/check-budgets.mjs counts them) and what the first Preview adds. Run after
 * `npm run build`:
 *
 *   npm run measure:lightbox
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { firstLoadBytes } from './lib/first-load-js.mjs';

const PORT = 3250;
const BASE = `http://127.0.0.1:${PORT}`;
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const gzipBytes = (urls) =>
  [...urls].reduce(
    (sum, url) => sum + gzipSync(readFileSync(path.join('out', new URL(url).pathname)), { level: 9 }).length,
    0,
  );
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'ignore' });
const browser = await chromium.launch({ executablePath, args: ['--disable-background-networking'] });
try {
  for (
    let i = 0;
    i < 50 &&
    !(await fetch(`${BASE}/`).then(
      (r) => r.ok,
      () => false,
    ));
    i += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto(`${BASE}/portfolio`, { waitUntil: 'networkidle' });
  const before = new Set(scripts);
  await page
    .getByRole('button', { name: /^Preview/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  await page.waitForLoadState('networkidle');
  const added = [...scripts].filter((url) => !before.has(url));
  const firstLoad = firstLoadBytes('out', 'out/portfolio.html');
  const lightbox = gzipBytes(added);
  console.log(
    `/portfolio first-load JavaScript:        ${kib(firstLoad.bytes)} gzip (${firstLoad.scripts.length} scripts)`,
  );
  console.log(
    `added by the first Preview (lightbox):  ${kib(lightbox)} gzip (${added.length} chunk${added.length === 1 ? '' : 's'})`,
  );
  console.log(`with the lightbox open:                  ${kib(firstLoad.bytes + lightbox)} gzip`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
