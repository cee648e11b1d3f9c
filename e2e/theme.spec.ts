import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { holdTheFramework, untilHydrated } from './framework';
import { tab } from './gallery';
import { paper } from '../styles/tokens';
import { untilSettled } from './settled';

/** The header's Theme control (UI contract, "Themes"): a button that opens Light, Dark and System. */
const themeButton = (page: Page) => page.getByRole('button', { name: 'Theme', exact: true });
const option = (page: Page, name: Choice) => page.getByRole('radio', { name, exact: true });
type Choice = 'Light' | 'Dark' | 'System';

async function chooseTheme(page: Page, name: Choice) {
  await themeButton(page).click();
  await option(page, name).check();
}

/** What a theme looks like on the page: the page's colour (styles/tokens.ts) and <html>'s `color-scheme`. */
const LOOK = {
  light: { background: rgb(paper.light), colorScheme: 'light' },
  dark: { background: rgb(paper.dark), colorScheme: 'dark' },
};

/** The theme the page shows now: its background and <html>'s computed `color-scheme`. */
const shownTheme = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
  }));

/**
 * Opens `path` again with the framework held back, and returns the theme the page had as soon as its HTML was
 * parsed (DOMContentLoaded), before any of its chunks could run: what the first paint shows.
 */
async function themeAtFirstPaint(page: Page, path: string) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const lookAtParse = {
        background: getComputedStyle(document.body).backgroundColor,
        colorScheme: getComputedStyle(document.documentElement).colorScheme,
        booted: document.documentElement.hasAttribute('data-hydrated'),
      };
      Object.assign(window, { lookAtParse });
    });
  });
  const { release } = await holdTheFramework(page);
  await page.goto(path, { waitUntil: 'commit' });
  const look = await page
    .waitForFunction(() => (window as { lookAtParse?: object }).lookAtParse)
    .then((handle) => handle.jsonValue());
  release();
  await untilHydrated(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return look;
}

const themeColours = (page: Page) =>
  page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((meta) => `${meta.getAttribute('media')} ${meta.getAttribute('content')}`));

test.describe('the Theme control', () => {
  test('offers Light, Dark and System, with System chosen at first', async ({ page }) => {
    await page.goto('/');
    await themeButton(page).click();
    const choices = page.getByRole('group', { name: 'Theme' }).getByRole('radio');
    await expect(choices).toHaveCount(3);
    for (const name of ['Light', 'Dark', 'System'] as const) await expect(option(page, name)).toBeVisible();
    await expect(option(page, 'System')).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(option(page, 'System')).toBeHidden();
  });

  test('Dark darkens the page at once, and a reload paints it dark from the first frame', async ({ page }) => {
    await page.goto('/about');
    expect(await shownTheme(page)).toEqual(LOOK.light);
    await chooseTheme(page, 'Dark');
    // No waiting: the page is dark as soon as the choice is made.
    expect(await shownTheme(page)).toEqual(LOOK.dark);
    expect(await themeColours(page)).toEqual([
      `(prefers-color-scheme: light) ${paper.dark}`,
      `(prefers-color-scheme: dark) ${paper.dark}`,
    ]);

    expect(await themeAtFirstPaint(page, '/about')).toEqual({ ...LOOK.dark, booted: false });
    await themeButton(page).click();
    await expect(option(page, 'Dark')).toBeChecked();
    expect(await shownTheme(page)).toEqual(LOOK.dark);
  });

  test('Light keeps the page light when the system prefers dark, across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/services');
    expect(await shownTheme(page)).toEqual(LOOK.dark);
    await chooseTheme(page, 'Light');
    expect(await shownTheme(page)).toEqual(LOOK.light);
    expect(await themeAtFirstPaint(page, '/services')).toEqual({ ...LOOK.light, booted: false });
    await themeButton(page).click();
    await expect(option(page, 'Light')).toBeChecked();
  });

  test('System follows the system’s preference as it changes, and is what a page without a choice shows', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await shownTheme(page)).toEqual(LOOK.dark);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await shownTheme(page)).toEqual(LOOK.light);
    expect(await themeColours(page)).toEqual([
      `(prefers-color-scheme: light) ${paper.light}`,
      `(prefers-color-scheme: dark) ${paper.dark}`,
    ]);

    // A choice, then back to System: the page follows the system again, and nothing is remembered.
    await chooseTheme(page, 'Dark');
    await option(page, 'System').check();
    expect(await shownTheme(page)).toEqual(LOOK.light);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await shownTheme(page)).toEqual(LOOK.dark);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('goes with the visitor from page to page', async ({ page }) => {
    await page.goto('/');
    await chooseTheme(page, 'Dark');
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    expect(await shownTheme(page)).toEqual(LOOK.dark);
    await themeButton(page).click();
    await expect(option(page, 'Dark')).toBeChecked();
  });

  test(
    'on a phone sits in the header bar beside the menu, keeps its place and size when the page’s script arrives, and darkens the page',
    { tag: '@phone-only' },
    async ({ page }) => {
      const { release } = await holdTheFramework(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(themeButton(page)).toBeVisible();
      const before = await themeButton(page).boundingBox();
      release();
      await untilHydrated(page);
      const button = await themeButton(page).boundingBox();
      expect(button).toEqual(before);

      const menu = await page.getByRole('button', { name: /menu/i }).boundingBox();
      expect(button && menu).toBeTruthy();
      expect(button!.x + button!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(Math.abs(button!.y - menu!.y)).toBeLessThan(1);
      await chooseTheme(page, 'Dark');
      expect(await shownTheme(page)).toEqual(LOOK.dark);
    },
  );

  // Open, in the theme the page shows; each kind of page is checked in both themes by its own spec.
  test('has no accessibility violations while open', async ({ page }) => {
    await page.goto('/');
    await themeButton(page).click();
    await expect(option(page, 'System')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('stays usable in forced colours, where the pressed filter tab is told apart by more than its fill', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/portfolio');
    await expect(themeButton(page)).toBeVisible();
    await expect(themeButton(page)).toHaveCSS('border-top-style', 'solid');
    await chooseTheme(page, 'Dark');
    await expect(option(page, 'Dark')).toBeChecked();
    await page.keyboard.press('Escape');
    // Forced colours replace authors' fills with the page's own; the pressed tab takes the system's selection.
    const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const fill = (name: string) => tab(page, name).evaluate((button) => getComputedStyle(button).backgroundColor);
    await expect(tab(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    expect(await fill('Creator')).toBe(canvas);
    expect(await fill('All')).not.toBe(canvas);

    // The carousel's dots are fills too: they are drawn in the system's colours, the current one apart.
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'My Clients' }) });
    await section.scrollIntoViewIfNeeded();
    const bullets = section.locator('.swiper-initialized').getByRole('button', { name: /^Go to slide \d+$/ });
    await expect(bullets.first()).toBeVisible();
    // Stopped, and no dot still fading between two colours: a slide change mid-read would catch one half-way.
    await section.getByRole('button', { name: 'Pause carousel' }).click();
    await untilSettled(page);
    const dots = await bullets.evaluateAll((all) =>
      all.map((bullet) => ({
        current: bullet.getAttribute('aria-current') === 'true',
        fill: getComputedStyle(bullet, '::after').backgroundColor,
      })),
    );
    const current = dots.filter((dot) => dot.current).map((dot) => dot.fill);
    const others = new Set(dots.filter((dot) => !dot.current).map((dot) => dot.fill));
    expect(current).toHaveLength(1);
    expect(others.size).toBe(1);
    expect([canvas, ...others]).not.toContain(current[0]);
    expect(others).not.toContain(canvas);
  });
});

test.describe('before the page’s script runs', () => {
  test('the control opens and its choice darkens the page and is remembered', async ({ page }) => {
    const { release } = await holdTheFramework(page);
    await page.goto('/portfolio', { waitUntil: 'commit' });
    await chooseTheme(page, 'Dark');
    expect(await shownTheme(page)).toEqual(LOOK.dark);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    await untilHydrated(page);
    await expect(option(page, 'Dark')).toBeChecked();
    expect(await shownTheme(page)).toEqual(LOOK.dark);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(await themeAtFirstPaint(page, '/portfolio')).toEqual({ ...LOOK.dark, booted: false });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('System follows the system, and the radio buttons still switch the page', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await shownTheme(page)).toEqual(LOOK.dark);
    await chooseTheme(page, 'Light');
    expect(await shownTheme(page)).toEqual(LOOK.light);
    await option(page, 'Dark').check();
    expect(await shownTheme(page)).toEqual(LOOK.dark);
  });
});

/** `#faf6ef` → `rgb(250, 246, 239)`, as computed styles write it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
