import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { localizePath, LOCALES } from '../lib/i18n/locales';
import { messagesFor } from '../lib/i18n/messages';

/** The privacy page (docs/statistics.md): what the site's own statistics count, in both languages, from every footer. */
for (const locale of LOCALES) {
  test(`the footer leads to the privacy page in ${locale}, which says what is counted and what is never kept`, async ({
    page,
  }) => {
    const words = messagesFor(locale);
    await page.goto(localizePath('/about', locale));
    await page.getByRole('contentinfo').getByRole('link', { name: words.footer.privacy, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/privacy', locale)}$`));
    await expect(page.getByRole('heading', { level: 1, name: words.privacy.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: words.privacy.countedHeading })).toBeVisible();
    for (const line of [...words.privacy.counted, ...words.privacy.never])
      await expect(page.getByText(line)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectNoAxeViolations(page);
  });
}
