import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, and everything below it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Scheme = 'light' | 'dark';

/**
 * Runs axe on the page as it is now, in both themes, and fails with a readable list of what is wrong in each.
 * The themes are switched the way a visitor's system does it (the emulated `prefers-color-scheme`, which the
 * default theme, System, follows), so nothing on the page moves: an open menu or lightbox stays open. The page's
 * own scheme is checked first and put back last. (A page with a theme chosen in its Theme control would look the
 * same both times: for that, use expectNoAxeViolationsInTheme.)
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const first: Scheme = await page.evaluate(() =>
    matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  const schemes: Scheme[] = first === 'dark' ? ['dark', 'light'] : ['light', 'dark'];
  const report: string[] = [];
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html'), 'the theme follows the system').toHaveCSS('color-scheme', scheme);
    report.push(...(await violations(page, include)).map((line) => `${scheme} theme: ${line}`));
  }
  await page.emulateMedia({ colorScheme: first });
  expect(report, 'accessibility violations').toEqual([]);
}

/** Runs axe on the page as it is now, in the theme it shows, and fails with a readable list of what is wrong. */
export async function expectNoAxeViolationsInTheme(page: Page, include?: string) {
  expect(await violations(page, include), 'accessibility violations').toEqual([]);
}

async function violations(page: Page, include?: string): Promise<string[]> {
  await untilColoursSettled(page);
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
}

/** Colours ease from one theme to the other on some controls: axe must read them where they end. */
async function untilColoursSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}
