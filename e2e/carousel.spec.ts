import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';
import { untilIdle } from './settled';
import { clients } from '../lib/content';

/** A name only Swiper's core stylesheet holds: the lazy-loading spinner's animation. */
const SWIPER_CORE_STYLE = 'swiper-preloader-spin';

/** Scrolls to "My Clients" and waits for Swiper to take over from the static row. */
async function openCarousel(page: Page, path = '/'): Promise<Locator> {
  await page.goto(path);
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'My Clients' }) });
  await section.scrollIntoViewIfNeeded();
  const carousel = section.locator('.swiper-initialized');
  await expect(carousel).toBeVisible();
  return carousel;
}

/** The slides wholly inside the carousel's box. */
async function fullyVisibleSlides(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll('.swiper-slide')].filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}

/** The number ("N / {clients}") Swiper's a11y module gives the slide that is first in view. */
async function activeSlide(carousel: Locator): Promise<string | null> {
  return carousel.locator('.swiper-slide-active').getAttribute('aria-label');
}

/** The pagination bullets a visitor can reach: the window of bullets the pagination shows around the current logo. */
const reachableBullets = (carousel: Locator) =>
  carousel.getByRole('button', { name: /^Go to slide \d+$/ }).and(carousel.locator(':not([inert])'));

/** The farthest bullet within reach, and the slide number it names. */
async function farthestBullet(carousel: Locator): Promise<{ bullet: Locator; slide: number }> {
  const bullet = reachableBullets(carousel).last();
  const name = (await bullet.getAttribute('aria-label')) ?? '';
  return { bullet, slide: Number(name.replace(/\D+/g, '')) };
}

/** The spec's table: logos shown at a time, by the screen's width. */
const logosAt = (width: number) => (width >= 992 ? 6 : width >= 640 ? 4 : width >= 480 ? 3 : 2);

/** Slides in view, the pagination on one row of targets of 24 × 24 px at least, and nothing moved by Swiper. */
async function expectTheLayoutAt(page: Page, carousel: Locator, width: number) {
  await expect.poll(() => fullyVisibleSlides(carousel), { message: 'logos in view' }).toBe(logosAt(width));
  const row = await carousel.locator('.swiper-pagination').evaluate((pagination) => {
    const box = pagination.getBoundingClientRect();
    const bullets = [...pagination.querySelectorAll(':scope > :not([inert])')].map((bullet) =>
      bullet.getBoundingClientRect(),
    );
    return {
      height: box.height,
      inside: box.left >= 0 && box.right <= innerWidth,
      tops: new Set(bullets.map((bullet) => Math.round(bullet.top))).size,
      shown: bullets.every((bullet) => bullet.left >= box.left - 0.5 && bullet.right <= box.right + 0.5),
    };
  });
  expect(row, 'the pagination').toEqual({ height: 24, inside: true, tops: 1, shown: true });
  const bullets = reachableBullets(carousel);
  expect(await bullets.count()).toBeGreaterThanOrEqual(Math.min(clients.length, 3));
  for (const box of await bullets.evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON()))) {
    expect(box.width, 'a bullet’s width').toBeGreaterThanOrEqual(24);
    expect(box.height, 'a bullet’s height').toBeGreaterThanOrEqual(24);
  }
  await expectNoLayoutShift(page);
}

test.describe('the clients carousel', () => {
  test(
    'shows every client logo of the content once, each with a name, as many at a time as the screen takes, its pagination on one row, and moves nothing when Swiper takes over',
    { tag: '@phone' },
    async ({ page }) => {
      const carousel = await openCarousel(page);
      const logos = carousel.getByRole('img');
      await expect(logos).toHaveCount(clients.length);
      const alts = await logos.evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
      expect(new Set(alts).size).toBe(clients.length);
      expect(alts.every((alt) => alt && alt.trim())).toBe(true);
      expect(new Set(alts)).toEqual(new Set(clients.map((client) => client.alt)));
      await expectTheLayoutAt(page, carousel, page.viewportSize()!.width);
    },
  );

  // Each breakpoint of the table, and 768 px (a tablet) between two: on the desktop browser, resized.
  for (const width of [320, 480, 640, 768, 992]) {
    test(`shows ${logosAt(width)} logos at a time ${width} px wide, its pagination on one row, and moves nothing when Swiper takes over`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const carousel = await openCarousel(page);
      await expectTheLayoutAt(page, carousel, width);
    });
  }

  test('moves on by itself every 5 seconds, goes to a slide when its bullet is clicked and keeps going after, and stops while paused', async ({
    page,
  }) => {
    await page.clock.install();
    const carousel = await openCarousel(page);
    const first = await activeSlide(carousel);
    await page.clock.runFor(5_200);
    await expect.poll(() => activeSlide(carousel)).not.toBe(first);

    const { bullet, slide } = await farthestBullet(carousel);
    expect(slide).toBeGreaterThan(1);
    await bullet.click();
    await expect.poll(() => activeSlide(carousel)).toBe(`${slide} / ${clients.length}`);
    await expect(carousel.getByRole('button', { name: `Go to slide ${slide}`, exact: true })).toHaveClass(
      /swiper-pagination-bullet-active(\s|$)/,
    );
    // It rests under the pointer; the visitor moves on.
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_700);
    await expect.poll(() => activeSlide(carousel)).toBe(`${slide + 1} / ${clients.length}`);

    await test.step('paused, it stays; played again, it moves on', async () => {
      await page.getByRole('button', { name: 'Pause carousel' }).click();
      await page.mouse.move(0, 0);
      const paused = await activeSlide(carousel);
      await page.clock.runFor(16_000);
      expect(await activeSlide(carousel)).toBe(paused);
      await page.getByRole('button', { name: 'Play carousel' }).click();
      await page.mouse.move(0, 0);
      await page.clock.runFor(5_700);
      await expect.poll(() => activeSlide(carousel)).not.toBe(paused);
    });
  });

  test('stands still when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const carousel = await openCarousel(page);
    const first = await activeSlide(carousel);
    await page.clock.runFor(16_000);
    expect(await activeSlide(carousel)).toBe(first);
  });

  // That no page holds Swiper's code or styles up front is `npm run test:budgets`'s check (budgets.json, lazyOnly).
  test("moves nothing on the Services page while it starts, and draws with Swiper's own styles, which come with Swiper", async ({
    page,
  }) => {
    const carousel = await openCarousel(page, '/services');
    await expectNoLayoutShift(page);
    const applied = await page.evaluate(
      (name) =>
        [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(name))),
      SWIPER_CORE_STYLE,
    );
    expect(applied).toBe(true);
    await expect(carousel.locator('.swiper-wrapper')).toHaveCSS('display', 'flex');
  });

  test('is not downloaded by pages without it', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        // A script answered just as the test ends has no body to read any more: count it as empty.
        scripts.push(response.text().catch(() => ''));
    });
    // The page runs, the reader scrolls to the end, and the browser has had an idle moment: anything the page
    // would fetch by itself has been asked for by then.
    await page.goto('/contact');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await untilIdle(page);
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    // A string of Swiper's own code (its class names are otherwise built at run time).
    expect(code.some((text) => text.includes('swiper-lazy-preloader'))).toBe(false);
  });
});
