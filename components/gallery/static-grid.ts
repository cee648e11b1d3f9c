import { matchesFilter, type filterKeyFromSearch, type GalleryFilter } from '@/lib/gallery-filters';
import type { GalleryCard } from './project-card';

/**
 * The gallery as the pre-rendered HTML carries it, before its script runs. The page cannot know the screen's width
 * or the address's `?filter=` when it is built, yet a shared `/portfolio?filter=director` must show only Director's
 * cards from the first paint. So the HTML holds every card once, in a plain grid of the column count the screen
 * gets (masonry-grid.module.scss), each marked with the filters that show it (`data-show`) and with where it stands
 * under each (`data-first`: `director-1` for the first card, `director-2` for the first two…, up to the widest
 * layout's row). A pre-paint script names the address's filter on <html data-filter>, and the CSS shows exactly
 * that filter's cards, and, while the framework is on its way, only the top row's pictures. Once the gallery runs
 * it draws the masonry grid instead (cards below the first row may then sit higher: below the fold on arrival).
 * (Measured against a grid per column count holding every card each filter needs in each column, 226 copies:
 * docs/performance.md.)
 */

/** The widest layout's column count: how far down `data-first` counts. */
export const TOP_ROW = 3;

/** One card of the static grid, with its marks. */
export interface StaticCell {
  card: GalleryCard;
  /** Keys of the filters that show the card. */
  show: string[];
  /** `key-n` for each filter under which it is among the first n cards, n from 1 to TOP_ROW. */
  first: string[];
}

/** Every card once, in order, marked with the filters it shows under and where it stands under each. */
export function staticCells(cards: readonly GalleryCard[], filters: readonly GalleryFilter[]): StaticCell[] {
  const cells = new Map(cards.map((card) => [card.slug, { card, show: [] as string[], first: [] as string[] }]));
  for (const filter of filters) {
    cards
      .filter((card) => matchesFilter(card.tags, filter))
      .forEach((card, index) => {
        const cell = cells.get(card.slug)!;
        cell.show.push(filter.key);
        for (let n = index + 1; n <= TOP_ROW; n++) cell.first.push(`${filter.key}-${n}`);
      });
  }
  return [...cells.values()];
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
