'use client';

import { memo, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import Masonry from 'react-masonry-css';
import type { GalleryFilter } from '@/lib/gallery-filters';
import { breakpoints, motion } from '@/styles/tokens';
import { ProjectCard, type GalleryCard } from './project-card';
import { staticCells, type StaticCell } from './static-grid';
import styles from './masonry-grid.module.scss';

/** Columns by viewport width: 1 on phones, 2 from 640 px, 3 from 992 px (the static grid's CSS has the same). */
export type Columns = 1 | 2 | 3;

function columnsFor(width: number): Columns {
  if (width >= breakpoints.lg) return 3;
  if (width >= breakpoints.md) return 2;
  return 1;
}

/**
 * The column count that fits the screen; `null` in the pre-rendered HTML and while hydrating it, when the page
 * shows its static grid. It arrives after hydration, and after each window resize (debounced: dragging a window's
 * edge re-lays the grid once), as a transition: swapping the static grid for the live one re-renders every card,
 * and a transition lets the browser paint and answer input between slices of that work instead of in one long
 * task. A gallery drawn in the browser (a client-side navigation: the page already carries `data-hydrated`) knows
 * its columns from the start.
 */
export function useColumns(): Columns | null {
  const [columns, setColumns] = useState<Columns | null>(() =>
    typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated')
      ? columnsFor(window.innerWidth)
      : null,
  );
  useEffect(() => {
    const update = () => startTransition(() => setColumns(columnsFor(window.innerWidth)));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, motion.masonryResizeDebounce);
    };
    update();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return columns;
}

/** The first card is the page's largest picture on every layout: fetched at once, with high priority. */
const PRIORITY_CARDS = 1;

/** Props of the grid. */
export interface MasonryGridProps {
  /** The cards the filter shows, in order. */
  cards: GalleryCard[];
  /** Every card: what the pre-rendered HTML holds, for whichever filter the address names (static-grid.ts). */
  all: GalleryCard[];
  /** The tabs, for the static grid's marks. */
  filters: readonly GalleryFilter[];
  /** The column count (useColumns); null: the pre-rendered static grid. */
  columns: Columns | null;
  onPreview: (slug: string) => void;
}

/**
 * The masonry grid (react-masonry-css: card i goes to column i mod n, so the top row reads newest first, left
 * to right). The pre-rendered HTML cannot know the screen or the address's filter: it carries every card once, in
 * a plain grid of the same column count, and CSS shows the address's filter (static-grid.ts). Running, the gallery
 * draws the masonry grid.
 */
export const MasonryGrid = memo(function MasonryGrid({ cards, all, filters, columns, onPreview }: MasonryGridProps) {
  // The pre-paint script's <html data-filter> only serves the static grid: gone with it, in the same frame (a
  // layout effect: the live grid arrives in a transition, whose passive effects may wait until after a paint, and
  // the attribute's CSS would hide some live cells for that frame).
  useLayoutEffect(() => {
    if (columns !== null) document.documentElement.removeAttribute('data-filter');
  }, [columns]);

  const cell = (card: GalleryCard, priority: boolean, marks?: StaticCell) => (
    <div
      key={card.slug}
      data-flip={card.slug}
      className={styles.cell}
      data-show={marks?.show.join(' ')}
      data-first={marks?.first.join(' ')}
    >
      <ProjectCard card={card} onPreview={onPreview} priority={priority} live={marks === undefined} />
    </div>
  );

  if (columns !== null) {
    return (
      <Masonry key={columns} {...gridProps(columns)}>
        {cards.map((card, index) => cell(card, index < PRIORITY_CARDS))}
      </Masonry>
    );
  }
  const priority = new Set(all.slice(0, PRIORITY_CARDS).map((card) => card.slug));
  return (
    // data-static-grid: what tests and benches wait to see gone (the gallery running).
    <div className={styles.staticGrid} data-static-grid="">
      {staticCells(all, filters).map((marks) => cell(marks.card, priority.has(marks.card.slug), marks))}
    </div>
  );
});

function gridProps(count: number) {
  return {
    breakpointCols: count,
    className: styles.grid,
    columnClassName: styles.column,
    // Each column's width comes from the count, not from how many columns the browser has laid out.
    style: { '--columns': count } as React.CSSProperties,
  };
}
