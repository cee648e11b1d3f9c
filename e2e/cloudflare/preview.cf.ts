import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { MESSAGES as SERVICE_MESSAGES } from 'contact-api/messages';
import { PREVIEW_STATE } from './playwright.config';
import { CONTACT_PATH, uniqueSubject } from '../contact-stack';
import { expect, test } from '../fixtures';
import { contentFor } from '../../lib/content';
import { localizePath, type Locale } from '../../lib/i18n/locales';
import { messagesFor } from '../../lib/i18n/messages';

/**
 * `npm run preview:cloudflare` serves the site and POST /api/send on one origin with the same pages,
 * statuses, headers and contact answers as `npm start`; `npm run inbox:cloudflare` prints the stored messages.
 */

interface StoredLine {
  name: string;
  email: string;
  subject: string;
  message: string;
  time: string;
  status: string;
}

/** The preview's D1 inbox as the owner reads it: `npm run inbox:cloudflare`, one JSON object a line. */
function inbox(): StoredLine[] {
  const output = execFileSync(process.execPath, ['scripts/inbox-cloudflare.mjs'], {
    env: { ...process.env, PREVIEW_STATE },
    encoding: 'utf8',
  });
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StoredLine);
}

/** The `/*` rule of out/_headers: the headers every page carries. */
function siteWideHeaders(): Array<[string, string]> {
  const lines = readFileSync('out/_headers', 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim() === '/*');
  const headers: Array<[string, string]> = [];
  for (const line of lines.slice(start + 1)) {
    if (!/^\s/.test(line) || line.trim() === '') break;
    const colon = line.indexOf(':');
    if (colon > 0) headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return headers;
}

async function send(page: Page, locale: Locale, subject: string) {
  const words = messagesFor(locale).contact;
  await page.goto(localizePath('/contact', locale));
  await page.getByLabel(words.name, { exact: true }).fill('Ana Souza');
  await page.getByLabel(words.email, { exact: true }).fill('ana.souza@example.com');
  await page.getByLabel(words.subject, { exact: true }).fill(subject);
  await page.getByLabel(words.message, { exact: true }).fill('Olá! A 2D short, sent through the Worker.');
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === CONTACT_PATH && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: words.send }).click();
  return answer;
}

test.describe('the site on the Cloudflare Worker (npm run preview:cloudflare)', () => {
  test('a message typed on /contact and on /pt-br/contact is answered in its language and lands in D1', async ({
    page,
    baseURL,
  }) => {
    const sent: Array<{ locale: Locale; subject: string }> = [];
    for (const [locale, language] of [
      ['en', 'en'],
      ['pt-BR', 'pt-BR'],
    ] as const) {
      const subject = uniqueSubject(`Worker ${locale}`);
      const response = await send(page, locale, subject);
      // Posted to the same origin: no CORS, no second address.
      expect(new URL(response.url()).origin).toBe(baseURL);
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: SERVICE_MESSAGES[language].success });
      await expect(page.locator('#contact-status')).toHaveText(messagesFor(locale).contact.sent);
      sent.push({ locale, subject });
    }

    // One read of the inbox for both (the command starts wrangler, which takes seconds).
    const lines = inbox();
    for (const { subject } of sent) {
      const stored = lines.filter((line) => line.subject === subject);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        name: 'Ana Souza',
        email: 'ana.souza@example.com',
        message: 'Olá! A 2D short, sent through the Worker.',
        // No mail is set up in the preview: the message waits in D1.
        status: 'pending',
      });
      expect(Date.parse(stored[0]!.time)).toBeGreaterThan(Date.now() - 10 * 60_000);
    }
  });

  test('an unknown address gets the 404 page of its language, with status 404', async ({ page }) => {
    const english = await page.goto('/no-such-page-here');
    expect(english?.status()).toBe(404);
    await expect(page).toHaveTitle(new RegExp(`^${contentFor('en').pages.notFound.title} \\|`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const portuguese = await page.goto('/pt-br/esta-pagina-nao-existe');
    expect(portuguese?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: messagesFor('pt-BR').notFound.pageTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('the pages carry the headers of out/_headers', async ({ request }) => {
    const expected = siteWideHeaders();
    expect(expected.map(([name]) => name)).toContain('content-security-policy');
    for (const path of ['/', '/contact', localizePath('/about', 'pt-BR')]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      for (const [name, value] of expected) expect([path, name, headers[name]]).toEqual([path, name, value]);
    }
  });
});
