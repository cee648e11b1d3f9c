import { PAGES, expect, test } from './fixtures';
import { projects } from '../data';

const ROUTES = [...PAGES.map((page) => page.path), `/portfolio/${projects[0]!.slug}`];

declare global {
  interface Window {
    firstFrameAt?: number;
  }
}

// The pages are complete HTML: they show themselves first and boot the framework afterwards (scripts/paint-first.ts).
test.describe('loading', () => {
  for (const route of ROUTES) {
    test(`${route} renders its first frame before it asks for the framework`, async ({ page }) => {
      // Runs before the page's own scripts, so this callback is the first of the first frame.
      await page.addInitScript(() => requestAnimationFrame(() => (window.firstFrameAt = performance.now())));
      await page.goto(route);
      const timings = await page.evaluate(() => ({
        firstFrame: window.firstFrameAt ?? null,
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timings.firstFrame, 'a frame was rendered').not.toBeNull();
      expect(timings.chunks.length, 'the framework chunks were fetched').toBeGreaterThan(0);
      expect(Math.min(...timings.chunks)).toBeGreaterThan(timings.firstFrame!);
    });
  }
});
