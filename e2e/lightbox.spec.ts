import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { untilIdle, untilSettled } from './settled';
import {
  cardFor,
  cards,
  LABEL,
  expectLightboxToBeClosed,
  expectLightboxToShow,
  lightbox,
  projectsUnder,
  tab,
  gotoGallery,
} from './gallery';

const all = projectsUnder(null);

/** The Preview button of the card at `index` in reading order (newest first) of `list` (All's, by default). */
const preview = (page: Page, index: number, list = all) =>
  cardFor(page, list[index]!.title).getByRole('button', { name: /^Preview/ });

/** Opens the lightbox from a card's Preview and waits until it has the keyboard. */
async function open(page: Page, index: number, list = all) {
  await preview(page, index, list).click();
  await expect(lightbox(page)).toBeVisible();
  // Checked every frame: the focus moves in within one or two.
  await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
}

/**
 * Drags the current slide's middle by (dx, dy), as a finger or a mouse would, in two moves of eight steps, once the
 * slide is at rest (a drag while the last move still animates is not a new gesture).
 */
async function drag(page: Page, dx: number, dy: number) {
  await untilSettled(page);
  const box = (await lightbox(page).locator('.yarl__slide_current').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 8 });
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

/**
 * The lightbox on the portfolio. The phone runs the two journeys a narrow touch screen changes (its controls, the
 * swipe, the bare backdrop around a picture that fills more of the width, the pull to close); the desktop all.
 */
test.describe('the lightbox', () => {
  test(
    'opens as a modal dialog on the chosen card, and moves with Next, Previous, the arrow keys and a swipe, looping at both ends',
    { tag: '@phone' },
    async ({ page }) => {
      await gotoGallery(page, '/portfolio');
      await open(page, 1);
      await expect(lightbox(page)).toHaveAttribute('aria-modal', 'true');
      await expectLightboxToShow(page, all[1]!.title);
      for (const name of ['Previous', 'Next', 'Close']) {
        await expect(lightbox(page).getByRole('button', { name, exact: true })).toBeVisible();
      }

      await test.step('Previous, then the arrow keys across the ends: before the first, the last', async () => {
        await lightbox(page).getByRole('button', { name: 'Previous', exact: true }).click();
        await expectLightboxToShow(page, all[0]!.title);
        await page.keyboard.press('ArrowLeft');
        await expectLightboxToShow(page, all.at(-1)!.title);
        await page.keyboard.press('ArrowRight');
        await expectLightboxToShow(page, all[0]!.title);
      });

      await test.step('Next, then a swipe to the left', async () => {
        await lightbox(page).getByRole('button', { name: 'Next', exact: true }).click();
        await expectLightboxToShow(page, all[1]!.title);
        const box = (await lightbox(page).locator('.yarl__slide_current').boundingBox())!;
        await drag(page, -box.width * 0.4, 0);
        await expectLightboxToShow(page, all[2]!.title);
      });
    },
  );

  test(
    'closes with Close, Escape, a click on the bare backdrop (its four corners too) and a pull up or down',
    { tag: '@phone' },
    async ({ page }) => {
      await gotoGallery(page, '/portfolio');

      await test.step('Close gives the focus back to the Preview it came from', async () => {
        await open(page, 1);
        await lightbox(page).getByRole('button', { name: 'Close', exact: true }).click();
        await expectLightboxToBeClosed(page);
        await expect(preview(page, 1)).toBeFocused();
      });

      await test.step('so does Escape', async () => {
        await open(page, 0);
        await page.keyboard.press('Escape');
        await expectLightboxToBeClosed(page);
        await expect(preview(page, 0)).toBeFocused();
      });

      await test.step('a click on the backdrop where nothing covers it', async () => {
        await open(page, 0);
        // The backdrop is the bare slide around the picture: find a spot where nothing (picture, caption,
        // buttons) covers it, as a visitor would aim for the dark area.
        const spot = await page.evaluate(() => {
          for (let y = 4; y < innerHeight; y += 12) {
            for (let x = 4; x < innerWidth; x += 12) {
              const hit = document.elementFromPoint(x, y);
              if (hit?.classList.contains('yarl__slide') || hit?.classList.contains('yarl__slide_wrapper'))
                return { x, y };
            }
          }
          return null;
        });
        expect(spot, 'a bare backdrop area').not.toBeNull();
        await page.mouse.click(spot!.x, spot!.y);
        await expectLightboxToBeClosed(page);
      });

      for (const corner of ['top left', 'top right', 'bottom left', 'bottom right'] as const) {
        await test.step(`a click in the ${corner} corner`, async () => {
          await open(page, 0);
          const { width, height } = page.viewportSize()!;
          const spot = { x: corner.endsWith('left') ? 4 : width - 5, y: corner.startsWith('top') ? 4 : height - 5 };
          // The spot is bare backdrop: neither the picture, a control nor caption text.
          const hit = await page.evaluate(({ x, y }) => {
            const element = document.elementFromPoint(x, y);
            return element?.closest('img, button, .yarl__slide_title, .yarl__slide_description') ? 'covered' : 'bare';
          }, spot);
          expect(hit, `the ${corner} corner is bare backdrop`).toBe('bare');
          await page.mouse.click(spot.x, spot.y);
          await expectLightboxToBeClosed(page);
        });
      }

      for (const direction of ['down', 'up'] as const) {
        await test.step(`the picture pulled ${direction}`, async () => {
          await open(page, 0);
          await drag(page, 0, direction === 'down' ? 160 : -160);
          await expectLightboxToBeClosed(page);
        });
      }
    },
  );

  test('holds only the cards the active filter shows, in grid order, loops over them, and closes when the visitor goes Back to another filter', async ({
    page,
  }) => {
    // Each step without its half-second slide (the lightbox follows reduced motion): the moves are the first test's.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoGallery(page, '/portfolio');
    await tab(page, LABEL.director).click();
    const directed = projectsUnder('director');
    const expected = directed.map((project) => project.title);
    await expect(cards(page)).toHaveCount(expected.length);
    await open(page, 0, directed);
    const seen: string[] = [];
    for (let step = 0; step <= expected.length; step += 1) {
      const title = (await lightbox(page).locator('.yarl__slide_current .yarl__slide_title').textContent()) ?? '';
      seen.push(title);
      await page.keyboard.press('ArrowRight');
      await expect(lightbox(page).locator('.yarl__slide_current .yarl__slide_title')).not.toHaveText(title);
    }
    expect(seen).toEqual([...expected, expected[0]]);

    await page.goBack();
    await expectLightboxToBeClosed(page);
    await expect(tab(page, LABEL.all)).toHaveAttribute('aria-pressed', 'true');
  });

  test('clamps a long description at 60 characters with "See more", and has no accessibility violations while open', async ({
    page,
  }) => {
    await gotoGallery(page, '/portfolio');
    const index = all.findIndex((project) => project.description.length > 60);
    await open(page, index);
    const description = lightbox(page).locator('.yarl__slide_current .yarl__slide_description');
    const seeMore = description.getByRole('button', { name: 'See more' });
    await expect(seeMore).toBeVisible();
    expect(((await description.textContent()) ?? '').replace('See more', '').trim().length).toBeLessThanOrEqual(61);
    await expectNoAxeViolations(page);
    await seeMore.click();
    await expect(description).toContainText(all[index]!.description);
  });

  test('lets a wide screen zoom a picture larger than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await gotoGallery(page, '/portfolio');
    await open(page, 0);
    await expect(lightbox(page).getByRole('button', { name: 'Zoom in' })).toBeEnabled();
  });

  // That no page loads it up front is `npm run test:budgets`'s check (budgets.json, lazyOnly), on every page.
  test('has its code fetched once the page is idle, before any Preview', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        // A script answered just as the test ends has no body to read any more: count it as empty.
        scripts.push(response.text().catch(() => ''));
    });
    await gotoGallery(page, '/portfolio');
    await untilIdle(page);
    await expect.poll(async () => (await Promise.all(scripts)).some((code) => code.includes('yarl__'))).toBe(true);
    await expectLightboxToBeClosed(page);
  });
});
