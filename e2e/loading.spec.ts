import { PAGES, expect, test } from './fixtures';
import { projects } from '../data';

const ROUTES = [...PAGES.map((page) => page.path), `/portfolio/${projects[0]!.slug}`];

// The pages are complete HTML: they show themselves first and boot the framework afterwards (scripts/tune-startup.ts).
test.describe('loading', () => {
  for (const route of ROUTES) {
    test(`${route} shows its content before it asks for the framework`, async ({ page }) => {
      await page.goto(route);
      const timings = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timings.firstPaint, 'the first contentful paint was recorded').not.toBeNull();
      expect(timings.chunks.length, 'the framework chunks were fetched').toBeGreaterThan(0);
      expect(Math.min(...timings.chunks)).toBeGreaterThan(timings.firstPaint!);
    });
  }
});
