import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectNoAxeViolations } from './axe';
import { expect, PAGES, test } from './fixtures';
import { expectNoLayoutShift } from './layout-shift';
import { projects, site } from '../lib/content';
import { messagesFor } from '../lib/i18n/messages';
import { holdTheFramework, untilHydrated } from './framework';
import { untilSettled } from './settled';

const NAV_LABELS = ['Home', 'About', 'Services', 'Portfolio', 'Contact'];

test.describe('every page', () => {
  for (const { path, name } of PAGES) {
    test(`${path} has the title '${name} | owner', the header, the footer, one h1, and marks its own menu link as the current page`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${name} | ${site.ownerName}`);

      const header = page.getByRole('banner');
      await expect(header).toHaveCount(1);
      await expect(header.getByRole('link', { name: site.ownerName, exact: true })).toHaveAttribute('href', '/');
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveCount(1);

      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { includeHidden: true })).toHaveText(NAV_LABELS);
      await expect(nav.getByRole('link', { name, exact: true, includeHidden: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  // Sideways scroll depends on what each page holds: one page of each kind, the longest words included.
  const project = projects.find((entry) => entry.media.length > 1) ?? projects[0]!;
  const KINDS = [...PAGES.map(({ path }) => path), `/portfolio/${project.slug}`, '/portfolio/no-such-project'];
  for (const path of KINDS) {
    for (const fonts of ['web', 'fallback'] as const) {
      test(`${path} does not scroll sideways at 320 px in the ${fonts} fonts`, async ({ page }) => {
        // The web fonts are `optional`: on a slow first visit the page keeps the system fonts, which run wider.
        if (fonts === 'fallback') await page.route('**/*.woff2', (route) => route.abort('aborted'));
        await page.setViewportSize({ width: 320, height: 640 });
        await page.goto(path);
        // Past the lazy parts first (the carousel, revealed sections), so they are in their final layout.
        const clients = page.locator('section', { has: page.getByRole('heading', { name: 'My Clients' }) });
        if ((await clients.count()) > 0) {
          await clients.scrollIntoViewIfNeeded();
          await expect(clients.locator('.swiper-initialized')).toBeVisible();
        }
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await untilSettled(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});

test.describe('the header', () => {
  // A page's HTML reaches the browser in pieces, cut wherever the link cuts it, and a browser may paint between two.
  // 640 px wide: the menu folded into its toggle, the language link and the Theme control beside it.
  test("moves nothing when the page's HTML arrives in two pieces, the first ending at the menu's toggle", async ({
    page,
    baseURL,
  }) => {
    const body = await (await fetch(`${baseURL}/`)).text();
    const cut = body.indexOf('</button>', body.indexOf('<nav')) + '</button>'.length;
    expect(cut, 'the menu toggle in the HTML').toBeGreaterThan('</button>'.length);
    // Serves Home's HTML in two pieces half a second apart (without the site's headers: its CSP's 'self' would be
    // this server); everything else comes from the site.
    const server = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(body.slice(0, cut));
      setTimeout(() => response.end(body.slice(cut)), 500);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      await page.setViewportSize({ width: 640, height: 800 });
      const { port } = server.address() as AddressInfo;
      await page.route(`${baseURL}/`, (route) => route.continue({ url: `http://127.0.0.1:${port}/` }));
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Theme' })).toBeVisible();
      await expectNoLayoutShift(page);
    } finally {
      server.close();
    }
  });
});

/** The menu folds into a toggle below 1200 px: on the phone. */
test.describe('the menu', () => {
  test(
    'on a narrow screen opens and closes with the toggle (its icon and name changing), a link, and Escape, and is accessible while open',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: /menu/i });
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
      const icon = toggle.locator('svg:visible');

      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(about).toBeHidden();
      const closedIcon = await icon.innerHTML();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Close menu');
      expect(await icon.innerHTML(), 'the icon while open').not.toEqual(closedIcon);
      await expect(about).toBeVisible();
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(about).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await about.click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(about).toBeHidden();
    },
  );

  test(
    'opened before the script runs, it stays open and says so once the script runs',
    { tag: '@phone-only' },
    async ({ page }) => {
      const { release } = await holdTheFramework(page);
      await page.goto('/', { waitUntil: 'commit' });
      const toggle = page.getByRole('button', { name: /menu/i });
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
      await toggle.click();
      await expect(about).toBeVisible();
      release();
      await untilHydrated(page);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Close menu');
      await expect(about).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(about).toBeHidden();
    },
  );

  test(
    'adds no listener for Back that outlives it, however often it opens',
    { tag: '@phone-only' },
    async ({ page }) => {
      // Count the window's `popstate` listeners as the page adds and removes them.
      await page.addInitScript(() => {
        const listeners = new Set<unknown>();
        const add = window.addEventListener.bind(window);
        const remove = window.removeEventListener.bind(window);
        window.addEventListener = ((type: string, listener: unknown, options?: unknown) => {
          if (type === 'popstate') listeners.add(listener);
          return add(type, listener as EventListener, options as AddEventListenerOptions);
        }) as typeof window.addEventListener;
        window.removeEventListener = ((type: string, listener: unknown, options?: unknown) => {
          if (type === 'popstate') listeners.delete(listener);
          return remove(type, listener as EventListener, options as EventListenerOptions);
        }) as typeof window.removeEventListener;
        Object.defineProperty(window, 'popstateListeners', { get: () => listeners.size });
      });
      const listenersForBack = () =>
        page.evaluate(() => (window as unknown as { popstateListeners: number }).popstateListeners);
      await page.goto('/');
      const toggle = page.getByRole('button', { name: /menu/i });
      const before = await listenersForBack();
      for (let time = 0; time < 10; time += 1) {
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
      expect(await listenersForBack()).toBe(before);
    },
  );

  test('on a wide screen every link shows and there is no toggle', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: /menu/i })).toBeHidden();
    for (const label of NAV_LABELS) {
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }),
      ).toBeVisible();
    }
  });
});

test.describe('the back-to-top control', () => {
  test('appears only above 100 px of scroll and takes the visitor back to the top', async ({ page }) => {
    await page.goto('/about');
    const backToTop = page.getByRole('button', { name: /top/i });
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(backToTop).toBeVisible();

    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });
});

test.describe('the footer', () => {
  test("shows the visitor's current year (even when the site was built in an earlier one), the owner, the rights line and links that open in a new tab", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2031-03-15T12:00:00Z'));
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2031');
    await expect(footer).toContainText(site.ownerName);
    await expect(footer).toContainText('All Rights Reserved');

    // The social links and the credit open elsewhere; the privacy page is the site's own.
    const privacy = footer.getByRole('link', { name: messagesFor('en').footer.privacy, exact: true });
    await expect(privacy).toHaveAttribute('href', '/privacy');
    await expect(privacy).not.toHaveAttribute('target', '_blank');
    const credit = site.developerCredit;
    const links = footer.locator('a[href]:not([href="/privacy"])');
    await expect(links).toHaveCount(site.socials.length + (credit?.href ? 1 : 0));
    // Her profiles, as a list only when she has some.
    await expect(footer.getByRole('list')).toHaveCount(site.socials.length > 0 ? 1 : 0);
    for (const social of site.socials) {
      await expect(footer.getByRole('link', { name: social.label })).toHaveAttribute('href', social.href);
    }
    // The credit is optional: a link when it has an address (named by its words, else the address's host).
    if (credit?.href) {
      const name = credit.label ?? new URL(credit.href).host;
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', credit.href);
    } else if (credit?.label) {
      await expect(footer).toContainText(credit.label);
    }
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
  });
});
