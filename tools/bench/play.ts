/**
 * Play bench: what a visitor on a slow phone waits for once she presses Play on the showreel. For each export given,
 * in a real Chromium on the slow phone of tools/lib/slow-phone.ts (slow 4G, 4× CPU), it opens Home, presses the
 * showreel's Play button and measures:
 * - **first frame**: milliseconds from the press to the first frame on screen (requestVideoFrameCallback);
 * - **stalls**: how often and how long playback waited for data during the first 30 s of the reel (or all of it,
 *   if shorter), after that first frame;
 * - **rung**: the height of the first frame (the rendition the player chose, or the file the browser picked), and the
 *   height at the end;
 * - **bytes**: what the page downloaded for media (video, audio, playlists, segments) before the first frame and in
 *   all.
 * Each run is a fresh browser (cold cache); the exports take turns run by run, so a busy moment of the machine falls
 * on all of them. Prints the medians per export and writes bench/play.json.
 *
 *   npm run bench:play [-- --runs 5] [-- --exports progressive=/path/to/old-out,adaptive=out] [-- --seconds 30]
 *
 * Exit code 0 whatever the figures; 1 when something could not be measured.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { launchOptions } from '../../e2e/support/browser';
import { serveExport } from '../lib/serve-export.mjs';
import { CPU_SLOWDOWN, PHONE, SLOW_4G } from '../lib/slow-phone';

const ROOT = path.resolve(__dirname, '../..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    exports: { type: 'string', default: 'current=out' },
    seconds: { type: 'string', default: '30' },
  },
});
const RUNS = Number(values.runs);
const SECONDS = Number(values.seconds);
const EXPORTS = values.exports.split(',').map((pair) => {
  const [name, dir] = pair.split('=');
  if (!name || !dir) throw new Error(`--exports takes name=folder pairs, not "${pair}"`);
  return { name, dir };
});

/** One press of Play, measured. */
interface Play {
  firstFrameMs: number;
  stalls: number;
  stalledMs: number;
  firstHeight: number;
  lastHeight: number;
  bytesBeforeFirstFrame: number;
  bytes: number;
}

/** A media response: a video or audio file, a playlist or a segment. */
const MEDIA = /\.(mp4|webm|m4s|m4a|m4v|m3u8|ts|aac|mp3|ogg|opus|vtt)(\?|$)/;

/** Counts the media bytes the page receives, and what it had received at a given moment. */
async function countMediaBytes(cdp: CDPSession) {
  const urls = new Map<string, string>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  // Counted as the chunks arrive: a progressive file is still downloading when its first frame shows.
  cdp.on('Network.dataReceived', (event) => {
    if (MEDIA.test(urls.get(event.requestId) ?? '')) bytes += event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return () => bytes;
}

/** What instrument() leaves on window. */
interface Reel {
  __play: Record<'pressed' | 'firstFrame' | 'firstHeight' | 'stalls' | 'stalledMs', number>;
  __reel: () => HTMLVideoElement | null;
}

/** Installed in the page before the press: the moments a visitor would notice. */
function instrument(): void {
  const section = [...document.querySelectorAll('section')].find((candidate) =>
    /^Showreel$/.test(candidate.querySelector('h2')?.textContent?.trim() ?? ''),
  );
  const video = section?.querySelector('video');
  if (!section || !video) throw new Error('Home has no showreel video');
  const marks = {
    pressed: NaN,
    firstFrame: NaN,
    firstHeight: 0,
    stalls: 0,
    stalledMs: 0,
    waitingSince: NaN,
  };
  Object.defineProperty(window, '__play', { value: marks });
  // The reel's <video> at any moment (a player may replace the element).
  Object.defineProperty(window, '__reel', { value: () => section.querySelector('video') });
  section.addEventListener(
    'click',
    () => {
      if (!Number.isNaN(marks.pressed)) return;
      marks.pressed = performance.now();
      // The player may set the video's source only now: the callback still fires on its first frame.
      const target = section.querySelector('video') ?? video;
      target.requestVideoFrameCallback((now, metadata) => {
        marks.firstFrame = now;
        marks.firstHeight = metadata.height;
      });
    },
    { capture: true },
  );
  section.addEventListener(
    'waiting',
    () => {
      if (!Number.isNaN(marks.firstFrame) && Number.isNaN(marks.waitingSince)) marks.waitingSince = performance.now();
    },
    { capture: true },
  );
  section.addEventListener(
    'playing',
    () => {
      if (Number.isNaN(marks.waitingSince)) return;
      marks.stalls += 1;
      marks.stalledMs += performance.now() - marks.waitingSince;
      marks.waitingSince = NaN;
    },
    { capture: true },
  );
}

async function pressPlay(page: Page, origin: string, cdp: CDPSession): Promise<Play> {
  const mediaBytes = await countMediaBytes(cdp);
  // tsx compiles this file keeping function names through a `__name` helper that the page does not have.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.evaluate(instrument);
  const showreel = page.locator('section', { has: page.getByRole('heading', { name: 'Showreel', exact: true }) });
  await showreel.scrollIntoViewIfNeeded();
  await showreel.getByRole('button', { name: /^Play/ }).click();
  await page.waitForFunction(() => !Number.isNaN((window as unknown as Reel).__play.firstFrame), null, {
    timeout: 120_000,
  });
  const bytesBeforeFirstFrame = mediaBytes();
  // Playback until SECONDS of the reel have played (or it ended), counting the waits on the way.
  await page.waitForFunction(
    (seconds) => {
      const video = (window as unknown as Reel).__reel();
      return !video || video.ended || video.currentTime >= Math.min(seconds, video.duration - 0.5);
    },
    SECONDS,
    { timeout: (SECONDS + 120) * 1000, polling: 250 },
  );
  const marks = await page.evaluate(() => {
    const play = (window as unknown as Reel).__play;
    const video = (window as unknown as Reel).__reel();
    return { ...play, lastHeight: video?.videoHeight ?? 0 };
  });
  return {
    firstFrameMs: Math.round(marks.firstFrame - marks.pressed),
    stalls: marks.stalls,
    stalledMs: Math.round(marks.stalledMs),
    firstHeight: marks.firstHeight,
    lastHeight: marks.lastHeight,
    bytesBeforeFirstFrame: bytesBeforeFirstFrame,
    bytes: mediaBytes(),
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const served = await Promise.all(EXPORTS.map(async (entry) => ({ ...entry, ...(await serveExport(entry.dir)) })));
  const results = new Map<string, Play[]>(EXPORTS.map(({ name }) => [name, []]));
  let failed = false;
  try {
    for (let run = 0; run < RUNS; run++) {
      // A rotating order: the first export of one run is the last of the next.
      const order = served.map((_, index) => served[(index + run) % served.length]!);
      for (const { name, origin } of order) {
        const browser = await chromium.launch(launchOptions);
        try {
          const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          const play = await pressPlay(page, origin, cdp);
          results.get(name)!.push(play);
          console.log(`run ${run + 1} ${name}: ${JSON.stringify(play)}`);
        } catch (error) {
          failed = true;
          console.error(`run ${run + 1} ${name}: could not measure: ${(error as Error).message}`);
        } finally {
          await browser.close();
        }
      }
    }
  } finally {
    for (const { server } of served) server.kill();
  }

  const rows = [...results].map(([name, plays]) => ({
    name,
    runs: plays.length,
    firstFrameMs: median(plays.map((play) => play.firstFrameMs)),
    stalls: median(plays.map((play) => play.stalls)),
    stalledMs: median(plays.map((play) => play.stalledMs)),
    firstHeight: median(plays.map((play) => play.firstHeight)),
    lastHeight: median(plays.map((play) => play.lastHeight)),
    kbBeforeFirstFrame: Math.round(median(plays.map((play) => play.bytesBeforeFirstFrame)) / 1024),
    kb: Math.round(median(plays.map((play) => play.bytes)) / 1024),
  }));
  console.log(
    `\nThe showreel on a slow phone (slow 4G as DevTools applies it, ${CPU_SLOWDOWN}× CPU), medians of ${RUNS} runs, ` +
      `the first ${SECONDS} s of playback:\n`,
  );
  console.table(
    rows.map((row) => ({
      export: row.name,
      'Play → first frame (ms)': row.firstFrameMs,
      stalls: row.stalls,
      'stalled (ms)': row.stalledMs,
      'first rung (px)': row.firstHeight,
      'last rung (px)': row.lastHeight,
      'KB before first frame': row.kbBeforeFirstFrame,
      'KB in all': row.kb,
    })),
  );
  writeFileSync(
    path.join(ROOT, 'bench', 'play.json'),
    `${JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, network: SLOW_4G, cpuSlowdown: CPU_SLOWDOWN, rows, raw: Object.fromEntries(results) }, null, 2)}\n`,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
