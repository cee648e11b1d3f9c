import { filterKeyFromSearch, matchesFilter } from '@/lib/gallery-filters';
import { SPEC_FILTERS as GALLERY_FILTERS } from '@/lib/gallery-filters.fixture';
import { prePaintScript } from '@/lib/pre-paint-script';
import type { FilterKey } from '@/lib/content/filter-keys';
import type { GalleryCard } from './project-card';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileString } from 'sass';
import { FILTER_KEYS } from '@/lib/content/filter-keys';
import { tokensAsSass } from '@/styles/tokens';
import { markGalleryFilter, staticCells, TOP_ROW } from './static-grid';

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

describe('the static gallery', () => {
  it('holds every card once, in order, marked with the filters that show it', () => {
    const cells = staticCells(cards, GALLERY_FILTERS);
    expect(cells.map((cell) => cell.card.slug)).toEqual(cards.map((card) => card.slug));
    for (const cell of cells) {
      const showing = GALLERY_FILTERS.filter((filter) => matchesFilter(cell.card.tags, filter)).map((f) => f.key);
      expect(cell.show).toEqual(showing);
    }
  });

  it('marks, under each filter, the first card, the first two and the first three: the top row of each layout', () => {
    const cells = staticCells(cards, GALLERY_FILTERS);
    for (const filter of GALLERY_FILTERS) {
      const shown = cards.filter((card) => matchesFilter(card.tags, filter)).map((card) => card.slug);
      for (let n = 1; n <= TOP_ROW; n++) {
        const marked = cells.filter((cell) => cell.first.includes(`${filter.key}-${n}`)).map((cell) => cell.card.slug);
        expect(marked).toEqual(shown.slice(0, n));
      }
    }
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

describe("the static grid's styles", () => {
  // The module as Sass compiles it for the build (next.config.ts prepends the tokens), before CSS modules scope it.
  const css = compileString(tokensAsSass() + readFileSync(path.join(__dirname, 'masonry-grid.module.scss'), 'utf8'), {
    loadPaths: [path.join(__dirname, '../..')],
  }).css.replace(/\s+/g, ' ');

  it.each(FILTER_KEYS)('show only the copies the %s filter needs when the address names it', (key) => {
    expect(css).toContain(
      `:global(html[data-filter=${key}]) .cell[data-show]:not([data-show~=${key}]) { display: none; }`,
    );
    for (const row of [1, 2, 3]) {
      expect(css).toContain(
        `:global(html[data-filter=${key}][data-booting]) .cell[data-show]:not([data-first~=${key}-${row}]) picture`,
      );
    }
  });

  it('show All’s copies when the address names no filter (or JavaScript is off)', () => {
    expect(css).toContain(':global(html:not([data-filter])) .cell[data-show]:not([data-show~=all]) { display: none; }');
  });
});
