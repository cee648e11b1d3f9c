/**
 * What each page downloads before the visitor does anything: the built site (out/, served by scripts/serve.mjs)
 * opened in Chromium as a 1366 × 900 desktop and as a phone (Pixel 7), left alone until it has settled (hydrated,
 * pictures in, then two quiet seconds), counting the bytes of video and audio files (the goal: none on `/`,
 * at most 1.5 MB on `/portfolio`, previews in view only) beside everything else.
 *
 *   npm run bench:media [-- --json bench/media-bytes.json]
 *
 * It prints a table and exits 0 (a benchmark, not a test).
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { readArgs } from '../../scripts/lib/args';
import { serveExport } from '../lib/serve-export.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { json: JSON_OUT } = readArgs(
  { json: { type: 'string' } },
  `npm run bench:media -- [--json FILE]

  --json FILE   also write the figures there (e.g. bench/media-bytes.json)`,
);
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const { projects } = await import(path.join(ROOT, 'data', 'index.ts'));
const withVideo = projects.find((project) => project.media?.some((item) => item.type === 'video'));
const ROUTES = ['/', '/services', '/portfolio', ...(withVideo ? [`/portfolio/${withVideo.slug}`] : [])];
const SCREENS = {
  'desktop 1366': { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
  'phone (Pixel 7)': devices['Pixel 7'],
};

const isMedia = (url, type) => type === 'media' || /\.(webm|mp4|m4a|ogg|opus|mp3|wav)(\?|$)/.test(url);

async function measure(browser, origin, screen, route) {
  const context = await browser.newContext(SCREENS[screen]);
  const page = await context.newPage();
  const totals = { media: 0, mediaFiles: 0, all: 0 };
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    const bytes = sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
    totals.all += bytes;
    if (isMedia(request.url(), request.resourceType())) {
      totals.media += bytes;
      totals.mediaFiles += 1;
    }
  });
  await page.goto(origin + route, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await context.close();
  return totals;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const { server, origin } = await serveExport();
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const rows = [];
try {
  for (const screen of Object.keys(SCREENS))
    for (const route of ROUTES) rows.push({ screen, route, ...(await measure(browser, origin, screen, route)) });
} finally {
  await browser.close();
  server.kill();
}
console.log('Bytes before any interaction (transferred, headers included)\n');
console.log('| Route | Screen | Video and audio | Files | Everything |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows)
  console.log(
    `| \`${row.route.replace(withVideo ? `/${withVideo.slug}` : '\0', '/{a project with video}')}\` | ${row.screen} | ${kb(row.media)} | ${row.mediaFiles} | ${kb(row.all)} |`,
  );
if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(rows, null, 2)}\n`);
