import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, PAGES, test } from './fixtures';
import { untilHydrated } from './framework';
import { contentFor, projects } from '../lib/content';
import { FILTER_KEYS } from '../lib/content/filter-keys';
import { localizePath, type Locale } from '../lib/i18n/locales';
import { captionsTrack } from '../lib/media/captions';
import { messagesFor } from '../lib/i18n/messages';

/** UI contract, "Languages": English at the root, Portuguese under /pt-br/, page for page. */
const SITE_URL = 'https://lia-montenegro.example.com';
const english = contentFor('en');
const portuguese = contentFor('pt-BR');
const pt = messagesFor('pt-BR');
const project = projects[projects.length - 1]!;
const EVERY_KIND = [...PAGES.map(({ path }) => path), `/portfolio/${project.slug}`];

/** The header's link to the same page in the other language. */
const languageLink = (page: Page, name: 'Português' | 'English') =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

const absolute = (path: string) => (path === '/' ? SITE_URL : `${SITE_URL}${path}`);

/** The address the page is at, from the site root. */
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

test.describe('two languages', () => {
  test('the language link of every kind of page leads to the same page in Portuguese and back', async ({ page }) => {
    for (const path of EVERY_KIND) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const toPortuguese = languageLink(page, 'Português');
      await expect(toPortuguese).toHaveAttribute('hreflang', 'pt-BR');
      await expect(toPortuguese).toHaveAttribute('lang', 'pt-BR');
      await toPortuguese.click();
      await expect(page).toHaveURL(localizePath(path, 'pt-BR'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

      const toEnglish = languageLink(page, 'English');
      await expect(toEnglish).toHaveAttribute('hreflang', 'en');
      await toEnglish.click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });

  test('the language link keeps the gallery filter the visitor chose', async ({ page }) => {
    const key = projects[0]?.filters[0] ?? FILTER_KEYS[0];
    await page.goto('/portfolio');
    await untilHydrated(page);
    await page.getByRole('button', { name: english.site.filterLabels[key], exact: true }).click();
    await expect(page).toHaveURL(`/portfolio?filter=${key}`);
    await languageLink(page, 'Português').click();
    await expect.poll(() => pathOf(page)).toBe(`/pt-br/portfolio?filter=${key}`);
    await expect(page.getByRole('button', { name: portuguese.site.filterLabels[key], exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('every page says its language, its Portuguese title, and links both languages and x-default', async ({
    request,
  }) => {
    const copies = { en: english.pages, 'pt-BR': portuguese.pages };
    const keys = {
      '/': 'home',
      '/about': 'about',
      '/services': 'services',
      '/portfolio': 'portfolio',
      '/contact': 'contact',
    } as const;
    for (const locale of ['en', 'pt-BR'] as Locale[]) {
      for (const path of EVERY_KIND) {
        const html = await (await request.get(localizePath(path, locale))).text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        for (const [language, href] of [
          ['en', path],
          ['pt-BR', localizePath(path, 'pt-BR')],
          ['x-default', path],
        ]) {
          expect(html, `${locale} ${path}: ${language}`).toMatch(
            new RegExp(`<link rel="alternate" hrefLang="${language}" href="${escape(absolute(href!))}"/>`, 'i'),
          );
        }
        const key = keys[path as keyof typeof keys];
        const title = key
          ? copies[locale][key].title
          : contentFor(locale).projects.find((p) => p.slug === project.slug)!.title;
        expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''), path).toBe(
          `${title} | ${english.site.ownerName}`,
        );
      }
    }
  });

  test('the sitemap lists every page and every project in both languages, each with its alternates', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    // Protected projects (noindex) stay out: e2e/nda.spec.ts.
    const listed = projects.filter((p) => !p.nda);
    const paths = [...PAGES.map(({ path }) => path), ...listed.map(({ slug }) => `/portfolio/${slug}`)];
    expect(entries).toHaveLength(2 * paths.length);
    for (const path of paths) {
      for (const locale of ['en', 'pt-BR'] as Locale[]) {
        const entry = entries.find((text) => text.includes(`<loc>${absolute(localizePath(path, locale))}</loc>`));
        expect(entry, `${locale} ${path}`).toBeDefined();
        expect(entry).toContain(`hreflang="en" href="${absolute(path)}"`);
        expect(entry).toContain(`hreflang="pt-BR" href="${absolute(localizePath(path, 'pt-BR'))}"`);
        expect(entry).toContain(`hreflang="x-default" href="${absolute(path)}"`);
      }
    }
  });

  test('a Portuguese project page speaks Portuguese and marks what has no translation as English', async ({ page }) => {
    // One project whose description is translated and one whose is not, where the content has them.
    const translated = portuguese.projects.find((p) => !p.fieldLang.description);
    const untranslated = portuguese.projects.find((p) => p.fieldLang.description);
    for (const shown of [translated, untranslated].filter((p) => p !== undefined)) {
      await page.goto(localizePath(`/portfolio/${shown.slug}`, 'pt-BR'));
      await expect(page.getByRole('heading', { level: 2, name: pt.project.information })).toBeVisible();
      await expect(page.getByRole('navigation', { name: pt.breadcrumb })).toBeVisible();
      const description = page.getByText(shown.description, { exact: true });
      await expect(description).toBeVisible();
      if (shown.fieldLang.description) await expect(description).toHaveAttribute('lang', 'en');
      else await expect(description).not.toHaveAttribute('lang', /.+/);
    }
    await expectNoAxeViolations(page);
  });

  test('the Portuguese carousel, lightbox and captions name themselves in Portuguese', async ({ page }) => {
    await page.goto(localizePath('/', 'pt-BR'));
    const clientsSection = page.locator('section', { has: page.getByRole('heading', { name: pt.clients.heading }) });
    await clientsSection.scrollIntoViewIfNeeded();
    const carousel = clientsSection.locator('.swiper-initialized');
    await expect(carousel).toBeVisible();
    const goTo = new RegExp(`^${pt.carousel.goToSlide.replace('{{index}}', '\\d+')}$`);
    await expect(carousel.getByRole('button', { name: goTo }).first()).toBeAttached();
    // The showreel's captions are listed under a Portuguese name that says their language when it is another.
    const reel = portuguese.showreel;
    if (reel?.captions)
      await expect(page.locator('#showreel video track[kind="captions"]')).toHaveAttribute(
        'label',
        captionsTrack(reel.captions, reel.captionsLang, 'pt-BR').label,
      );

    await page.goto(localizePath('/portfolio', 'pt-BR'));
    await page
      .locator('#portfolio')
      .getByRole('button', { name: new RegExp(`^${pt.portfolio.preview}`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (const name of [pt.lightbox.Previous, pt.lightbox.Next, pt.lightbox.Close])
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(dialog.getByRole('region', { name: pt.lightbox['Photo gallery'] })).toBeAttached();
  });

  test('an unknown Portuguese address answers 404 with the Portuguese not-found page', async ({ page }) => {
    const response = await page.goto('/pt-br/esta-pagina-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1, name: pt.notFound.pageTitle })).toBeVisible();
    await expect(page).toHaveTitle(`${portuguese.pages.notFound.title} | ${english.site.ownerName}`);
    await expect(page.getByRole('link', { name: pt.notFound.home })).toHaveAttribute('href', '/pt-br');

    const project404 = await page.goto('/pt-br/portfolio/projeto-que-nao-existe');
    expect(project404?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Projeto não encontrado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao portfólio' })).toHaveAttribute('href', '/pt-br/portfolio');
    await expect(languageLink(page, 'English')).toHaveAttribute('href', '/');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
