import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, isMobile, test } from './fixtures';
import { cardFor, cards, expectLightboxToShow, gotoGallery, lightbox, projectsUnder } from './gallery';
import { holdTheFramework } from './framework';
import { untilSettled } from './settled';
import { projects, showreel, voiceDemos } from '../lib/content';
import { getVideo, progressiveMp4, readMediaManifest } from '../lib/media/manifest';

/** Requests for a video or audio file, or an adaptive stream's playlist or segment (not the posters: pictures). */
function recordMediaRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media' || /\.(webm|mp4|m4a|ogg|opus|m3u8|m4s)(\?|$)/.test(request.url())) {
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
  test.skip(!showreel?.src, 'the content has no showreel of its own (a video file: an external one is e2e/smoke/)');

  test(
    'shows its poster, fetches no video before Play, plays its adaptive stream with sound when asked, and is clean for axe while playing',
    { tag: '@phone' },
    async ({ page }) => {
      const media = recordMediaRequests(page);
      await page.goto('/');
      await untilSettled(page);
      await expect(reel(page)).toHaveAttribute('preload', 'none');
      await expect(reel(page)).toHaveAttribute('poster', /\.webp$/);
      if (showreel!.captions) await expect(reel(page).locator('track[kind="captions"]')).toHaveCount(1);
      expect(media).toEqual([]);
      // One way to start it: the Play button, not a second native play control under it.
      await expect(reel(page)).not.toHaveAttribute('controls');
      await section(page).getByRole('button', { name: /^Play/ }).click();
      // The first Play loads hls.js too (its own chunk): seconds on a test machine busy with other builds.
      await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.3);
      expect(await reel(page).evaluate((video: HTMLVideoElement) => video.muted)).toBe(false);
      expect(media.length).toBeGreaterThan(0);
      // Playing, it has the native controls and the keyboard's focus (the Play button is gone).
      await expect(reel(page)).toHaveAttribute('controls', '');
      await expect(reel(page)).toBeFocused();

      // The adaptive stream: hls.js feeding the video through Media Source Extensions (a blob: URL), or where
      // the browser has none, its own HLS playing the master playlist; never the progressive fallback.
      const choice = await reel(page).evaluate((video: HTMLVideoElement) => ({
        playing: video.currentSrc,
        native:
          !('MediaSource' in window || 'ManagedMediaSource' in window) &&
          video.canPlayType('application/vnd.apple.mpegurl') !== '',
        master: video.querySelector<HTMLSourceElement>('source[type="application/vnd.apple.mpegurl"]')?.src,
      }));
      if (choice.native) expect(choice.playing).toBe(choice.master);
      else expect(choice.playing).toMatch(/^blob:/);
      expect(media.some((request) => /\.m4s$/.test(new URL(request.url()).pathname))).toBe(true);

      await expectNoAxeViolations(page);
    },
  );

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
});

/** The projects whose card plays a preview and opens the lightbox on a video, newest first. */
const videoProjects = projectsUnder(null).filter((project) => project.media.some((item) => item.type === 'video'));
const videoCard = (page: Page) => cardFor(page, videoProjects[0]!.title);
const preview = (page: Page) => videoCard(page).locator('video');
const isPlaying = (video: ReturnType<typeof preview>) =>
  video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0);

/** What makes a card's preview play: pointing at it on a desktop, scrolling it into view on a phone. */
async function bringPreviewOn(page: Page) {
  if (isMobile(page)) await videoCard(page).scrollIntoViewIfNeeded();
  else await videoCard(page).hover();
}

test.describe("the gallery's video cards", () => {
  test.skip(videoProjects.length === 0, 'no project of this content has a video');

  test(
    'say Video, fetch nothing before the visitor acts, and play a muted preview on hover or in view, only there',
    { tag: '@phone' },
    async ({ page }) => {
      const media = recordMediaRequests(page);
      await gotoGallery(page);
      await untilSettled(page);
      const badged = cards(page).filter({ has: page.getByText('Video', { exact: true }) });
      await expect(badged).toHaveCount(videoProjects.length);
      // A phone may start the previews already in view: those small loops and nothing else.
      expect(media.filter((request) => !isMobile(page) || !/\.preview\./.test(request.url()))).toEqual([]);

      await bringPreviewOn(page);
      await expect.poll(() => isPlaying(preview(page))).toBe(true);
      await expect(preview(page)).toHaveAttribute('muted', '');
      await expect(preview(page)).toHaveAttribute('playsinline', '');
      expect(await preview(page).evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
      expect(media.every((request) => /\.preview\./.test(request.url()))).toBe(true);

      // Off the card (the pointer elsewhere, or the card scrolled away), the preview stops.
      if (isMobile(page)) {
        await videoCard(page).evaluate((card) => window.scrollBy(0, card.getBoundingClientRect().bottom + 10));
      } else {
        await page.getByRole('heading', { level: 1 }).hover();
      }
      await expect.poll(() => preview(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    },
  );

  test('play nothing by themselves for a visitor with Save-Data on', { tag: '@phone' }, async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
    );
    const media = recordMediaRequests(page);
    await gotoGallery(page);
    await bringPreviewOn(page);
    await untilSettled(page); // a preview starts within a frame of the pointer or the scroll
    expect(await preview(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    expect(media).toEqual([]);
  });

  test('open the lightbox on the video: Space plays it in place, Next and Close pause it', async ({ page }) => {
    const title = videoProjects[0]!.title;
    await gotoGallery(page);
    await videoCard(page)
      .getByRole('button', { name: /^Preview/ })
      .click();
    await expectLightboxToShow(page, title);
    const video = lightbox(page).locator('.yarl__slide_current video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('poster', /./);
    // Handed to the stream listener, which plays it as a stream where the browser has no HLS of its own (Firefox,
    // WebKitGTK: npm run test:engines); this Chromium would play the playlist by itself either way.
    await expect(video).toHaveAttribute('data-stream', /\.m3u8$/);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    await page.keyboard.press('Space');
    await expect.poll(() => isPlaying(video)).toBe(true);
    await expectLightboxToShow(page, title);
    await expectNoAxeViolations(page);

    // Each step starts the (short) video from the top, so it is playing, not over, when the step acts.
    const playFromStart = async () => {
      await video.evaluate((element: HTMLVideoElement) => {
        element.currentTime = 0;
        return element.play();
      });
      await expect.poll(() => isPlaying(video)).toBe(true);
      return (await video.elementHandle())!;
    };
    const pausedMidway = (element: Awaited<ReturnType<typeof playFromStart>>) =>
      element.evaluate((media: HTMLVideoElement) => media.paused && !media.ended);

    const played = await playFromStart();
    await lightbox(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pausedMidway(played)).toBe(true);

    await lightbox(page).getByRole('button', { name: 'Previous' }).click();
    await expectLightboxToShow(page, title);
    await untilSettled(page); // the slide has finished coming back (a video still moving in is paused on play)
    const again = await playFromStart();
    await lightbox(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => pausedMidway(again)).toBe(true);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a video card shows its badge but no preview plays on hover or in view', { tag: '@phone' }, async ({ page }) => {
    test.skip(videoProjects.length === 0, 'no project of this content has a video');
    const media = recordMediaRequests(page);
    await gotoGallery(page);
    await bringPreviewOn(page);
    await untilSettled(page); // a preview starts within a frame of the pointer or the scroll
    await expect(videoCard(page).getByText('Video', { exact: true })).toBeVisible();
    expect(await preview(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    expect(media).toEqual([]);
  });

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
  test('plays a video from its own controls as its adaptive stream, fetched only then', async ({ page }) => {
    const media = recordMediaRequests(page);
    await page.goto(`/portfolio/${withVideo!.slug}`);
    await untilSettled(page);
    // The project's slider (a picture beside the video) takes over the page's first markup once it runs, with
    // videos of its own: the one a visitor plays is the slider's.
    await expect(page.getByRole('main').locator('.swiper-initialized')).toBeVisible();
    const video = page.getByRole('main').locator('video[data-stream]').first();
    await expect(video).toHaveAttribute('data-stream', /\.m3u8$/);
    expect(media).toEqual([]);
    // What the native Play control does.
    await video.evaluate((element: HTMLVideoElement) => element.play().catch(() => undefined));
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.3);
    const playing = await video.evaluate((element: HTMLVideoElement) => ({
      src: element.currentSrc,
      stream: element.dataset.stream ?? '',
      native:
        !('MediaSource' in window || 'ManagedMediaSource' in window) &&
        element.canPlayType('application/vnd.apple.mpegurl') !== '',
    }));
    if (playing.native) expect(playing.src).toContain('.m3u8');
    else expect(playing.src).toMatch(/^blob:/);
    expect(media.some((request) => /\.m4s$/.test(new URL(request.url()).pathname))).toBe(true);
  });
});

const laterVideo = projects.find((project) => project.media.findIndex((item) => item.type === 'video') > 0);

test.describe('a video further along a project slider', () => {
  test.skip(!laterVideo, 'no project of this content has a video after its first item');

  test('fetches no poster and builds no player while its slide is hidden, and has both once the slider is up', async ({
    page,
  }) => {
    const posters: string[] = [];
    page.on('request', (request) => {
      if (/\/_media\/.+\.poster-\d+\./.test(request.url())) posters.push(request.url());
    });
    // Before the page's script runs (and without JavaScript) the first slide shows alone, the later ones hidden.
    const framework = await holdTheFramework(page);
    await page.goto(`/portfolio/${laterVideo!.slug}`, { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    const video = page.getByRole('main').locator('video').first();
    await expect(video).toBeAttached();
    await expect(video).not.toHaveAttribute('poster');
    await expect(video).not.toHaveAttribute('controls');
    expect(posters).toEqual([]);

    framework.release();
    const slider = page.locator('.swiper-initialized');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.locator('video').first()).toHaveAttribute('poster', /\.webp$/);
    await expect(slider.locator('video').first()).toHaveAttribute('controls');
    await expect.poll(() => posters.length).toBeGreaterThan(0);
  });
});

test('a project page with a video offers its MP4 to link previews (og:video), when it has one', async ({ page }) => {
  test.skip(videoProjects.length === 0, 'no project of this content has a video');
  const project = videoProjects[0]!;
  const first = project.media.find((item) => item.type === 'video')!;
  // A video too long for its small progressive fallback exists only as its stream, which previews do not play.
  const mp4 = progressiveMp4(getVideo(first.src, readMediaManifest()));
  await page.goto(`/portfolio/${project.slug}`);
  const video = page.locator('meta[property="og:video"]');
  if (!mp4) {
    await expect(video).toHaveCount(0);
    return;
  }
  await expect(video).toHaveAttribute('content', /^https?:\/\/.+\.mp4$/);
  await expect(page.locator('meta[property="og:video:type"]')).toHaveAttribute('content', 'video/mp4');
  await expect(page.locator('meta[property="og:video:width"]')).toHaveAttribute('content', String(mp4.width));
  const { pathname } = new URL((await video.getAttribute('content'))!);
  expect(pathname.endsWith(mp4.src)).toBe(true);
  const response = await page.request.get(pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('video/mp4');
});

test.describe('the voice demos', () => {
  test.skip(voiceDemos.length === 0, 'the content has no voice demos');

  test('are native audio players on the Services page, each under its title, that play when asked', async ({
    page,
  }) => {
    const media = recordMediaRequests(page);
    await page.goto('/services');
    const region = page.getByRole('region', { name: 'Voice demos' });
    for (const demo of voiceDemos) await expect(region.getByRole('heading', { name: demo.title })).toBeVisible();
    const players = region.locator('audio[controls]');
    await expect(players).toHaveCount(voiceDemos.length);
    expect(media).toEqual([]);
    await players.first().evaluate((audio: HTMLAudioElement) => audio.play());
    await expect
      .poll(() => players.first().evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(0.2);
    // Their page is checked by axe in e2e/home.spec.ts (the services page): native players, nothing of ours inside.
  });
});
