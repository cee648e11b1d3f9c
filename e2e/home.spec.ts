import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { untilIdle } from './settled';
import { services, site } from '../data';

test.describe('the home page', () => {
  test('opens with the owner, her roles and the ways to her work and to her', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.ownerName);
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    for (const role of site.roles) await expect(hero.getByText(role, { exact: true })).toBeVisible();
    await expect(hero.getByRole('link', { name: /portfolio/i })).toHaveAttribute('href', '/portfolio');
    await expect(hero.getByRole('link', { name: /touch/i })).toHaveAttribute('href', '/contact');
  });

  test('loads the hero artwork first: eagerly, with high priority, in modern formats and at its own size', async ({
    page,
  }) => {
    await page.goto('/');
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

  test('lists the six services, each with its title and description', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Services' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(services.map((service) => service.title));
    for (const service of services) {
      await section.getByRole('heading', { name: service.title }).scrollIntoViewIfNeeded();
      await expect(section.getByText(service.desc)).toBeVisible();
    }
  });

  test('ends with the clients section "My Clients"', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'My Clients' })).toBeAttached();
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});

test.describe('the services page', () => {
  test('shows the six services and the clients carousel', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
    for (const service of services) {
      await expect(page.getByRole('heading', { level: 2, name: service.title })).toBeAttached();
      await expect(page.getByText(service.desc)).toBeAttached();
    }
    await expect(page.getByRole('heading', { name: 'My Clients' })).toBeAttached();
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services');
    await expectNoAxeViolations(page);
  });
});

test.describe('on-scroll motion', () => {
  test('leaves every section readable without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    for (const service of services) {
      const heading = page.getByRole('heading', { level: 3, name: service.title });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
      expect(await heading.evaluate((el) => getComputedStyle(el.closest('li')!).opacity)).toBe('1');
    }
    await context.close();
  });

  test('reveals a service card as it scrolls into view, after its delay', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: services[5]!.title }) });
    // Below the fold on arrival: hidden, waiting for the visitor.
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
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
