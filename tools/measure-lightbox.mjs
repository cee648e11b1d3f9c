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
import { firstLoadBytes } from './lib/first-load-js';

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
  await page
    .getByRole('button', { name: /^Preview/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  await page.waitForLoadState('networkidle');
  // The lightbox's code is fetched when the page is idle (or at the first touch of a card), not in the first
  // load: what the page holds with the lightbox open, beyond its first-load scripts, is the lightbox.
  const firstLoad = firstLoadBytes('out', 'out/portfolio.html');
  const upFront = new Set(firstLoad.scripts);
  const later = [...scripts].filter((url) => !upFront.has(new URL(url).pathname));
  // Other code the page fetches when idle (the reveal animations, for one) is not the lightbox's: tell them apart
  // by the library's class prefix.
  const isLightbox = (url) => readFileSync(path.join('out', new URL(url).pathname), 'utf8').includes('yarl__');
  const added = later.filter(isLightbox);
  const lightbox = gzipBytes(added);
  console.log(
    `/portfolio first-load JavaScript:                 ${kib(firstLoad.bytes)} gzip (${firstLoad.scripts.length} scripts)`,
  );
  console.log(
    `added later, idle or first Preview (lightbox): ${kib(lightbox)} gzip (${added.length} chunk${added.length === 1 ? '' : 's'})`,
  );
  console.log(`with the lightbox open:                           ${kib(firstLoad.bytes + lightbox)} gzip`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
