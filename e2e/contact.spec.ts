import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './axe';
import { CONTACT_PATH, CONTACT_ROUTE, readInbox, readMails, uniqueSubject } from './contact-stack';
import { expectTheCvOffered } from './cv';
import { expect, test } from './fixtures';
import { site } from '../lib/content';
import { LIMITS } from 'contact-api/limits';
import { MESSAGES as SERVICE_MESSAGES } from 'contact-api/messages';
import { format } from '../lib/i18n/format';
import { LOCALES, localizePath } from '../lib/i18n/locales';
import { messagesFor } from '../lib/i18n/messages';

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: /send/i });
/** The links offered under the status when a message cannot be sent. */
const otherWays = (page: Page) => page.locator('#contact-elsewhere').getByRole('link');

/** Every social profile from data/ is offered as a visible link, named by its label, opening in a new tab. */
async function expectTheOtherWays(page: Page) {
  await expect(otherWays(page)).toHaveCount(site.socials.length);
  for (const social of site.socials) {
    const link = page.locator('#contact-elsewhere').getByRole('link', { name: social.label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', social.href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
}

async function fillTheForm(
  page: Page,
  subject: string,
  overrides: Partial<Record<'Name' | 'Email' | 'Message', string>> = {},
) {
  await field(page, 'Name').fill(overrides.Name ?? 'Ana Souza');
  await field(page, 'Email').fill(overrides.Email ?? 'ana.souza@example.com');
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill(
    overrides.Message ?? 'Hi Lia! We are making a 2D short and would love you to direct it.',
  );
}

test.describe('the contact page', () => {
  test('shows the title, a social card per profile (videos, photos, then the professional network) opening in a new tab, and the form: four required fields in the group "Your message", and a live status region below it', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle(`Contact | ${site.ownerName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    const cards = page.getByRole('list', { name: 'Find me elsewhere' }).getByRole('link');
    const inOrder = (['video', 'photo', 'professional'] as const).flatMap((kind) =>
      site.socials.filter((social) => social.kind === kind),
    );
    // The sample has all three; an owner with none gets no list at all.
    await expect(cards).toHaveCount(inOrder.length);
    for (const [index, social] of inOrder.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(social.label);
      await expect(card).toHaveAttribute('href', social.href);
      await expect(card).toHaveAttribute('target', '_blank');
      await expect(card).toHaveAttribute('rel', /noopener/);
    }
    if (inOrder.length === 0) await expect(page.getByRole('list', { name: 'Find me elsewhere' })).toHaveCount(0);

    const group = page.getByRole('group', { name: 'Your message' });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(field(group, label)).toBeVisible();
      await expect(field(group, label)).toHaveAttribute('required', '');
    }
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');

    const region = page.locator('#contact-status');
    await expect(region).toHaveAttribute('role', 'status');
    const [formBottom, regionTop] = await Promise.all([
      sendButton(page).evaluate((el) => el.getBoundingClientRect().bottom),
      region.evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(regionTop).toBeGreaterThanOrEqual(formBottom);
  });

  test('offers the CV in each language, as a PDF the site serves', async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(localizePath('/contact', locale));
      await expectTheCvOffered(page, locale);
    }
  });

  test('sends a message: it is stored, mailed to the owner, and the form is cleared; the page is accessible before and after', async ({
    page,
  }) => {
    const subject = uniqueSubject('Direction for a short');
    const posts: { headers: Record<string, string>; body: string }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === CONTACT_PATH && request.method() === 'POST')
        posts.push({ headers: request.headers(), body: request.postData() ?? '' });
    });
    await page.goto('/contact');
    await expectNoAxeViolationsInBothThemes(page);
    await fillTheForm(page, subject);
    await sendButton(page).click();
    await expect(page.locator('#contact-status')).toHaveText('Message sent successfully!');
    for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(field(page, label)).toHaveValue('');
    await expectNoAxeViolations(page);

    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(posts[0]!.body)).toMatchObject({ name: 'Ana Souza', email: 'ana.souza@example.com', subject });

    const stored = readInbox().filter((message) => message.subject === subject);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Ana Souza', email: 'ana.souza@example.com' });

    await expect
      .poll(() => readMails().filter((mail) => mail.headers.subject?.includes(subject)), { timeout: 10_000 })
      .toHaveLength(1);
    const mail = readMails().find((candidate) => candidate.headers.subject?.includes(subject))!;
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.headers['reply-to']).toContain('ana.souza@example.com');
    expect(mail.headers['content-type']).toMatch(/^text\/plain/);
    expect(mail.body).toContain('We are making a 2D short and would love you to direct it.');
    expect(mail.body).toContain('Ana Souza');
  });

  test('says "Sending..." while the message is on its way and sends a double click once', async ({ page }) => {
    const subject = uniqueSubject('Double click');
    let posts = 0;
    // The message is held on its way until the test has seen the page while it waits.
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    await page.route(CONTACT_ROUTE, async (route) => {
      if (route.request().method() === 'POST') {
        posts += 1;
        await delivered;
      }
      await route.continue();
    });
    await page.goto('/contact');
    await fillTheForm(page, subject);
    await sendButton(page).dblclick();
    await expect(page.locator('#contact-status')).toHaveText('Sending...');
    await expect(sendButton(page)).toBeDisabled();
    deliver();
    await expect(page.locator('#contact-status')).toHaveText('Message sent successfully!');
    expect(posts).toBe(1);
    expect(readInbox().filter((message) => message.subject === subject)).toHaveLength(1);
  });

  test('stops each field at the length the contact service accepts, and sends nothing while a field is empty or invalid', async ({
    page,
  }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === CONTACT_PATH) posts += 1;
    });
    await page.goto('/contact');
    await field(page, 'Name').fill('A'.repeat(150));
    await expect(field(page, 'Name')).toHaveValue('A'.repeat(LIMITS.name));
    for (const [label, limit] of [
      ['Email', LIMITS.email],
      ['Subject', LIMITS.subject],
      ['Message', LIMITS.message],
    ] as const) {
      await expect(field(page, label)).toHaveAttribute('maxlength', String(limit));
    }
    await field(page, 'Name').fill('');

    // The browser checks the fields when Send is pressed: it reports them invalid ('invalid' events) and then
    // submits nothing, all before the click returns, so counting both needs no waiting.
    await page.evaluate(() => {
      const counts = { invalid: 0, submit: 0 };
      (window as unknown as { formEvents: typeof counts }).formEvents = counts;
      const form = document.querySelector('form')!;
      form.addEventListener('invalid', () => (counts.invalid += 1), true);
      form.addEventListener('submit', () => (counts.submit += 1), true);
    });
    const formEvents = () =>
      page.evaluate(() => (window as unknown as { formEvents: { invalid: number; submit: number } }).formEvents);
    await sendButton(page).click();
    await field(page, 'Name').fill('Ana');
    await field(page, 'Email').fill('not-an-email');
    await sendButton(page).click();
    expect(await field(page, 'Email').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    const events = await formEvents();
    expect(events.invalid).toBeGreaterThan(0);
    expect(events.submit).toBe(0);
    expect(posts).toBe(0);
    await expect(page.locator('#contact-status')).toHaveText('');
  });

  test.describe('when the service refuses a message', () => {
    // Chrome logs every 4xx answer; here the 400 is the point of the test.
    test.use({ expectedConsoleErrors: /status of 400 \(Bad Request\)/ });

    test('shows the service\'s refusal after "❌ Error: " and keeps what was typed', async ({ page }) => {
      const subject = uniqueSubject('Refused');
      // The browser takes this address (it checks no length); the service refuses a part before the @ over 64.
      const longAddress = `${'a'.repeat(65)}@example.com`;
      await page.goto('/contact');
      await fillTheForm(page, subject, { Email: longAddress });
      await sendButton(page).click();
      await expect(page.locator('#contact-status')).toHaveText(/^❌ Error: Email .*64/);
      await expect(field(page, 'Email')).toHaveValue(longAddress);
      await expect(field(page, 'Subject')).toHaveValue(subject);
      expect(readInbox().filter((message) => message.subject === subject)).toHaveLength(0);
      // Fixing the field is the way on: no other ways to write are offered.
      await expect(otherWays(page)).toHaveCount(0);
    });

    test('answers a Portuguese page in Portuguese: the form asks the service for its language', async ({ page }) => {
      const words = messagesFor('pt-BR').contact;
      const subject = uniqueSubject('Recusada');
      await page.goto(localizePath('/contact', 'pt-BR'));
      await field(page, words.name).fill('Ana Souza');
      await field(page, words.email).fill(`${'a'.repeat(65)}@example.com`);
      await field(page, words.subject).fill(subject);
      await field(page, words.message).fill('Oi, Lia! Você dirigiria um curta?');
      await page.getByRole('button', { name: words.send }).click();
      await expect(page.locator('#contact-status')).toHaveText(
        format(words.serverError, { message: SERVICE_MESSAGES['pt-BR'].emailLocalPartTooLong(64) }),
      );
    });
  });

  test.describe('when the service answers that it cannot take messages now', () => {
    test.use({ expectedConsoleErrors: /status of 503 \(Service Unavailable\)/ });

    test("shows the service's message and the other ways to reach the owner", async ({ page }) => {
      const busy = 'The inbox is busy. Please try again in a minute.';
      await page.route(CONTACT_ROUTE, async (route) => {
        const request = route.request();
        // The message gets a 503, as a struggling host would send.
        if (request.method() !== 'POST') return route.continue();
        await route.fulfill({
          status: 503,
          headers: { 'Access-Control-Allow-Origin': (await request.headerValue('origin')) ?? '*' },
          json: { success: false, message: busy },
        });
      });
      const subject = uniqueSubject('Busy inbox');
      await page.goto('/contact');
      await fillTheForm(page, subject);
      await sendButton(page).click();
      await expect(page.locator('#contact-status')).toHaveText(`❌ Error: ${busy}`);
      await expectTheOtherWays(page);
      await expect(field(page, 'Subject')).toHaveValue(subject);
    });
  });

  test.describe('when the service is down', () => {
    test.use({
      expectedConsoleErrors:
        /Contact form: the message could not be sent|Failed to load resource: net::ERR_CONNECTION_REFUSED/,
    });

    test('says an unexpected error occurred, keeps what was typed and offers other ways to write', async ({ page }) => {
      await page.route(CONTACT_ROUTE, (route) => route.abort('connectionrefused'));
      const subject = uniqueSubject('Nobody home');
      await page.goto('/contact');
      await expect(otherWays(page)).toHaveCount(0);
      await fillTheForm(page, subject);
      await sendButton(page).click();
      await expect(page.locator('#contact-status')).toHaveText('An unexpected error occurred.');
      await expect(field(page, 'Subject')).toHaveValue(subject);
      await expect(sendButton(page)).toBeEnabled();
      await expect(page.locator('#contact-elsewhere')).toHaveAttribute('aria-live', 'polite');
      await expectTheOtherWays(page);
      await expectNoAxeViolations(page);
    });
  });
});
