import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { projects, site } from '../lib/content';
import { FILTER_KEYS, type FilterKey } from '../lib/content/filter-keys';

/** The gallery's tab labels, as the content words them. */
export const LABEL = site.filterLabels;

/** The tabs, in order: All, then each filter some project carries; each one's label and its filter (null: All). */
export const TABS: readonly (readonly [string, FilterKey | null])[] = [
  [LABEL.all, null],
  ...FILTER_KEYS.filter((key) => projects.some((project) => project.filters.includes(key))).map(
    (key) => [LABEL[key], key] as const,
  ),
];

/** The filters no project carries: the gallery offers no tab for them. */
export const UNUSED_FILTERS: readonly FilterKey[] = FILTER_KEYS.filter(
  (key) => !projects.some((project) => project.filters.includes(key)),
);

/** The projects a tab shows, newest first, straight from the data. */
export function projectsUnder(tag: FilterKey | null) {
  return [...projects].reverse().filter((project) => tag === null || project.filters.includes(tag));
}

export const gallery = (page: Page) => page.locator('#portfolio');

/**
 * Opens the portfolio and waits until the gallery runs: the static HTML carries a plain grid of the cards,
 * and only once the masonry grid has replaced it (no `data-static-grid` left) do the tabs and previews respond.
 */
export async function gotoGallery(page: Page, url = '/portfolio') {
  await page.goto(url);
  await expect(gallery(page).locator('[data-static-grid]')).toHaveCount(0);
}
export const cards = (page: Page) => gallery(page).getByRole('article');
/** The card of a project, found by its title (the masonry DOM is column by column, not in reading order). */
export const cardFor = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
export const tab = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const lightbox = (page: Page) => page.getByRole('dialog');

/** Titles of the cards as a visitor reads the grid: row by row, left to right. */
export async function titlesInReadingOrder(page: Page): Promise<string[]> {
  // Wait for the rearrangement animation to end: moving cards are not where they will be.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // The cell's box, not the card's: a cell's contents are skipped until it nears the screen (`content-visibility:
  // auto`), and until the browser has rendered the new grid once, a skipped card measures 0 × 0 at the page's
  // corner. The cell itself is always laid out, at its real size or its placeholder height.
  const boxes = await cards(page).evaluateAll((all) =>
    all.map((card) => ({
      title: card.querySelector('h3')?.textContent ?? '',
      ...(card.closest('[data-flip]') ?? card).getBoundingClientRect().toJSON(),
    })),
  );
  // Masonry puts card i in column i mod n, so the data order is the order of (index within column, column).
  const columns = [...new Set(boxes.map((box) => Math.round(box.left)))].sort((a, b) => a - b);
  const byColumn = columns.map((left) =>
    boxes.filter((box) => Math.round(box.left) === left).sort((a, b) => a.top - b.top),
  );
  const rows = Math.max(...byColumn.map((column) => column.length));
  const order: string[] = [];
  for (let row = 0; row < rows; row += 1)
    for (const column of byColumn) if (column[row]) order.push(column[row]!.title);
  return order;
}

export async function expectLightboxToShow(page: Page, title: string) {
  await expect(lightbox(page).locator('.yarl__slide_current .yarl__slide_title')).toHaveText(title);
}

export async function expectLightboxToBeClosed(page: Page) {
  await expect(lightbox(page)).toHaveCount(0);
}
