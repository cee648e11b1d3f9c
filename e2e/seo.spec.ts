import { existsSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { projects, showreel, site } from '../lib/content';
import { contentSet } from '../lib/content/set';
import { SVG_DATA_URL_PREFIX } from '../lib/site-icon';
import { projectTypeFor } from '../lib/structured-data';

const SITE_URL = 'https://lia-montenegro.example.com';
const PAGES = [
  { path: '/', name: 'Home' },
  { path: '/about', name: 'About' },
  { path: '/services', name: 'Services' },
  { path: '/portfolio', name: 'Portfolio' },
  { path: '/contact', name: 'Contact' },
];
const project = projects.find((p) => p.roles.length > 1 && p.imgHref && p.years.start && !p.years.inDevelopment)!;

/** Every JSON-LD block of the page, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first();

/** What every page of the menu gives search engines and link previews: a canonical link, a description, Open Graph and a Twitter card. */
async function expectTheBasics(page: Page, path: string, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    path === '/' ? SITE_URL : `${SITE_URL}${path}`,
  );
  await expect(meta(page, 'description')).toHaveAttribute('content', /.{40,}/);
  await expect(meta(page, 'og:title')).toHaveAttribute('content', `${name} | ${site.ownerName}`);
  await expect(meta(page, 'og:image')).toHaveAttribute('content', `${SITE_URL}/images/og-default.jpg`);
  await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
}

/** The owner as a schema.org Person. */
async function expectThePerson(page: Page) {
  const person = (await structuredData(page)).find((data) => data['@type'] === 'Person')!;
  expect(person).toMatchObject({ '@context': 'https://schema.org', name: site.ownerName });
  expect(person.jobTitle).toEqual(site.roles);
  // Her profiles, when she has any (no empty list otherwise).
  if (site.socials.length > 0) expect(person.sameAs).toEqual(site.socials.map((social) => social.href));
  else expect(person).not.toHaveProperty('sameAs');
  return person;
}

// The sitemap (in both languages): e2e/languages.spec.ts.
test.describe('search and sharing', () => {
  // What a crawler or a link preview reads: the HTML as served, no script run.
  test.use({ javaScriptEnabled: false });

  test('robots.txt lets crawlers in and points at the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/Allow: \//);
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test('the home page has the basics, describes its owner as a schema.org Person publishing the WebSite, and its showreel as a VideoObject', async ({
    page,
  }) => {
    await page.goto('/');
    await expectTheBasics(page, '/', 'Home');
    const person = await expectThePerson(page);
    const data = await structuredData(page);
    expect(data.find((entry) => entry['@type'] === 'WebSite')).toMatchObject({
      name: site.ownerName,
      url: SITE_URL,
      publisher: { '@id': person['@id'] },
    });
    // (A reel on YouTube or Vimeo is described by its host: no VideoObject here.)
    if (showreel?.src)
      expect(data.find((block) => block['@type'] === 'VideoObject')).toMatchObject({
        name: showreel.title,
        duration: expect.stringMatching(/^PT\d+S$/),
        thumbnailUrl: expect.stringMatching(/^https?:\/\//),
        contentUrl: expect.stringMatching(/\.mp4$/),
        uploadDate: expect.any(String),
      });
  });

  test('the about page has the basics, and describes its owner as a schema.org Person and its breadcrumb', async ({
    page,
  }) => {
    await page.goto('/about');
    await expectTheBasics(page, '/about', 'About');
    await expectThePerson(page);
    const trail = (await structuredData(page)).find((data) => data['@type'] === 'BreadcrumbList')!;
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: SITE_URL },
      { '@type': 'ListItem', position: 2, name: 'About', item: `${SITE_URL}/about` },
    ]);
  });

  for (const { path, name } of PAGES.filter(({ path }) => path !== '/' && path !== '/about')) {
    test(`${path} has a canonical link, a description, Open Graph and a Twitter card`, async ({ page }) => {
      await page.goto(path);
      await expectTheBasics(page, path, name);
    });
  }

  test("every page shows the owner's icon: the drawing in the content set's icon.svg, and favicon.ico for older browsers", async ({
    page,
    request,
  }) => {
    const file = `${contentSet().files}/icon.svg`;
    const drawing = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
    for (const path of ['/', '/portfolio', '/pt-br/contact']) {
      await page.goto(path);
      const ico = await request.get((await page.locator('link[rel="icon"][href$=".ico"]').getAttribute('href'))!);
      expect(ico.ok()).toBe(true);
      const svg = page.locator('link[rel="icon"][type="image/svg+xml"]');
      if (drawing === undefined) {
        await expect(svg).toHaveCount(0);
        continue;
      }
      // Written in as a data: URL when small, linked when big: either way the browser gets the same drawing.
      const href = (await svg.getAttribute('href'))!;
      const got = href.startsWith(SVG_DATA_URL_PREFIX)
        ? decodeURIComponent(href.slice(SVG_DATA_URL_PREFIX.length))
        : await (await request.get(href)).text();
      expect(got.trim()).toBe(drawing);
    }
  });

  test('a project page describes the work as the schema.org type of its category, with its artwork as the share image', async ({
    page,
  }) => {
    await page.goto(`/portfolio/${project.slug}`);
    const data = await structuredData(page);
    const type = projectTypeFor(project.category);
    const work = data.find((entry) => entry['@type'] === type)!;
    const studio = { '@type': 'Organization', name: project.studio };
    expect(work).toMatchObject(type === 'CreativeWork' ? { producer: studio } : { productionCompany: studio });
    expect(work).toMatchObject({
      name: project.title,
      genre: project.category,
      dateCreated: String(project.years.start),
      image: `${SITE_URL}${project.imgHref}`,
      creator: { '@type': 'Person', name: site.ownerName },
    });
    const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList')!;
    expect((trail.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'Portfolio',
      project.title,
    ]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/portfolio/${project.slug}`,
    );
    await expect(meta(page, 'og:image')).toHaveAttribute(
      'content',
      new RegExp(`^${SITE_URL}/.*${project.slug}-share\\.jpg$`),
    );
    await expect(meta(page, 'og:title')).toHaveAttribute('content', `${project.title} | ${site.ownerName}`);
  });
});

test.describe('the Portuguese words', () => {
  test('are marked as Portuguese wherever they appear: "Ver projeto", "Não disponível", the not-found message, and the project titles', async ({
    page,
  }) => {
    const ptTitled = projects.find((p) => p.titleLang === 'pt-BR')!;
    const title = (scope: Page | Locator) => scope.getByText(ptTitled.title, { exact: true });

    await test.step('the about page', async () => {
      await page.goto('/about');
      for (const link of await page.getByRole('link', { name: 'Ver projeto' }).all())
        await expect(link).toHaveAttribute('lang', 'pt-BR');
      await expect(page.getByRole('heading', { name: ptTitled.title, exact: true })).toHaveAttribute('lang', 'pt-BR');
    });

    await test.step('a project page without a URL', async () => {
      const noUrl = projects.find((p) => !p.projectURL)!;
      await page.goto(`/portfolio/${noUrl.slug}`);
      await expect(page.getByText('Não disponível')).toHaveAttribute('lang', 'pt-BR');
    });

    await test.step('the not-found page of a project', async () => {
      await page.goto('/portfolio/no-such-project');
      await expect(
        page.getByRole('heading', { name: 'Projeto não encontrado' }).locator('xpath=ancestor-or-self::*[@lang][1]'),
      ).toHaveAttribute('lang', 'pt-BR');
    });

    await test.step('a Portuguese title in the gallery, its lightbox, and its own page', async () => {
      await page.goto('/portfolio');
      await expect(page.getByRole('heading', { name: ptTitled.title, exact: true })).toHaveAttribute('lang', 'pt-BR');
      await page.getByRole('button', { name: `Preview ${ptTitled.title}`, exact: true }).click();
      await expect(title(page.getByRole('dialog'))).toHaveAttribute('lang', 'pt-BR');
      await page.goto(`/portfolio/${ptTitled.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'pt-BR');
      await expect(title(page.getByRole('navigation', { name: 'Breadcrumb' }))).toHaveAttribute('lang', 'pt-BR');
    });
  });
});
