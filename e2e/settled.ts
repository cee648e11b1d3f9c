import type { Page } from '@playwright/test';

/**
 * Waits until the page has finished what it does by itself after loading, judged by conditions rather than by a
 * quiet network: the fonts are in (or have failed), every picture in view has arrived, no animation is running,
 * and the page has laid itself out twice more since.
 */
export async function untilSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    };
    const picturesIn = [...document.images].filter(inView).every((image) => image.complete);
    const still = document.getAnimations().every((animation) => animation.playState !== 'running');
    return document.fonts.status === 'loaded' && picturesIn && still;
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Waits until the browser has had an idle moment with the page: what it runs "when idle" has started by then. */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5_000 })));
}
