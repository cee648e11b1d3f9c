'use client';

import { Fragment, memo, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import Masonry from 'react-masonry-css';
import type { GalleryFilter } from '@/lib/gallery-filters';
import { breakpoints, motion } from '@/styles/tokens';
import { ProjectCard, type GalleryCard } from './project-card';
import { rowByRow, staticColumns, type StaticCell } from './static-grid';
import styles from './masonry-grid.module.scss';

/** Columns by viewport width: 1 on phones, 2 from 640 px, 3 from 992 px. */
const LAYOUTS = [1, 2, 3] as const;
export type Columns = (typeof LAYOUTS)[number];

function columnsFor(width: number): Columns {
  if (width >= breakpoints.lg) return 3;
  if (width >= breakpoints.md) return 2;
  return 1;
}

/**
 * The column count that fits the screen; `null` in the pre-rendered HTML and while hydrating it, when the page
 * shows its static grids. It arrives after hydration, and after each window resize (debounced as the spec says),
 * as a transition: swapping the static grids for the live one re-renders every card, and a transition lets the
 * browser paint and answer input between slices of that work instead of in one long task. A gallery drawn in the
 * browser (a client-side navigation: the page already carries `data-hydrated`) knows its columns from the start.
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

/**
 * The pre-rendered grids: `per-layout`, a masonry grid per column count with every card each filter needs in each
 * column (static-grid.ts), so the running gallery takes over without moving a card; or `one`, each card once in a
 * CSS grid of the same column count, the filter applied by the same CSS (cards below the first row sit lower or
 * higher than the masonry will put them).
 */
export type StaticGrids = 'per-layout' | 'one';

/** The first card is the page's largest picture on every layout: fetched at once, with high priority. */
const PRIORITY_CARDS = 1;

/** Props of the grid. */
export interface MasonryGridProps {
  /** The cards the filter shows, in order. */
  cards: GalleryCard[];
  /** Every card: what the pre-rendered HTML holds, for whichever filter the address names (static-grid.ts). */
  all: GalleryCard[];
  /** The tabs, for the static grids' marks. */
  filters: readonly GalleryFilter[];
  /** The column count (useColumns); null: the pre-rendered static grids. */
  columns: Columns | null;
  /** What the pre-rendered HTML holds: a grid per column count, or one copy of the cards. */
  staticGrids: StaticGrids;
  onPreview: (slug: string) => void;
}

/**
 * The masonry grid (react-masonry-css: card i goes to column i mod n, so the top row reads newest first, left
 * to right). The pre-rendered HTML cannot know the screen or the address's filter: it carries a grid for each
 * column count, with every card each filter may need (static-grid.ts), and CSS shows the one that fits. Running,
 * the gallery draws only the real grid; the cards it keeps are the same elements, so nothing moves on the way.
 */
export const MasonryGrid = memo(function MasonryGrid({
  cards,
  all,
  filters,
  columns,
  staticGrids,
  onPreview,
}: MasonryGridProps) {
  // The pre-paint script's <html data-filter> only serves the static grids: gone with them, in the same frame (a
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
  if (staticGrids === 'one') {
    return (
      <div className={styles.oneGrid}>
        {staticColumns(all, 1, filters)[0]!.map((marks) => cell(marks.card, priority.has(marks.card.slug), marks))}
      </div>
    );
  }
  return LAYOUTS.map((count) => (
    <Masonry key={count} {...gridProps(count)} data-columns={count}>
      {rowByRow(staticColumns(all, count, filters)).map((marks, index) =>
        marks ? cell(marks.card, priority.has(marks.card.slug), marks) : <Fragment key={`gap-${index}`} />,
      )}
    </Masonry>
  ));
});

function gridProps(count: number) {
  return {
    breakpointCols: count,
    className: styles.grid,
    columnClassName: styles.column,
    // Each column's width comes from the count, not from how many columns the browser has parsed so far: a
    // long page is painted while it streams in, and a grid sharing its width among the columns it has seen
    // would narrow them as the rest arrives (a layout shift).
    style: { '--columns': count } as React.CSSProperties,
  };
}
