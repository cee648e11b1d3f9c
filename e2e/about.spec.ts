import { expectNoAxeViolations } from './axe';
import { expectTheCvOffered } from './cv';
import { expect, isMobile, test } from './fixtures';
import { projects, site } from '../data';
import { LOCALES, localizePath } from '../lib/i18n/locales';
import { roleText, studioText, yearText } from '../lib/projects';

const newestFirst = [...projects].reverse();

test.describe('the about page', () => {
  test('has a page title with a breadcrumb back to Home', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb).toContainText('About');
  });

  test("lists the owner's roles and the bio", async ({ page }) => {
    await page.goto('/about');
    for (const role of site.roles) {
      await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${role}$`) })).toHaveCount(1);
    }
    for (const paragraph of site.bio) await expect(page.getByText(paragraph)).toBeVisible();
  });

  test('shows every project on the timeline, newest first', async ({ page }) => {
    await page.goto('/about');
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(projects.length);
    await expect(timeline.getByRole('heading')).toHaveText(newestFirst.map((project) => project.title));
  });

  test('gives each item its roles, year, studio | client and category', async ({ page }) => {
    await page.goto('/about');
    const items = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
    for (const [index, project] of newestFirst.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(roleText(project));
      await expect(item).toContainText(yearText(project));
      // `studio | client`, or `Under NDA` for a protected project's public face.
      await expect(item.getByText(studioText(project), { exact: true })).toHaveCount(1);
      await expect(item).toContainText(project.category);
    }
  });

  test('links "Ver projeto" only for a project with a URL, in a new tab', async ({ page }) => {
    await page.goto('/about');
    const items = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
    for (const [index, project] of newestFirst.entries()) {
      const link = items.nth(index).getByRole('link', { name: 'Ver projeto' });
      if (project.projectURL) {
        await expect(link).toHaveAttribute('href', project.projectURL);
        await expect(link).toHaveAttribute('target', '_blank');
      } else {
        await expect(link).toHaveCount(0);
      }
    }
  });

  test('alternates the timeline left and right on a wide screen, one column on a phone', async ({ page }) => {
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
  });

  test('offers the CV in each language, as a PDF the site serves', async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(localizePath('/about', locale));
      await expectTheCvOffered(page, locale);
    }
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await expectNoAxeViolations(page);
  });
});
