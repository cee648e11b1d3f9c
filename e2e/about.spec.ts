import { expectNoAxeViolationsInBothThemes } from './axe';
import { expectTheCvOffered } from './cv';
import { expect, isMobile, test } from './fixtures';
import { projects, site } from '../lib/content';
import { LOCALES, localizePath } from '../lib/i18n/locales';
import { roleText, studioText, yearText } from '../lib/projects';

const newestFirst = [...projects].reverse();

test.describe('the about page', () => {
  test('has a title with a breadcrumb back to Home, the owner’s roles and bio, and every project on the timeline, newest first, with its roles, year, studio | client, category and "Ver projeto" when it has a URL', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb).toContainText('About');

    for (const role of site.roles) {
      await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${role}$`) })).toHaveCount(1);
    }
    for (const paragraph of site.bio) await expect(page.getByText(paragraph)).toBeVisible();

    const timeline = page.getByRole('list', { name: 'Timeline' });
    const items = timeline.getByRole('listitem');
    await expect(items).toHaveCount(projects.length);
    await expect(timeline.getByRole('heading')).toHaveText(newestFirst.map((project) => project.title));
    for (const [index, project] of newestFirst.entries()) {
      const item = items.nth(index);
      await expect.soft(item, project.title).toContainText(roleText(project));
      await expect.soft(item, project.title).toContainText(yearText(project));
      // `studio | client`, or `Under NDA` for a protected project's public face.
      await expect.soft(item.getByText(studioText(project), { exact: true }), project.title).toHaveCount(1);
      await expect.soft(item, project.title).toContainText(project.category);
      const link = item.getByRole('link', { name: 'Ver projeto' });
      if (project.projectURL) {
        await expect.soft(link, project.title).toHaveAttribute('href', project.projectURL);
        await expect.soft(link, project.title).toHaveAttribute('target', '_blank');
      } else {
        await expect.soft(link, project.title).toHaveCount(0);
      }
    }
  });

  test(
    'alternates the timeline left and right on a wide screen, one column on a phone',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/about');
      const items = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
      const lefts = await items.evaluateAll((all) =>
        all.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().left)),
      );
      if (isMobile(page)) {
        expect(new Set(lefts).size).toBe(1);
      } else {
        expect(lefts[0]).toBeLessThan(lefts[1]!);
        expect(lefts[2]).toBe(lefts[0]);
        expect(lefts[3]).toBe(lefts[1]);
      }
    },
  );

  test('offers the CV in each language, as a PDF the site serves', async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(localizePath('/about', locale));
      await expectTheCvOffered(page, locale);
    }
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await expectNoAxeViolationsInBothThemes(page);
  });
});
