import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { untilSettled } from './settled';
import { showreel } from '../lib/content';

/**
 * The showreel as an adaptive stream (HLS, scripts/build-media.ts; played by lib/media/stream.ts): nothing of it
 * before Play, then its playlists and one segment after another; a shared `?t=` fetches the segment of that time
 * and none before it. Segment lengths are read from the reel's own playlists, so this holds for any reel.
 */

const HLS_TYPE = 'application/vnd.apple.mpegurl';
const section = (page: Page) => page.getByRole('region', { name: 'Showreel' });
const reel = (page: Page) => section(page).locator('video');
const currentTime = (page: Page) => reel(page).evaluate((video: HTMLVideoElement) => video.currentTime);

/** The stream's requests, as URLs: playlists (`.m3u8`), init segments and media segments (`.m4s`). */
function recordStreamRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/_media/') && /\.(m3u8|m4s)$|\.init\.mp4$/.test(url.pathname)) urls.push(url.pathname);
  });
  return urls;
}

/** The number of a media segment (`reel.<hash>.720.3.m4s` → 3). */
const segmentNumber = (pathname: string) => Number(/\.(\d+)\.m4s$/.exec(pathname)?.[1]);
const segmentsIn = (urls: string[]) => urls.filter((url) => url.endsWith('.m4s'));

/** The lengths (s) of the reel's segments, in order, read from its first variant's playlist. */
async function segmentLengths(request: APIRequestContext, page: Page): Promise<number[]> {
  const master = await reel(page).locator(`source[type="${HLS_TYPE}"]`).getAttribute('src');
  expect(master, 'the reel names its master playlist').toBeTruthy();
  const masterText = await (await request.get(master!)).text();
  const variant = masterText.split('\n').find((line) => line.trim() && !line.startsWith('#'))!;
  const playlist = await (await request.get(new URL(variant, new URL(master!, 'http://x')).pathname)).text();
  return [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((match) => Number(match[1]));
}

/** The index of the segment that holds `time`. */
function segmentAt(lengths: number[], time: number): number {
  let end = 0;
  for (const [index, length] of lengths.entries()) {
    end += length;
    if (time < end) return index;
  }
  return lengths.length - 1;
}

test.describe('the showreel as an adaptive stream', () => {
  test.skip(!showreel?.src, 'the content has no showreel of its own (a video file)');

  test('fetches no playlist or segment before Play, then plays on from one segment into the next', async ({
    page,
    request,
  }) => {
    const urls = recordStreamRequests(page);
    await page.goto('/');
    await untilSettled(page);
    const lengths = await segmentLengths(request, page);
    expect(urls, 'nothing of the stream before Play').toEqual([]);

    await section(page).getByRole('button', { name: /^Play/ }).click();
    expect(lengths.length, 'the reel is long enough for two segments').toBeGreaterThan(1);
    // Past the first segment's end: the next one came and plays.
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(lengths[0]! + 0.5);
    expect(urls.some((url) => url.endsWith('.m3u8'))).toBe(true);
    const numbers = new Set(segmentsIn(urls).map(segmentNumber));
    expect(numbers.has(0) && numbers.has(1), `segments 0 and 1 were fetched (${[...numbers].join(', ')})`).toBe(true);
    expect(await reel(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
  });

  test('a shared ?t= address fetches the segment of that time and none before it', async ({ page, request }) => {
    const start = Math.floor(showreel!.chapters.at(-1)!.start);
    const urls = recordStreamRequests(page);
    await page.goto(`/?t=${start}`);
    await untilSettled(page);
    const lengths = await segmentLengths(request, page);
    const first = segmentAt(lengths, start);
    test.skip(first === 0, 'the last chapter starts in the first segment: there is nothing before it to skip');
    expect(urls).toEqual([]);

    await section(page)
      .getByRole('button', { name: /^Play .* from / })
      .click();
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(start + 0.3);
    const segments = segmentsIn(urls);
    expect(segments.length).toBeGreaterThan(0);
    expect(
      segments.filter((url) => segmentNumber(url) < first),
      `no segment before number ${first}, which holds ${start} s`,
    ).toEqual([]);
  });
});
