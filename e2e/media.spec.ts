import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { untilSettled } from './settled';
import { projects, showreel, voiceDemos } from '../data';

/** Requests for a video or audio file (not the posters: those are pictures). */
function recordMediaRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media' || /\.(webm|mp4|m4a|ogg|opus)(\?|$)/.test(request.url())) {
      requests.push(request);
    }
  });
  return requests;
}

const section = (page: Page) => page.getByRole('region', { name: 'Showreel' });
const reel = (page: Page) => section(page).locator('video');
const currentTime = (page: Page) => reel(page).evaluate((video: HTMLVideoElement) => video.currentTime);
const withVideo = projects.find(
  (project) => project.media.filter((item) => item.type !== 'image').length > 0 && project.media.length > 1,
);

test.describe('the showreel', () => {
  test.skip(!showreel, 'the content has no showreel');

  test('shows its poster, fetches no video before Play, and plays with sound when asked', async ({ page }) => {
    const media = recordMediaRequests(page);
    await page.goto('/');
    await untilSettled(page);
    await expect(reel(page)).toHaveAttribute('preload', 'none');
    await expect(reel(page)).toHaveAttribute('poster', /\.webp$/);
    expect(media).toEqual([]);
    await section(page).getByRole('button', { name: /^Play/ }).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
    expect(await reel(page).evaluate((video: HTMLVideoElement) => video.muted)).toBe(false);
    expect(media.length).toBeGreaterThan(0);
  });

  test('lists its chapters with their times, and a chapter plays the reel from its start', async ({ page }) => {
    await page.goto('/');
    const chapters = section(page).getByRole('list', { name: 'Chapters' });
    await expect(chapters.getByRole('listitem')).toHaveCount(showreel!.chapters.length);
    const chapter = showreel!.chapters.at(-2)!;
    const time = `${Math.floor(chapter.start / 60)}:${String(Math.floor(chapter.start % 60)).padStart(2, '0')}`;
    await chapters.getByRole('link', { name: `${time} ${chapter.title}` }).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(chapter.start);
    await expect(page).toHaveURL(new RegExp(`\\?t=${Math.floor(chapter.start)}#showreel$`));
  });

  test('opens a shared ?t= address at the showreel, ready at that time, without playing it', async ({ page }) => {
    const media = recordMediaRequests(page);
    const start = Math.floor(showreel!.chapters.at(-1)!.start);
    await page.goto(`/?t=${start}`);
    const play = section(page).getByRole('button', {
      name: new RegExp(`^Play .* from 0:${String(start).padStart(2, '0')}$`),
    });
    await expect(play).toBeVisible();
    await expect(play).toBeInViewport();
    expect(await reel(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    expect(media).toEqual([]);
    await play.click();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(start);
  });

  test('carries a captions track and is described for search engines as a VideoObject', async ({ page }) => {
    await page.goto('/');
    if (showreel!.captions) await expect(reel(page).locator('track[kind="captions"]')).toHaveCount(1);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const video = blocks.map((text) => JSON.parse(text)).find((block) => block['@type'] === 'VideoObject');
    expect(video).toMatchObject({
      name: showreel!.title,
      duration: expect.stringMatching(/^PT\d+S$/),
      thumbnailUrl: expect.stringMatching(/^https?:\/\//),
      contentUrl: expect.stringMatching(/\.mp4$/),
      uploadDate: expect.any(String),
    });
  });

  test('is clean for axe while playing', async ({ page }) => {
    await page.goto('/');
    await section(page).getByRole('button', { name: /^Play/ }).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.2);
    await expectNoAxeViolations(page);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no video plays by itself, on Home or on a project page', async ({ page }) => {
    for (const address of ['/', ...(withVideo ? [`/portfolio/${withVideo.slug}`] : [])]) {
      await page.goto(address);
      await untilSettled(page);
      const playing = await page.evaluate(
        () => [...document.querySelectorAll('video')].filter((video) => !video.paused).length,
      );
      expect({ address, playing }).toEqual({ address, playing: 0 });
    }
  });
});

test.describe("a project's media", () => {
  test.skip(!withVideo, 'no project of this content has a video beside a picture');

  test('shows every item in order, a video with controls and its credit', async ({ page }) => {
    const media = recordMediaRequests(page);
    await page.goto(`/portfolio/${withVideo!.slug}`);
    await untilSettled(page);
    const video = page.getByRole('main').locator('video').first();
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('preload', 'none');
    const item = withVideo!.media.find((entry) => entry.type === 'video')!;
    if (item.credit) await expect(page.getByText(item.credit).first()).toBeAttached();
    expect(media).toEqual([]);
  });
});

test.describe('the voice demos', () => {
  test.skip(voiceDemos.length === 0, 'the content has no voice demos');

  test('are native audio players, each under its title, that play when asked', async ({ page }) => {
    const media = recordMediaRequests(page);
    await page.goto('/about');
    const region = page.getByRole('region', { name: 'Voice demos' });
    for (const demo of voiceDemos) await expect(region.getByRole('heading', { name: demo.title })).toBeVisible();
    const players = region.locator('audio[controls]');
    await expect(players).toHaveCount(voiceDemos.length);
    expect(media).toEqual([]);
    await players.first().evaluate((audio: HTMLAudioElement) => audio.play());
    await expect
      .poll(() => players.first().evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(0.2);
    await expectNoAxeViolations(page);
  });
});
