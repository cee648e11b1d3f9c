import { expectNoAxeViolationsInBothThemes } from './axe';
import { expectNoLayoutShift } from './layout-shift';
import { expect, test } from './fixtures';
import { untilIdle, untilSettled } from './settled';
import { projects, site } from '../lib/content';
import { NO_IMAGE, projectImageAlt, roleText, yearText } from '../lib/projects';

const withImageAndUrl = projects.find(
  (project) => project.imgHref && project.projectURL && project.client && project.media.length === 1,
)!;
const withSeveralMedia = projects.find((project) => project.media.length > 1);
const withoutImage = projects.find((project) => !project.imgHref);
const withoutUrl = projects.find((project) => !project.projectURL);
const withoutClient = projects.find((project) => !project.client);
const withRoles = projects.find((project) => project.roles.length > 1);

/** The value next to a label in the information box. */
const fact = (page: import('@playwright/test').Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('a project page', () => {
  test('shows the title, "category - year", the six facts and the artwork, has its own description (its share image: e2e/seo.spec.ts), and leads back to the portfolio', async ({
    page,
  }) => {
    const project = withImageAndUrl;
    await page.goto(`/portfolio/${project.slug}`);
    await expect(page).toHaveTitle(`${project.title} | ${site.ownerName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(page.getByText(`${project.category} - ${yearText(project)}`, { exact: true })).toBeVisible();
    await expect(fact(page, 'Category')).toHaveText(project.category);
    await expect(fact(page, 'Client')).toHaveText(project.client!);
    await expect(fact(page, 'Studio')).toHaveText(project.studio!);
    await expect(fact(page, 'Year')).toHaveText(yearText(project));
    const link = fact(page, 'Project URL').getByRole('link');
    await expect(link).toHaveAttribute('href', project.projectURL!);
    await expect(link).toHaveAttribute('target', '_blank');
    const artwork = page.getByRole('main').getByRole('img', { name: projectImageAlt(project), exact: true });
    await expect(artwork).toHaveAttribute('src', project.imgHref!);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', project.description);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test('joins several roles with commas', async ({ page }) => {
    test.skip(!withRoles, 'no project of this content has several roles');
    await page.goto(`/portfolio/${withRoles!.slug}`);
    await expect(fact(page, 'Role')).toHaveText(withRoles!.roles.join(', '));
    expect(roleText(withRoles!)).toContain(', ');
  });

  test('says "Não disponível" instead of a link when the project has no URL', async ({ page }) => {
    test.skip(!withoutUrl, 'every project of this content has a URL');
    await page.goto(`/portfolio/${withoutUrl!.slug}`);
    await expect(fact(page, 'Project URL')).toHaveText('Não disponível');
    await expect(fact(page, 'Project URL').getByRole('link')).toHaveCount(0);
  });

  test('says "Não disponível" when the client is not known', async ({ page }) => {
    test.skip(!withoutClient, 'every project of this content names its client');
    await page.goto(`/portfolio/${withoutClient!.slug}`);
    await expect(fact(page, 'Client')).toHaveText('Não disponível');
    await expect(fact(page, 'Client').getByText('Não disponível')).toHaveAttribute('lang', 'pt-BR');
  });

  test('shows the placeholder picture when there is no artwork', async ({ page }) => {
    test.skip(!withoutImage, 'every project of this content has a picture');
    await page.goto(`/portfolio/${withoutImage!.slug}`);
    await expect(
      page.getByRole('main').getByRole('img', { name: projectImageAlt(withoutImage!), exact: true }),
    ).toHaveAttribute('src', NO_IMAGE);
  });

  test('shows a single picture as it is: no slider, no pagination, no empty strip under it, and has no accessibility violations', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        // A script answered just as the test ends has no body to read any more: count it as empty.
        scripts.push(response.text().catch(() => ''));
    });
    await page.goto(`/portfolio/${withImageAndUrl.slug}`);
    await untilSettled(page);
    await untilIdle(page);
    const artwork = page.getByRole('main').getByRole('img', { name: projectImageAlt(withImageAndUrl), exact: true });
    // The box around the picture ends where the picture ends.
    const gap = await artwork.evaluate((image) => {
      const frame = image.closest('picture')!.parentElement!.getBoundingClientRect();
      return frame.bottom - image.getBoundingClientRect().bottom;
    });
    expect(gap).toBeLessThanOrEqual(1);
    await expect(page.getByRole('button', { name: /^Go to slide/ })).toHaveCount(0);
    // A string of Swiper's own code: the slider's script was never fetched.
    expect((await Promise.all(scripts)).some((code) => code.includes('swiper-lazy-preloader'))).toBe(false);
    await expectNoAxeViolationsInBothThemes(page);
  });

  test('does not shift while it loads, with one picture or several media', { tag: '@phone' }, async ({ page }) => {
    for (const project of [withImageAndUrl, ...(withSeveralMedia ? [withSeveralMedia] : [])]) {
      await page.goto(`/portfolio/${project.slug}`);
      await untilSettled(page);
      // The slider takes over once the page is idle: wait for it, then measure.
      if (project.media.length > 1) await expect(page.locator('.swiper-initialized')).toHaveCount(1);
      await expectNoLayoutShift(page, project.slug);
    }
  });
});
