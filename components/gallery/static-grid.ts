import { matchesFilter, type filterKeyFromSearch, type GalleryFilter } from '@/lib/gallery-filters';
import type { GalleryCard } from './project-card';

/**
 * The gallery as the pre-rendered HTML carries it, before its script runs. The page cannot know the screen's width
 * or the address's `?filter=` when it is built, yet a shared `/portfolio?filter=director` must show only Director's
 * cards, laid out exactly as the running gallery will lay them out, from the first paint. So the HTML holds, for
 * each column count, every card in every column that some filter would put it in (react-masonry-css puts the i-th
 * card shown in column i mod n), each copy marked with the filters that show it there (`data-show`) and those under
 * which it tops its column (`data-first`). A pre-paint script names the address's filter on <html data-filter>,
 * and masonry-grid.module.scss shows exactly that filter's copies. Once the gallery runs it draws the one real grid instead.
 */

/** One card's copy in a column of the static grid. */
export interface StaticCell {
  card: GalleryCard;
  /** Keys of the filters that show the card in this column. */
  show: string[];
  /** Keys of the filters under which it is the first card of this column. */
  first: string[];
}

/** The columns of the static grid with `count` columns: cards in their order, each with the filters it shows under. */
export function staticColumns(cards: readonly GalleryCard[], count: number, filters: readonly GalleryFilter[]) {
  const columns = Array.from({ length: count }, () => new Map<string, StaticCell & { order: number }>());
  const order = new Map(cards.map((card, index) => [card.slug, index]));
  for (const filter of filters) {
    cards
      .filter((card) => matchesFilter(card.tags, filter))
      .forEach((card, index) => {
        const column = columns[index % count]!;
        let cell = column.get(card.slug);
        if (!cell) column.set(card.slug, (cell = { card, show: [], first: [], order: order.get(card.slug)! }));
        cell.show.push(filter.key);
        if (index < count) cell.first.push(filter.key);
      });
  }
  return columns.map((column) =>
    [...column.values()].sort((a, b) => a.order - b.order).map(({ card, show, first }) => ({ card, show, first })),
  );
}

/**
 * The columns read row by row, `null` where a column has run out: the order in which react-masonry-css, dealing
 * the i-th child to column i mod n, rebuilds exactly these columns.
 */
export function rowByRow<T>(columns: readonly (readonly T[])[]): (T | null)[] {
  const rows = Math.max(0, ...columns.map((column) => column.length));
  const cells: (T | null)[] = [];
  for (let row = 0; row < rows; row += 1) for (const column of columns) cells.push(column[row] ?? null);
  return cells;
}

/**
 * The gallery's pre-paint script (see lib/pre-paint-script.ts), placed right after the tabs: names the address's
 * filter on <html data-filter> (none for All) and presses its tab, before the grid below is parsed.
 */
export function markGalleryFilter(keyOf: typeof filterKeyFromSearch, keys: readonly string[]): void {
  const key = keyOf(window.location.search, keys);
  const html = document.documentElement;
  if (key === keys[0]) html.removeAttribute('data-filter');
  else html.setAttribute('data-filter', key);
  document.querySelectorAll('[data-filter-key]').forEach((tab) => {
    tab.setAttribute('aria-pressed', String(tab.getAttribute('data-filter-key') === key));
  });
}
