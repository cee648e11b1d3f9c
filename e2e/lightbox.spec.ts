import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { untilIdle } from './settled';
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
/** The Preview button of the card at `index` in reading order (newest first) under All. */
/** Opens the lightbox from a card's Preview and waits until it has the keyboard. */
async function open(page: import('@playwright/test').Page, index: number, list = all) {
  await preview(page, index, list).click();
  await expect(lightbox(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
}

const preview = (page: import('@playwright/test').Page, index: number, list = all) =>
  cardFor(page, list[index]!.title).getByRole('button', { name: /^Preview/ });

test.describe('the lightbox', () => {
  test('is a modal dialog that opens on the card whose preview was chosen', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    await open(page, 2);
    await expect(lightbox(page)).toHaveAttribute('aria-modal', 'true');
    await expectLightboxToShow(page, all[2]!.title);
    for (const name of ['Previous', 'Next', 'Close']) {
      await expect(lightbox(page).getByRole('button', { name, exact: true })).toBeVisible();
    }
  });

  test('moves with the Next and Previous buttons and the arrow keys', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    await open(page, 0);
    await lightbox(page).getByRole('button', { name: 'Next', exact: true }).click();
    await expectLightboxToShow(page, all[1]!.title);
    await page.keyboard.press('ArrowRight');
    await expectLightboxToShow(page, all[2]!.title);
    await page.keyboard.press('ArrowLeft');
    await expectLightboxToShow(page, all[1]!.title);
    await lightbox(page).getByRole('button', { name: 'Previous', exact: true }).click();
    await expectLightboxToShow(page, all[0]!.title);
  });

  test('loops: before the first comes the last, after the last the first', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    await open(page, 0);
    await page.keyboard.press('ArrowLeft');
    await expectLightboxToShow(page, all.at(-1)!.title);
    await page.keyboard.press('ArrowRight');
    await expectLightboxToShow(page, all[0]!.title);
  });

  test('moves to the next picture with a swipe', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    await open(page, 0);
    const box = (await lightbox(page).locator('.yarl__slide_current').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 8 });
    await page.mouse.up();
    await expectLightboxToShow(page, all[1]!.title);
  });

  test('closes with the Close button and gives focus back to the preview control', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    await open(page, 1);
    await lightbox(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expectLightboxToBeClosed(page);
    await expect(preview(page, 1)).toBeFocused();
  });

  test('closes with Escape', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    await open(page, 0);
    await expect(lightbox(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expectLightboxToBeClosed(page);
    await expect(preview(page, 0)).toBeFocused();
  });

  test('closes with a click on the backdrop', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    await open(page, 0);
    await expect(lightbox(page)).toBeVisible();
    // The backdrop is the bare slide around the picture: find a spot where nothing (picture, caption,
    // buttons) covers it, as a visitor would aim for the dark area.
    const spot = await page.evaluate(() => {
      for (let y = 4; y < innerHeight; y += 12) {
        for (let x = 4; x < innerWidth; x += 12) {
          const hit = document.elementFromPoint(x, y);
          if (hit?.classList.contains('yarl__slide') || hit?.classList.contains('yarl__slide_wrapper')) return { x, y };
        }
      }
      return null;
    });
    expect(spot, 'a bare backdrop area').not.toBeNull();
    await page.mouse.click(spot!.x, spot!.y);
    await expectLightboxToBeClosed(page);
  });

  for (const corner of ['top left', 'top right', 'bottom left', 'bottom right'] as const) {
    test(`closes with a click on the dark backdrop in the ${corner} corner`, async ({ page }) => {
      await gotoGallery(page, '/portfolio');
      await open(page, 0);
      const { width, height } = page.viewportSize()!;
      const spot = { x: corner.endsWith('left') ? 4 : width - 5, y: corner.startsWith('top') ? 4 : height - 5 };
      // The spot is bare backdrop: neither the picture, a control nor caption text.
      const hit = await page.evaluate(({ x, y }) => {
        const element = document.elementFromPoint(x, y);
        return element?.closest('img, button, .yarl__slide_title, .yarl__slide_description') ? 'covered' : 'bare';
      }, spot);
      expect(hit).toBe('bare');
      await page.mouse.click(spot.x, spot.y);
      await expectLightboxToBeClosed(page);
    });
  }

  for (const direction of ['down', 'up'] as const) {
    test(`closes when the picture is pulled ${direction}`, async ({ page }) => {
      await gotoGallery(page, '/portfolio');
      await open(page, 0);
      const box = (await lightbox(page).locator('.yarl__slide_current').boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const sign = direction === 'down' ? 1 : -1;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + sign * 60, { steps: 8 });
      await page.mouse.move(x, y + sign * 160, { steps: 8 });
      await page.mouse.up();
      await expectLightboxToBeClosed(page);
    });
  }

  test('holds only the cards the active filter shows, in grid order, and loops over them', async ({ page }) => {
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
  });

  test('closes when the visitor goes Back to another filter', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    await tab(page, LABEL.director).click();
    const directed = projectsUnder('director');
    await open(page, 0, directed);
    await page.goBack();
    await expectLightboxToBeClosed(page);
    await expect(tab(page, LABEL.all)).toHaveAttribute('aria-pressed', 'true');
  });

  test('clamps a long description at 60 characters with "See more"', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    const index = all.findIndex((project) => project.description.length > 60);
    await open(page, index);
    const description = lightbox(page).locator('.yarl__slide_current .yarl__slide_description');
    const seeMore = description.getByRole('button', { name: 'See more' });
    await expect(seeMore).toBeVisible();
    expect(((await description.textContent()) ?? '').replace('See more', '').trim().length).toBeLessThanOrEqual(61);
    await seeMore.click();
    await expect(description).toContainText(all[index]!.description);
  });

  test('lets a wide screen zoom a picture larger than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await gotoGallery(page, '/portfolio');
    await open(page, 0);
    await expect(lightbox(page).getByRole('button', { name: 'Zoom in' })).toBeEnabled();
  });

  test('is not part of the first load, and is fetched once the page is idle, before any Preview', async ({
    page,
    request,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        // A script answered just as the test ends has no body to read any more: count it as empty.
        scripts.push(response.text().catch(() => ''));
    });
    await gotoGallery(page, '/portfolio');
    // What the page loads up front: the chunks its loader lists.
    const firstLoad = JSON.parse(
      (await page.locator('script[data-chunks]').getAttribute('data-chunks')) ?? '[]',
    ) as string[];
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const src of firstLoad) expect((await (await request.get(src)).text()).includes('yarl__'), src).toBe(false);
    // Then, with nothing clicked, the lightbox's code arrives while the page is idle.
    await untilIdle(page);
    await expect.poll(async () => (await Promise.all(scripts)).some((code) => code.includes('yarl__'))).toBe(true);
    await expectLightboxToBeClosed(page);
  });

  test('has no accessibility violations while open', async ({ page }) => {
    await gotoGallery(page, '/portfolio');
    await open(page, 0);
    await expect(lightbox(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
