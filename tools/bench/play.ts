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
 *   npm run bench:play -- --dwell 0,3000  (each export also pressed 3 s after the reel came into view, as a visitor
 *                                        who looks at the poster first: what the player fetches ahead counts)
 *   npm run bench:play -- --waterfall   (also prints, per run, what was fetched between the press and the first
 *                                        frame, when each request started and ended, the video's events and the
 *                                        main thread's long tasks: where the wait goes)
 *
 * Exit code 0 whatever the figures; 1 when something could not be measured.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { launchOptions } from '../../e2e/support/browser';
import { readArgs, usageError, wholeNumber } from '../../scripts/lib/args';
import { serveExport } from '../lib/serve-export.mjs';
import { CPU_SLOWDOWN, PHONE, SLOW_4G } from '../lib/slow-phone';

const ROOT = path.resolve(__dirname, '../..');
const USAGE = `npm run bench:play -- [--runs N] [--exports name=folder,…] [--seconds S] [--dwell MS,…] [--waterfall]

  --runs N                  presses of Play per export, judged by their median (default 5)
  --exports name=folder,…   the exports compared, taking turns (default current=out)
  --seconds S               how long each press is watched (default 30)
  --dwell MS,…              also press Play MS after the reel came into view, a row each (default 0: at once)
  --waterfall               also print, per run, what was fetched until the first frame and the long tasks`;
const values = readArgs(
  {
    runs: { type: 'string', default: '5' },
    exports: { type: 'string', default: 'current=out' },
    seconds: { type: 'string', default: '30' },
    waterfall: { type: 'boolean', default: false },
    dwell: { type: 'string', default: '0' },
  },
  USAGE,
);
const RUNS = wholeNumber(values.runs, 'runs', USAGE);
const SECONDS = wholeNumber(values.seconds, 'seconds', USAGE);
/** Milliseconds between the reel coming into view and the press, one row per export each. */
const DWELLS = values.dwell.split(',').map(Number);
if (DWELLS.some((dwell) => !Number.isInteger(dwell) || dwell < 0))
  usageError(`--dwell takes milliseconds, not '${values.dwell}'`, USAGE);
const EXPORTS = values.exports.split(',').flatMap((pair) => {
  const [name, dir] = pair.split('=');
  if (!name || !dir) usageError(`--exports takes name=folder pairs, not '${pair}'`, USAGE);
  return DWELLS.map((dwell) => ({ name: dwell ? `${name}, pressed ${dwell / 1000} s after` : name, dir, dwell }));
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

/** One request of the page, in seconds of the browser's network clock. */
interface Request {
  url: string;
  sent: number;
  finished?: number;
  bytes: number;
}

/**
 * Counts the media bytes the page receives, and what it had received at a given moment; keeps every request's
 * start and end for the waterfall.
 */
async function countMediaBytes(cdp: CDPSession) {
  const requests = new Map<string, Request>();
  let bytes = 0;
  // Wall-clock seconds minus the network's own clock, which its timestamps (start, end) are on.
  let wallOffset = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    wallOffset = event.wallTime - event.timestamp;
    requests.set(event.requestId, { url: event.request.url, sent: event.timestamp, bytes: 0 });
  });
  // Counted as the chunks arrive: a progressive file is still downloading when its first frame shows.
  cdp.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.bytes += event.encodedDataLength;
    if (MEDIA.test(request.url)) bytes += event.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.finished = event.timestamp;
  });
  await cdp.send('Network.enable');
  return {
    bytes: () => bytes,
    /** The requests, their times in wall-clock seconds. */
    requests: () =>
      [...requests.values()].map((request) => ({
        ...request,
        sent: request.sent + wallOffset,
        finished: request.finished === undefined ? undefined : request.finished + wallOffset,
      })),
  };
}

/**
 * Prints what the page fetched from the press to the first frame, in milliseconds after the press: where the wait
 * goes (a script, a playlist, a segment, each request's round trip).
 */
function printWaterfall(requests: Request[], pressedAt: number, firstFrameMs: number) {
  const lines = requests
    .filter((request) => !request.url.startsWith('data:'))
    .filter((request) => request.sent >= pressedAt - 0.05 && (request.sent - pressedAt) * 1000 <= firstFrameMs)
    .sort((a, b) => a.sent - b.sent)
    .map((request) => {
      const start = Math.round((request.sent - pressedAt) * 1000);
      const end = request.finished === undefined ? '…' : String(Math.round((request.finished - pressedAt) * 1000));
      const name = new URL(request.url).pathname.split('/').pop();
      return `  ${String(start).padStart(6)} → ${end.padStart(6)} ms  ${String(Math.round(request.bytes / 1024)).padStart(4)} KB  ${name}`;
    });
  console.log([`  first frame at ${firstFrameMs} ms after the press:`, ...lines].join('\n'));
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
  // For the waterfall: the video's events and the main thread's long tasks, in milliseconds of the page's clock.
  const events: string[] = [];
  Object.defineProperty(window, '__events', { value: events });
  for (const type of [
    'loadstart',
    'loadedmetadata',
    'loadeddata',
    'canplay',
    'play',
    'playing',
    'waiting',
    'seeking',
  ]) {
    section.addEventListener(
      type,
      (event) => {
        const target = event.target;
        if (!(target instanceof HTMLVideoElement)) return;
        const ranges = [...Array(target.buffered.length).keys()].map(
          (index) => `${target.buffered.start(index).toFixed(3)}–${target.buffered.end(index).toFixed(3)}`,
        );
        events.push(
          `${Math.round(performance.now())} video ${type} at ${target.currentTime.toFixed(3)} s, buffered ${ranges.join(' ') || 'nothing'}`,
        );
      },
      { capture: true },
    );
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      events.push(`${Math.round(entry.startTime)} long task of ${Math.round(entry.duration)} ms`);
    }
  }).observe({ type: 'longtask' });
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

async function pressPlay(page: Page, origin: string, cdp: CDPSession, dwell: number): Promise<Play> {
  const mediaBytes = await countMediaBytes(cdp);
  // tsx compiles this file keeping function names through a `__name` helper that the page does not have.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.evaluate(instrument);
  const showreel = page.locator('section', { has: page.getByRole('heading', { name: 'Showreel', exact: true }) });
  await showreel.scrollIntoViewIfNeeded();
  if (dwell) await page.waitForTimeout(dwell);
  await showreel.getByRole('button', { name: /^Play/ }).click();
  await page.waitForFunction(() => !Number.isNaN((window as unknown as Reel).__play.firstFrame), null, {
    timeout: 120_000,
  });
  const bytesBeforeFirstFrame = mediaBytes.bytes();
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
    const events = (window as unknown as { __events: string[] }).__events;
    return { ...play, timeOrigin: performance.timeOrigin, events, lastHeight: video?.videoHeight ?? 0 };
  });
  if (values.waterfall) {
    printWaterfall(
      mediaBytes.requests(),
      (marks.timeOrigin + marks.pressed) / 1000,
      Math.round(marks.firstFrame - marks.pressed),
    );
    for (const event of marks.events) {
      const [at, ...rest] = event.split(' ');
      const after = Number(at) - marks.pressed;
      if (after >= 0 && after <= marks.firstFrame - marks.pressed + 500) {
        console.log(`  ${String(Math.round(after)).padStart(6)} ms  ${rest.join(' ')}`);
      }
    }
  }
  return {
    firstFrameMs: Math.round(marks.firstFrame - marks.pressed),
    stalls: marks.stalls,
    stalledMs: Math.round(marks.stalledMs),
    firstHeight: marks.firstHeight,
    lastHeight: marks.lastHeight,
    bytesBeforeFirstFrame: bytesBeforeFirstFrame,
    bytes: mediaBytes.bytes(),
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
      for (const { name, origin, dwell } of order) {
        const browser = await chromium.launch(launchOptions);
        try {
          const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          const play = await pressPlay(page, origin, cdp, dwell);
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
