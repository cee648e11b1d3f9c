import { expect, test } from '../fixtures';
import { LABEL, TABS, UNUSED_FILTERS, cards, gotoGallery, projectsUnder, tab } from '../gallery';
import { clients, contentFor, pages, projects, services, site } from '../../lib/content';
import { roleText, yearText } from '../../lib/projects';

/**
 * The site shows whatever content it was built from: every value here comes from the content folder the smoke
 * build used (CONTENT_DIR, the alternate content set), read through lib/content as the build read it.
 */
test.describe('a site built from other content', () => {
  test("names its owner, the owner's city, discipline and start year, and her roles on Home, and a logo for each client of the content, named after it", async ({
    page,
  }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.ownerName);
    await expect(page.getByText(`${site.discipline} · ${site.city} · since ${site.careerStartYear}`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Roles' }).getByRole('listitem')).toHaveText(site.roles);
    for (const client of clients) {
      await expect(
        page.getByRole('img', { name: client.alt, exact: true, includeHidden: true }).first(),
      ).toBeAttached();
    }
  });

  test('counts its years of experience and its projects from the data', async ({ page }) => {
    await page.goto('about/');
    if (pages.about.lead) await expect(page.getByText(pages.about.lead, { exact: true })).toBeVisible();
    expect(pages.about.lead ?? '').not.toMatch(/\{\w+\}/);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(projects.length);
    const newest = projects.at(-1)!;
    await expect(timeline.getByRole('listitem').first()).toContainText(yearText(newest));
    await expect(timeline.getByRole('listitem').first()).toContainText(roleText(newest));
  });

  test('lists its own services', async ({ page }) => {
    await page.goto('services/');
    for (const service of services) {
      await expect(page.getByRole('heading', { name: service.title, exact: true })).toBeVisible();
    }
  });

  test("labels the gallery's tabs as the content does, and offers none for a filter no project carries", async ({
    page,
  }) => {
    await gotoGallery(page, 'portfolio/');
    // The alternate content set leaves some filters unused on purpose, so the hidden tabs are seen here.
    expect(UNUSED_FILTERS.length).toBeGreaterThan(0);
    for (const key of UNUSED_FILTERS) await expect(tab(page, LABEL[key])).toHaveCount(0);
    for (const [label, key] of TABS) {
      await tab(page, label).click();
      await expect(tab(page, label)).toHaveAttribute('aria-pressed', 'true');
      const expected = projectsUnder(key);
      expect(expected.length).toBeGreaterThan(0);
      await expect(cards(page)).toHaveCount(expected.length);
    }
    await tab(page, LABEL.all).click();
    await expect(cards(page)).toHaveCount(projects.length);
  });

  test('shows "Não disponível" for a missing client and URL, and the placeholder for a missing picture', async ({
    page,
  }) => {
    const bare = projects.find((project) => !project.client && !project.projectURL && !project.imgHref);
    // The alternate content set keeps such a project on purpose (e2e/alternate-content/projects/festival-abertura.json).
    expect(bare, 'a project with nothing but the required fields').toBeDefined();
    await page.goto(`portfolio/${bare!.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bare!.title);
    const fact = (label: string) =>
      page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(fact('Client')).toHaveText('Não disponível');
    await expect(fact('Project URL')).toHaveText('Não disponível');
    await expect(page.getByRole('main').getByRole('img', { name: `No image yet for ${bare!.title}` })).toBeVisible();
  });

  test('gives each social card the line the content writes for it', async ({ page }) => {
    await page.goto('contact/');
    const cardsList = page.getByRole('list', { name: 'Find me elsewhere' });
    for (const social of site.socials) {
      await expect(cardsList.getByRole('link', { name: new RegExp(social.label) })).toContainText(social.text);
    }
  });

  test('speaks Portuguese under pt-br/ with what the content translates, and marks the rest as English', async ({
    page,
  }) => {
    const portuguese = contentFor('pt-BR');
    await page.goto('pt-br/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const tagline = page.getByText(portuguese.site.tagline, { exact: true });
    await expect(tagline).toBeVisible();
    if (portuguese.site.fieldLang.tagline) await expect(tagline).toHaveAttribute('lang', 'en');
    else await expect(tagline).not.toHaveAttribute('lang', /.+/);

    for (const project of portuguese.projects) {
      await page.goto(`pt-br/portfolio/${project.slug}/`);
      const description = page.getByText(project.description, { exact: true });
      if (project.fieldLang.description) await expect(description).toHaveAttribute('lang', 'en');
      else await expect(description).not.toHaveAttribute('lang', /.+/);
      // The language link leads back to the English page, under the base path.
      await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        contentFor('en').projects.find((p) => p.slug === project.slug)!.title,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });
});
