import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.2 AA, and everything below it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules of TAGS a theme can change. The themes differ only in the colours of the palette (styles/globals.scss:
 * components use its names and nothing else), so in the other theme only these can find something new.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Scheme = 'light' | 'dark';

/**
 * Runs axe on the page as it is now, in the theme it shows, and fails with a readable list of what is wrong. For a
 * state of a page (the menu open, the lightbox open, a message sent): the page's kind is checked in both themes by
 * expectNoAxeViolationsInBothThemes.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await violations(page, { include }), 'accessibility violations').toEqual([]);
}

/**
 * For each kind of page: every rule in the theme it shows, then the colour rules in the other theme. The themes are
 * switched the way a visitor's system does it (the emulated `prefers-color-scheme`, which the default theme,
 * System, follows), so nothing on the page moves; the page's own scheme is put back last.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, include?: string) {
  const first: Scheme = await page.evaluate(() =>
    matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  const other: Scheme = first === 'dark' ? 'light' : 'dark';
  const report = (await violations(page, { include })).map((line) => `${first} theme: ${line}`);
  await page.emulateMedia({ colorScheme: other });
  await expect(page.locator('html'), 'the theme follows the system').toHaveCSS('color-scheme', other);
  report.push(...(await violations(page, { include, rules: COLOUR_RULES })).map((line) => `${other} theme: ${line}`));
  await page.emulateMedia({ colorScheme: first });
  expect(report, 'accessibility violations').toEqual([]);
}

async function violations(page: Page, { include, rules }: { include?: string; rules?: string[] }): Promise<string[]> {
  await untilColoursSettled(page);
  const found =
    page.frames().length > 1 ? await withFrames(page, { include, rules }) : await inPage(page, { include, rules });
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
}

type Violation = Pick<axe.Result, 'id' | 'impact' | 'help'> & { nodes: { target: axe.UnlabelledFrameSelector }[] };

/**
 * A page without frames (every page of the site until an external player is opened): axe-core is put into the page
 * once (it stays until the page navigates) and run there, asked for the violations only. @axe-core/playwright's
 * AxeBuilder does the same work for a page with frames (below) at twice the processor time or more: it injects
 * axe twice per run, and sums every result up in a blank page of its own (measured on About, Portfolio and Contact:
 * 1.9–5.0 s of processor a run against 0.5–2.3 s here, with the same violations).
 */
async function inPage(page: Page, { include, rules }: { include?: string; rules?: string[] }): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly: axe.RunOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: TAGS };
  return page.evaluate(
    async ({ include, runOnly }) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(include ?? document, {
        runOnly,
        resultTypes: ['violations'],
      });
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target }) => ({ target })),
      }));
    },
    { include, runOnly },
  );
}

/** A page with a frame (an external player opened): AxeBuilder, which checks inside the frames too. */
async function withFrames(
  page: Page,
  { include, rules }: { include?: string; rules?: string[] },
): Promise<Violation[]> {
  let builder = new AxeBuilder({ page });
  builder = rules ? builder.withRules(rules) : builder.withTags(TAGS);
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}

/** Colours ease from one theme to the other on some controls: axe must read them where they end. */
async function untilColoursSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}
