/**
 * Captures every page of the built site at a phone width (390 px) and a laptop width (1366 px), in the light and
 * the dark theme, into docs/screenshots/ (`{page}-{width}.webp` light, `{page}-{width}-dark.webp` dark); two pages
 * also in Portuguese (`home-pt`, `project-pt`). WebP at quality 85 (sharp): a sixth of the PNG's weight, text still
 * sharp. Only the pictures the README shows are committed (.gitignore names them); the rest are for looking over a
 * change. The theme is the System one, with the browser's `prefers-color-scheme` set. Builds nothing: run
 * `npm run build` first. The project page shown is the newest project with artwork, read through data/ (TypeScript,
 * hence tsx).
 *
 *   npm run screenshots
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { projectsNewestFirst } from '../lib/projects';
import { freePort } from './lib/free-port.mjs';

const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
const OUT_DIR = 'docs/screenshots';
const WIDTHS = [390, 1366];
/** Each theme and the suffix of its files (the light ones keep their older names). */
const THEMES = [
  ['light', ''],
  ['dark', '-dark'],
];
const SHOTS = THEMES.flatMap(([colorScheme, suffix]) => WIDTHS.map((width) => ({ colorScheme, suffix, width })));
const newest = projectsNewestFirst();
const PAGES = [
  ['home', '/'],
  ['about', '/about'],
  ['services', '/services'],
  ['portfolio', '/portfolio'],
  ['project', `/portfolio/${(newest.find((project) => project.imgHref) ?? newest[0])?.slug}`],
  ['contact', '/contact'],
  ['not-found', '/portfolio/no-such-project'],
  // The Portuguese pages share the English ones' layout: the home page and a project page show their words.
  ['home-pt', '/pt-br'],
  ['project-pt', `/pt-br/portfolio/${(newest.find((project) => project.imgHref) ?? newest[0])?.slug}`],
];

const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

async function waitForServer(url, tries = 50) {
  for (let i = 0; i < tries; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not start at ${url}`);
}

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'inherit' });
try {
  await waitForServer(`${BASE}/`);
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: ['--disable-background-networking'] });
  for (const { colorScheme, suffix, width } of SHOTS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 844 : 900 },
      reducedMotion: 'reduce',
      colorScheme,
    });
    const page = await context.newPage();
    for (const [name, route] of PAGES) {
      await page.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // Walk down the page so lazy pictures load and the carousel starts, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // Off-screen cards skip rendering (content-visibility: auto) until a visitor scrolls to them; a full-page
      // picture is taken without scrolling, so draw everything as a scrolling visitor would see it.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const file = `${OUT_DIR}/${name}-${width}${suffix}.webp`;
      await sharp(await page.screenshot({ fullPage: true }))
        .webp({ quality: 85, effort: 6 })
        .toFile(file);
      console.log(`screenshot: ${file}`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
