import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { contentFor } from '../lib/content';
import { CV_SIZES, cvPath } from '../lib/cv-paths';
import type { Locale } from '../lib/i18n/locales';
import { format, messagesFor } from '../lib/i18n/messages';

/**
 * The page offers the owner's CV in its language: `Download CV (PDF)`
 * (`Baixar currículo (PDF)` in Portuguese) and its US Letter copy lead to PDFs the site serves, which the browser
 * downloads, under the owner's name. `basePath`: where the site is served from.
 */
export async function expectTheCvOffered(page: Page, locale: Locale, basePath = '') {
  const words = messagesFor(locale).cv;
  const name = contentFor(locale).site.ownerName;
  const links = {
    A4: page.getByRole('link', { name: words.download, exact: true }),
    LETTER: page.getByRole('link', { name: words.letter, exact: true }),
  };
  for (const size of CV_SIZES) {
    await expect(links[size]).toBeVisible();
    await expect(links[size]).toHaveAttribute('href', `${basePath}${cvPath(locale, size)}`);
    const response = await page.request.get(`${basePath}${cvPath(locale, size)}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  // The name to save it under (a host's Content-Disposition, as `npm start` sends, may name it instead).
  await expect(links.A4).toHaveAttribute('download', format(words.fileName, { name }));
  const [download] = await Promise.all([page.waitForEvent('download'), links.A4.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(await download.failure()).toBeNull();
}
