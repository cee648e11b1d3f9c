import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, isMobile, test } from './fixtures';
import {
  LABEL,
  TABS,
  UNUSED_FILTERS,
  cardFor,
  cards,
  projectsUnder,
  tab,
  titlesInReadingOrder,
  gotoGallery,
} from './gallery';
import type { Page } from '@playwright/test';
import { expectNoLayoutShift } from './layout-shift';
import { untilSettled } from './settled';
import { site } from '../lib/content';

/** The project pictures the page asks for, as it asks for them. */
function recordPictureRequests(page: Page): string[] {
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_img/images/projects/')) pictures.push(request.url());
  });
  return pictures;
}

/** The project pictures whose answer has fully arrived. */
function recordPicturesArrived(page: Page): string[] {
  const arrived: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/_img/images/projects/')) arrived.push(request.url());
  });
  return arrived;
}

/**
 * Records every animation started on a gallery card from now on (its duration in ms): reading them after the
 * click would race a 0.4 s animation on a busy machine.
 */
async function recordCardAnimations(page: Page) {
  await page.evaluate(() => {
    const started: number[] = [];
    (window as unknown as { cardAnimations: number[] }).cardAnimations = started;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (this.matches('#portfolio [data-flip]'))
        started.push(typeof options === 'number' ? options : Number(options?.duration));
      return animate.call(this, keyframes, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { cardAnimations: number[] }).cardAnimations);
}

test.describe('the portfolio gallery', () => {
  test('opens on All: greets the visitor, offers All and a tab per filter its projects carry (the sample: all seven) with All pressed, and shows every project newest first, each card with its image, title, Preview and More Details', async ({
    page,
  }) => {
    await gotoGallery(page, '/portfolio');
    await expect(page).toHaveTitle(`Portfolio | ${site.ownerName}`);
    await expect(page.getByRole('heading', { name: `Hey, I'm ${site.ownerName}` })).toBeVisible();
    for (const [name] of TABS) await expect(tab(page, name)).toBeVisible();
    for (const key of UNUSED_FILTERS) await expect(tab(page, LABEL[key])).toHaveCount(0);
    await expect(tab(page, LABEL.all)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
    await expect(cards(page)).toHaveCount(projectsUnder(null).length);
    expect(await titlesInReadingOrder(page)).toEqual(projectsUnder(null).map((project) => project.title));
    for (const project of projectsUnder(null)) {
      const card = cardFor(page, project.title);
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/);
      await expect(card.getByRole('button', { name: /^Preview/ })).toHaveCount(1);
      await expect(card.getByRole('link', { name: /^More Details/ })).toHaveAttribute(
        'href',
        `/portfolio/${project.slug}`,
      );
    }
  });

  test('shows under each tab exactly its projects, in order, removes the others from the page, and puts the tab in the URL', async ({
    page,
  }) => {
    // Without the 0.4 s rearrangement each time (it has its own tests below).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoGallery(page, '/portfolio');
    // All last: from a filter back to no filter at all.
    for (const [name, tag] of [...TABS.slice(1), TABS[0]!]) {
      await test.step(name, async () => {
        await tab(page, name).click();
        await expect(tab(page, name)).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
        const expected = projectsUnder(tag);
        await expect(cards(page)).toHaveCount(expected.length);
        expect(await titlesInReadingOrder(page)).toEqual(expected.map((project) => project.title));
        if (tag) await expect(page).toHaveURL(new RegExp(`/portfolio\\?filter=${tag}$`));
        else await expect(page).toHaveURL(/\/portfolio$/);
        // Not just out of sight: a hidden card is not in the page at all.
        const hidden = projectsUnder(null).find((project) => !expected.includes(project));
        if (hidden)
          await expect(page.getByRole('heading', { name: hidden.title, exact: true, includeHidden: true })).toHaveCount(
            0,
          );
      });
    }
  });

  test('goes back to the previous filter with Back, and forward again', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    await tab(page, LABEL.director).click();
    await tab(page, LABEL.voice).click();
    await expect(cards(page)).toHaveCount(projectsUnder('voice').length);
    await page.goBack();
    await expect(page).toHaveURL(/filter=director$/);
    await expect(tab(page, LABEL.director)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(projectsUnder('director').length);
    await page.goBack();
    await expect(tab(page, LABEL.all)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(projectsUnder(null).length);
    await page.goForward();
    await expect(tab(page, LABEL.director)).toHaveAttribute('aria-pressed', 'true');
  });

  test('rearranges without animation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoGallery(page, '/portfolio');
    const animations = await recordCardAnimations(page);
    await tab(page, LABEL.cutout).click();
    await expect(cards(page)).toHaveCount(projectsUnder('cutout').length);
    expect(await animations()).toEqual([]);
  });

  test('animates the rearrangement over 0.4 s otherwise', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    const animations = await recordCardAnimations(page);
    await tab(page, LABEL.cutout).click();
    await expect(cards(page)).toHaveCount(projectsUnder('cutout').length);
    const durations = await animations();
    expect(durations.length).toBeGreaterThan(0);
    expect(new Set(durations)).toEqual(new Set([400]));
  });

  // The static grid has the screen's column count: one on the phone, three on the desktop.
  test(
    'moves nothing while it loads, and shows a shared filtered address as it will stay when the gallery runs',
    { tag: '@phone' },
    async ({ page }) => {
      await test.step('/portfolio', async () => {
        await gotoGallery(page, '/portfolio');
        await untilSettled(page);
        await expectNoLayoutShift(page);
      });
      await test.step('/portfolio?filter=director', async () => {
        await gotoGallery(page, '/portfolio?filter=director');
        await untilSettled(page);
        await expectNoLayoutShift(page);
        await expect(tab(page, LABEL.director)).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
        const expected = projectsUnder('director');
        await expect(cards(page)).toHaveCount(expected.length);
        expect(await titlesInReadingOrder(page)).toEqual(expected.map((project) => project.title));
      });
    },
  );

  for (const [address, tag] of [
    ['/portfolio', null],
    ['/portfolio?filter=director', 'director'],
  ] as const) {
    test(
      `${address} fetches only the top row of pictures until the gallery runs, then the rest as the reader nears them`,
      { tag: '@phone' },
      async ({ page }) => {
        let release = () => {};
        let asked = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const scriptAsked = new Promise<void>((resolve) => (asked = resolve));
        await page.route('**/_next/static/chunks/*.js', async (route) => {
          asked();
          await held;
          await route.continue();
        });
        const pictures = recordPictureRequests(page);
        const arrived = recordPicturesArrived(page);
        await page.goto(address, { waitUntil: 'commit' });
        // The page asks for its script once it has painted; the script is held back until release(). (Not the load
        // event: the loader may insert the held chunks before it, and then load waits for them.)
        await scriptAsked;
        const firstRow = projectsUnder(tag).slice(0, isMobile(page) ? 1 : 3);
        // The newest project's picture (All's first, the page's usual largest) is fetched at once, whatever the filter.
        const topRow = firstRow.length + (firstRow.includes(projectsUnder(null)[0]!) ? 0 : 1);
        // The top row's pictures have arrived and the page has laid itself out twice since: a picture the page were
        // going to ask for now would have been asked for by then.
        await expect.poll(() => arrived.length).toBe(topRow);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await expect(page.locator('html')).toHaveAttribute('data-booting', '');
        expect(pictures).toHaveLength(topRow);
        release();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await expect.poll(() => pictures.length).toBeGreaterThan(topRow);
        await expectNoLayoutShift(page);
      },
    );
  }

  test('still shows every picture when its script never arrives', async ({ page }) => {
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort('aborted'));
    const pictures = recordPictureRequests(page);
    await page.goto('/portfolio', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expect(page.locator('html')).not.toHaveAttribute('data-booting');
    // More than the top row (three on the desktop): the rest did not wait for a script.
    await expect.poll(() => pictures.length).toBeGreaterThan(3);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });

  test('has no accessibility violations', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    await expectNoAxeViolationsInBothThemes(page);
  });
});
