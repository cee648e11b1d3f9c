import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { untilIdle } from './settled';
import type { Page } from '@playwright/test';
import { clients, services, site } from '../lib/content';

/** "My Clients" is there when some client has a logo, and left out when none has. */
async function expectTheClientsSection(page: Page) {
  await expect(page.getByRole('heading', { name: 'My Clients' })).toHaveCount(clients.length > 0 ? 1 : 0);
}

test.describe('the home page', () => {
  test('opens with the owner, her roles and the ways to her work and to her, loads the hero artwork first, and ends with "My Clients"', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.ownerName);
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    for (const role of site.roles) await expect(hero.getByText(role, { exact: true })).toBeVisible();
    await expect(hero.getByRole('link', { name: /portfolio/i })).toHaveAttribute('href', '/portfolio');
    await expect(hero.getByRole('link', { name: /touch/i })).toHaveAttribute('href', '/contact');

    await test.step('the hero artwork: eagerly, with high priority, in modern formats and at its own size', async () => {
      const art = page.getByRole('img', { name: site.heroImage.alt });
      await expect(art).toHaveAttribute('fetchpriority', 'high');
      await expect(art).toHaveAttribute('loading', 'eager');
      await expect(art).toHaveAttribute('width', /\d+/);
      await expect(art).toHaveAttribute('height', /\d+/);
      const formats = await page
        .locator('picture', { has: art })
        .locator('source')
        .evaluateAll((sources) => sources.map((s) => s.getAttribute('type')));
      expect(formats).toEqual(['image/avif', 'image/webp']);
      expect(await art.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    });

    await expectTheClientsSection(page);
  });

  test('lists the six services, each with its title and description, revealed as it scrolls into view after its delay', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Services' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(services.map((service) => service.title));
    const last = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: services.at(-1)!.title }) });
    // Below the fold on arrival: hidden, waiting for the visitor.
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    for (const service of services) {
      await section.getByRole('heading', { name: service.title }).scrollIntoViewIfNeeded();
      await expect(section.getByText(service.desc)).toBeVisible();
    }
    await page.mouse.wheel(0, 200);
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expectNoAxeViolationsInBothThemes(page);
  });
});

test.describe('the services page', () => {
  test('shows the six services and the clients carousel, with no accessibility violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
    for (const service of services) {
      await expect(page.getByRole('heading', { level: 2, name: service.title })).toBeAttached();
      await expect(page.getByText(service.desc)).toBeAttached();
    }
    await expectTheClientsSection(page);
    await expectNoAxeViolationsInBothThemes(page);
  });
});

test.describe('on-scroll motion', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('leaves every section readable', async ({ page }) => {
      await page.goto('/');
      for (const service of services) {
        const heading = page.getByRole('heading', { level: 3, name: service.title });
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeVisible();
        expect(await heading.evaluate((el) => getComputedStyle(el.closest('li')!).opacity)).toBe('1');
      }
    });
  });

  test('does not move anything when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: services[5]!.title }) });
    // The motion engine would start when the page is idle after booting: by then nothing has moved.
    await card.scrollIntoViewIfNeeded();
    await untilIdle(page);
    expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await card.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  });
});
