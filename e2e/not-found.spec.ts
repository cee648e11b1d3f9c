import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { holdTheFramework, untilHydrated } from './framework';
import { expectNoLayoutShift } from './layout-shift';
import { site } from '../lib/content';

const NAV_LABELS = ['Home', 'About', 'Services', 'Portfolio', 'Contact'];

/**
 * The not-found pages, English (the Portuguese one: e2e/languages.spec.ts; without JavaScript:
 * e2e/before-script.spec.ts). An unknown project's address gets the portfolio folder's 404 page, any other address
 * the site's: each says the right thing from the first paint, before the framework runs, and keeps saying it.
 */
const NOT_FOUND = [
  {
    address: '/portfolio/no-such-project',
    heading: 'Projeto não encontrado',
    title: `Projeto não encontrado | ${site.ownerName}`,
    wayBack: 'Voltar ao portfólio',
    arrival: /\/portfolio$/,
    arrived: (page: Page) => page.getByRole('heading', { name: `Hey, I'm ${site.ownerName}` }),
  },
  {
    address: '/no-such-page',
    heading: 'Page not found',
    title: `Not found | ${site.ownerName}`,
    wayBack: 'Go to the home page',
    arrival: /\/$/,
    arrived: (page: Page) => page.getByRole('heading', { level: 1, name: site.ownerName }),
  },
];

test.describe('an unknown address', () => {
  for (const { address, heading, title, wayBack, arrival, arrived } of NOT_FOUND) {
    test(`${address} answers 404 with "${heading}" from the first paint, marks no menu link as current, and leads back`, async ({
      page,
    }) => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      const shows = async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(title);
        // The not-found page is none of the menu's pages, not even Portfolio for a project's address.
        await expect(nav.getByRole('link', { includeHidden: true })).toHaveText(NAV_LABELS);
        await expect(nav.locator('[aria-current]')).toHaveCount(0);
      };

      const { release } = await holdTheFramework(page);
      const response = await page.goto(address, { waitUntil: 'commit' });
      expect(response?.status()).toBe(404);
      await test.step('before its script runs', shows);

      release();
      await untilHydrated(page);
      await test.step('once it runs: the same, and nothing has moved', async () => {
        await shows();
        await expectNoLayoutShift(page);
      });

      // The 404 is a kind of page: both themes once (here), the other not-found message in the theme it shows.
      if (address === NOT_FOUND[0]!.address) await expectNoAxeViolationsInBothThemes(page);
      else await expectNoAxeViolations(page);

      await page.getByRole('link', { name: wayBack }).click();
      await expect(page).toHaveURL(arrival);
      await expect(arrived(page)).toBeVisible();
    });
  }
});
