import { PAGES, expect, test } from './fixtures';
import { projects } from '../lib/content';
import { AFTER_LOAD_MS } from '../scripts/startup/loader';

const ROUTES = [...PAGES.map((page) => page.path), `/portfolio/${projects[0]!.slug}`];

// The pages are complete HTML: they show themselves first and boot the framework afterwards (scripts/export/startup.ts).
test.describe('loading', () => {
  for (const route of ROUTES) {
    test(`${route} shows its content before it asks for the framework`, async ({ page }) => {
      await page.goto(route);
      const timings = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0];
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          loaded: navigation instanceof PerformanceNavigationTiming ? navigation.loadEventStart : null,
          chunks: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
            .map((entry) => entry.startTime),
        };
      });
      expect(timings.firstPaint, 'the first contentful paint was recorded').not.toBeNull();
      expect(timings.loaded, 'the load event was recorded').toBeGreaterThan(0);
      expect(timings.chunks.length, 'the framework chunks were fetched').toBeGreaterThan(0);
      // The loader asks for the framework on the first paint, or, should no paint come (a renderer starved of
      // processor time), AFTER_LOAD_MS after the load event: whichever comes first, never before both.
      const boot = Math.min(timings.firstPaint!, timings.loaded! + AFTER_LOAD_MS);
      expect(Math.min(...timings.chunks)).toBeGreaterThan(boot);
    });
  }
});

// An optional font (styles/fonts.ts) is used only when it is there for the first layout: a page that does not
// preload it shows the fallback on nearly every first visit. The not-found pages are pages too (a host serves them
// at every unknown address), and Next writes no preloads for the global one (scripts/export/preload-fonts.ts adds them).
// The preloads must be in the HTML: the framework adds its own font hints when it boots, after the first paint,
// too late to count. So the pages are read as parsed, with no script run. The Portuguese pages have a root layout of
// their own (app/(pt)): its home and its not-found page stand for them.
const FONT_ROUTES = [...ROUTES, '/pt-br', '/no-such-page', '/pt-br/pagina-que-nao-existe'];

test.describe('fonts', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of FONT_ROUTES) {
    test(`${route} preloads every font it shows only when ready in time, once, in CORS mode`, async ({ page }) => {
      await page.goto(route);
      const fonts = await page.evaluate(() => {
        const absolute = (url: string) => new URL(url, document.baseURI).href;
        const rulesOf = (rules: CSSRuleList): CSSRule[] =>
          [...rules].flatMap((rule) => ('cssRules' in rule ? rulesOf((rule as CSSGroupingRule).cssRules) : [rule]));
        const optional = [...document.styleSheets]
          .flatMap((sheet) => rulesOf(sheet.cssRules))
          .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
          .filter((rule) => rule.style.getPropertyValue('font-display') === 'optional')
          .map((rule) => rule.style.getPropertyValue('src').match(/url\("?([^")]+)"?\)/)?.[1])
          .filter((url): url is string => Boolean(url))
          .map(absolute);
        const links = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="font"]')];
        return {
          optional: [...new Set(optional)].sort(),
          preloaded: links.map((link) => link.href).sort(),
          withoutCors: links.filter((link) => link.crossOrigin !== 'anonymous').map((link) => link.href),
        };
      });
      expect(fonts.optional.length, 'the page declares optional web fonts').toBeGreaterThan(0);
      expect(fonts.preloaded, 'each optional font preloaded once, and nothing else').toEqual(fonts.optional);
      expect(fonts.withoutCors, 'font preloads without crossorigin are fetched twice').toEqual([]);
    });
  }
});
