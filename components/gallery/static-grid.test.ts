import { filterKeyFromSearch, matchesFilter } from '@/lib/gallery-filters';
import { SPEC_FILTERS as GALLERY_FILTERS } from '@/lib/gallery-filters.fixture';
import { prePaintScript } from '@/lib/pre-paint-script';
import type { FilterKey } from '@/data/filter-keys';
import type { GalleryCard } from './project-card';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileString } from 'sass';
import { FILTER_KEYS } from '@/data/filter-keys';
import { tokensAsSass } from '@/styles/tokens';
import { markGalleryFilter, rowByRow, staticColumns } from './static-grid';

const TAGS: FilterKey[][] = [
  ['director', 'creator'],
  ['cutout'],
  ['director'],
  ['voice', 'director'],
  ['traditional'],
  ['supervisor', 'cutout'],
  ['director', 'voice'],
  ['creator'],
];
const cards = TAGS.map((tags, index) => ({ slug: `p${index}`, tags }) as unknown as GalleryCard);

/** What react-masonry-css draws: the i-th card shown in column i mod n. */
function masonry(shown: GalleryCard[], count: number): string[][] {
  const columns: string[][] = Array.from({ length: count }, () => []);
  shown.forEach((card, index) => columns[index % count]!.push(card.slug));
  return columns;
}

describe('the static gallery', () => {
  for (const count of [1, 2, 3]) {
    it(`shows, for every filter, exactly the ${count}-column grid the running gallery draws`, () => {
      const columns = staticColumns(cards, count, GALLERY_FILTERS);
      for (const filter of GALLERY_FILTERS) {
        const shown = columns.map((column) =>
          column.filter((cell) => cell.show.includes(filter.key)).map((cell) => cell.card.slug),
        );
        expect(shown).toEqual(
          masonry(
            cards.filter((card) => matchesFilter(card.tags, filter)),
            count,
          ),
        );
        const first = columns.map((column) =>
          column.filter((cell) => cell.first.includes(filter.key)).map((cell) => cell.card.slug),
        );
        expect(first).toEqual(shown.map((column) => column.slice(0, 1)));
      }
    });
  }

  it('holds each card once per column at most, and only where some filter needs it', () => {
    for (const column of staticColumns(cards, 3, GALLERY_FILTERS)) {
      const slugs = column.map((cell) => cell.card.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const cell of column) expect(cell.show.length).toBeGreaterThan(0);
    }
  });

  it('reads its columns row by row, so dealing them out again rebuilds them', () => {
    const columns = [['a', 'b', 'c'], ['d'], ['e', 'f']];
    const dealt: string[][] = [[], [], []];
    rowByRow(columns).forEach((cell, index) => cell && dealt[index % 3]!.push(cell));
    expect(dealt).toEqual(columns);
  });

  it('is set to the address’s filter by its pre-paint script, which presses that tab', () => {
    document.body.innerHTML = GALLERY_FILTERS.map(
      (filter) => `<button aria-pressed="${filter.key === 'all'}" data-filter-key="${filter.key}"></button>`,
    ).join('');
    const keys = GALLERY_FILTERS.map((filter) => filter.key);
    const visit = (search: string) => {
      window.history.replaceState(null, '', `/portfolio${search}`);
      new Function(prePaintScript(markGalleryFilter, filterKeyFromSearch, keys))();
      const pressed = [...document.querySelectorAll('[aria-pressed="true"]')].map((tab) =>
        tab.getAttribute('data-filter-key'),
      );
      return [document.documentElement.getAttribute('data-filter'), pressed];
    };
    expect(visit('?filter=Director')).toEqual(['director', ['director']]);
    expect(visit('?filter=painter')).toEqual([null, ['all']]);
    expect(visit('')).toEqual([null, ['all']]);
  });
});

describe("the static grids' styles", () => {
  // The module as Sass compiles it for the build (next.config.ts prepends the tokens), before CSS modules scope it.
  const css = compileString(tokensAsSass() + readFileSync(path.join(__dirname, 'masonry-grid.module.scss'), 'utf8'), {
    loadPaths: [path.join(__dirname, '../..')],
  }).css.replace(/\s+/g, ' ');

  it.each(FILTER_KEYS)('show only the copies the %s filter needs when the address names it', (key) => {
    expect(css).toContain(
      `:global(html[data-filter=${key}]) .cell[data-show]:not([data-show~=${key}]) { display: none; }`,
    );
    expect(css).toContain(
      `:global(html[data-filter=${key}][data-booting]) .cell[data-show]:not([data-first~=${key}]) picture`,
    );
  });

  it('show All’s copies when the address names no filter (or JavaScript is off)', () => {
    expect(css).toContain(':global(html:not([data-filter])) .cell[data-show]:not([data-show~=all]) { display: none; }');
  });
});
