import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { cards, expectLightboxToBeClosed, expectLightboxToShow, lightbox, projectsUnder, tab } from './gallery';

const all = projectsUnder(null);
const preview = (page: import('@playwright/test').Page, index: number) =>
  cards(page).nth(index).getByRole('button', { name: /^Preview/ });

test.describe('the lightbox', () => {
  test('is a modal dialog that opens on the card whose preview was chosen', async ({ page }) => {
    await page.goto('/portfolio');
    await preview(page, 2).click();
    await expect(lightbox(page)).toHaveAttribute('aria-modal', 'true');
    await expectLightboxToShow(page, all[2]!.title);
    for (const name of ['Previous', 'Next', 'Close']) {
      await expect(lightbox(page).getByRole('button', { name, exact: true })).toBeVisible();
    }
  });

  test('moves with the Next and Previous buttons and the arrow keys', async ({ page }) => {
    await page.goto('/portfolio');
    await preview(page, 0).click();
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
    await page.goto('/portfolio');
    await preview(page, 0).click();
    await page.keyboard.press('ArrowLeft');
    await expectLightboxToShow(page, all.at(-1)!.title);
    await page.keyboard.press('ArrowRight');
    await expectLightboxToShow(page, all[0]!.title);
  });

  test('moves to the next picture with a swipe', async ({ page }) => {
    await page.goto('/portfolio');
    await preview(page, 0).click();
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
    await page.goto('/portfolio');
    await preview(page, 1).click();
    await lightbox(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expectLightboxToBeClosed(page);
    await expect(preview(page, 1)).toBeFocused();
  });

  test('closes with Escape', async ({ page }) => {
    await page.goto('/portfolio');
    await preview(page, 0).click();
    await expect(lightbox(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expectLightboxToBeClosed(page);
    await expect(preview(page, 0)).toBeFocused();
  });

  test('closes with a click on the backdrop', async ({ page }) => {
    await page.goto('/portfolio');
    await preview(page, 0).click();
    await expect(lightbox(page)).toBeVisible();
    const viewport = page.viewportSize()!;
    // The corner below the toolbar is backdrop on every screen.
    await page.mouse.click(8, viewport.height - 8);
    await expectLightboxToBeClosed(page);
  });

  for (const direction of ['down', 'up'] as const) {
    test(`closes when the picture is pulled ${direction}`, async ({ page }) => {
      await page.goto('/portfolio');
      await preview(page, 0).click();
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
    await page.goto('/portfolio');
    await tab(page, 'Director').click();
    const expected = projectsUnder('filter-director').map((project) => project.title);
    await expect(cards(page)).toHaveCount(expected.length);
    await preview(page, 0).click();
    const seen: string[] = [];
    for (let step = 0; step <= expected.length; step += 1) {
      const title = (await lightbox(page).locator('.yarl__slide_current .yarl__slide_title').textContent()) ?? '';
      seen.push(title);
      await page.keyboard.press('ArrowRight');
      await expect(lightbox(page).locator('.yarl__slide_current .yarl__slide_title')).not.toHaveText(title);
    }
    expect(seen).toEqual([...expected, expected[0]]);
  });

  test('clamps a long description at 60 characters with "See more"', async ({ page }) => {
    await page.goto('/portfolio');
    const index = all.findIndex((project) => project.description.length > 60);
    await preview(page, index).click();
    const description = lightbox(page).locator('.yarl__slide_current .yarl__slide_description');
    const seeMore = description.getByRole('button', { name: 'See more' });
    await expect(seeMore).toBeVisible();
    expect(((await description.textContent()) ?? '').replace('See more', '').trim().length).toBeLessThanOrEqual(61);
    await seeMore.click();
    await expect(description).toContainText(all[index]!.description);
  });

  test('lets a wide screen zoom a picture larger than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto('/portfolio');
    await preview(page, 0).click();
    await expect(lightbox(page).getByRole('button', { name: 'Zoom in' })).toBeEnabled();
  });

  test('is fetched only when a preview is first opened', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto('/portfolio');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((code) => code.includes('yarl__'))).toBe(false);
    await preview(page, 0).click();
    await expect(lightbox(page)).toBeVisible();
    expect(scripts.some((code) => code.includes('yarl__'))).toBe(true);
  });

  test('has no accessibility violations while open', async ({ page }) => {
    await page.goto('/portfolio');
    await preview(page, 0).click();
    await expect(lightbox(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
