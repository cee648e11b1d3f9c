import { BASE_PATH } from './playwright.config';
import { expectTheCvOffered } from '../cv';
import { expect, PAGES, test } from '../fixtures';
import { TABS, cardFor, cards, gotoGallery, lightbox, projectsUnder, tab } from '../gallery';
import { site } from '../../lib/content';

/**
 * The site built under a base path and served under it, as on a GitHub Pages project site. Every address here is
 * relative ('portfolio/'), so it resolves under the base path; the fixture fails a test on any request for a file
 * that is not there (an asset or link that forgot the base path) and on any console error.
 */

/** A page's address under the base path, as the export's links write it (with the trailing slash). */
const under = (path: string) => `${BASE_PATH}${path === '/' ? '/' : `${path}/`}`;
const relative = (path: string) => (path === '/' ? './' : `${path.slice(1)}/`);

test.describe('the site under a base path', () => {
  for (const { path, name } of PAGES) {
    test(`serves ${name} with its pictures, styles and links under the base path`, async ({ page }) => {
      const response = await page.goto(relative(path));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${name} | ${site.ownerName}`);
      await expect(page.locator('h1')).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const { path: target, name: label } of PAGES) {
        await expect(nav.getByRole('link', { name: label, exact: true, includeHidden: true })).toHaveAttribute(
          'href',
          under(target),
        );
      }
      // The pictures in view arrived (a path without the base path would be a 404, and the fixture would fail).
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images]
              .filter((image) => {
                const box = image.getBoundingClientRect();
                return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
              })
              .every((image) => image.complete && image.naturalWidth > 0),
          ),
        )
        .toBe(true);
    });
  }

  test('offers the CV of this content under the base path', async ({ page }) => {
    await page.goto('about/');
    await expectTheCvOffered(page, 'en', BASE_PATH);
  });

  test('moves between pages by the menu', { tag: '@phone' }, async ({ page }) => {
    await page.goto('./');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) await menu.click();
    await nav.getByRole('link', { name: 'Portfolio', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${under('/portfolio')}$`));
    await expect(page).toHaveTitle(`Portfolio | ${site.ownerName}`);
  });

  test('filters the gallery into an address under the base path, opens a picture in the lightbox, and a project page from its card', async ({
    page,
  }) => {
    const [name, tag] = TABS.find(([, tag]) => tag && projectsUnder(tag).length > 0)!;
    await gotoGallery(page, 'portfolio/');
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(projectsUnder(tag).length);
    await expect(page).toHaveURL(new RegExp(`${under('/portfolio')}\\?filter=`));

    const project = projectsUnder(tag)[0]!;
    await cardFor(page, project.title)
      .getByRole('button', { name: /^Preview/ })
      .click();
    await expect(lightbox(page)).toBeVisible();
    const picture = lightbox(page).locator('.yarl__slide_current img');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);

    await cardFor(page, project.title)
      .getByRole('link', { name: /^More Details/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${under(`/portfolio/${project.slug}`)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  });

  test('answers an unknown project with the Portuguese 404 and a way back under the base path', async ({ page }) => {
    const response = await page.goto('portfolio/no-such-project/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projeto não encontrado');
    await page.getByRole('link', { name: 'Voltar ao portfólio' }).click();
    await expect(page).toHaveURL(new RegExp(`${under('/portfolio')}$`));
  });

  // Sending a message is e2e/contact.spec.ts's: the form posts to the contact service's own address, which a base
  // path does not change; the contact page's files under the base path are checked above.
});
