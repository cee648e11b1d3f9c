import type { Page } from '@playwright/test';
import { expect, PAGES, test } from './fixtures';
import { holdTheFramework } from './framework';
import { LABEL, TABS, cardFor, cards, projectsUnder, tab, titlesInReadingOrder } from './gallery';
import { site } from '../lib/content';

/**
 * What a visitor can do before the page's script has run: on a slow phone that is the first seconds of every
 * visit. The same journeys without JavaScript at all, where the HTML can do it alone.
 */
const WAYS = [
  { way: 'before the page’s script runs', javaScriptEnabled: true },
  { way: 'without JavaScript', javaScriptEnabled: false },
] as const;

for (const { way, javaScriptEnabled } of WAYS) {
  test.describe(way, () => {
    test.use({ javaScriptEnabled });
    test.beforeEach(async ({ page }) => {
      if (javaScriptEnabled) await holdTheFramework(page);
    });
    test.afterEach(async ({ page }) => {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    test('a card’s Preview opens the whole picture', async ({ page }) => {
      const project = projectsUnder(null).find((p) => p.imgHref)!;
      await open(page, '/portfolio');
      const preview = cardFor(page, project.title).getByRole('link', { name: /^Preview/ });
      await preview.click();
      // The browser shows the picture on its own: the full-size variant of the project's artwork.
      await expect(page).toHaveURL(new RegExp(`/_img${project.imgHref!.replace(/\.\w+$/, '')}-\\d+\\.webp$`));
      await expect.poll(() => page.evaluate(() => document.querySelector('img')?.naturalWidth ?? 0)).toBeGreaterThan(0);
    });

    if (javaScriptEnabled) {
      // The static grid has the screen's column count: one on the phone, three on the desktop.
      test(
        "a shared ?filter= address shows only that tab's cards, in order, with its tab pressed, for every tab",
        { tag: '@phone' },
        async ({ page }) => {
          for (const [name, tag] of TABS.filter(([, tag]) => tag !== null)) {
            await test.step(`?filter=${tag}`, async () => {
              await open(page, `/portfolio?filter=${tag}`);
              const expected = projectsUnder(tag);
              await expect(tab(page, name)).toHaveAttribute('aria-pressed', 'true');
              await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
              await expect(cards(page)).toHaveCount(expected.length);
              expect(await titlesInReadingOrder(page)).toEqual(expected.map((project) => project.title));
            });
          }
        },
      );
    } else {
      test('a shared filtered address shows every card, with All pressed: nothing can read the address', async ({
        page,
      }) => {
        await open(page, '/portfolio?filter=director');
        await expect(tab(page, LABEL.all)).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
        await expect(cards(page)).toHaveCount(projectsUnder(null).length);
      });
    }

    // The same pages before their script runs (held back), and once it runs: e2e/not-found.spec.ts.
    if (!javaScriptEnabled) {
      test('an unknown project says "Projeto não encontrado" and leads back to the portfolio', async ({ page }) => {
        const response = await open(page, '/portfolio/no-such-project');
        expect(response?.status()).toBe(404);
        // Each folder has a 404 page of its own: it says which without a script too.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projeto não encontrado');
        await expect(page).toHaveTitle(`Projeto não encontrado | ${site.ownerName}`);
        await page.getByRole('link', { name: 'Voltar ao portfólio' }).click();
        await expect(page).toHaveURL(/\/portfolio$/);
        await expect(page.getByRole('heading', { name: `Hey, I'm ${site.ownerName}` })).toBeVisible();
      });

      test('any other unknown address says "Page not found" and leads home', async ({ page }) => {
        await open(page, '/no-such-page');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
        await expect(page).toHaveTitle(`Not found | ${site.ownerName}`);
        await page.getByRole('link', { name: 'Go to the home page' }).click();
        await expect(page).toHaveTitle(`Home | ${site.ownerName}`);
      });
    }

    test('the phone menu opens and reaches every page', { tag: '@phone-only' }, async ({ page }) => {
      await open(page, '/');
      for (const { path, name } of PAGES) {
        const toggle = page.getByRole('button', { name: /menu/i });
        const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
        await expect(link).toBeHidden();
        await toggle.click();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
        await expect(page).toHaveTitle(`${name} | ${site.ownerName}`);
      }
    });
  });
}

/** Opens a page without waiting for its script (which is held back, or off). */
async function open(page: Page, path: string) {
  return page.goto(path, { waitUntil: 'commit' });
}
