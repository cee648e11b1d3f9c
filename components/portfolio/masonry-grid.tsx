'use client';

import { memo, useEffect, useState } from 'react';
import Masonry from 'react-masonry-css';
import { breakpoints, motion } from '@/styles/tokens';
import { ProjectCard, type GalleryCard } from './project-card';
import styles from './masonry-grid.module.scss';

/** Columns by viewport width: 1 on phones, 2 from 640 px, 3 from 992 px. */
const LAYOUTS = [1, 2, 3] as const;
type Columns = (typeof LAYOUTS)[number];

function columnsFor(width: number): Columns {
  if (width >= breakpoints.lg) return 3;
  if (width >= breakpoints.md) return 2;
  return 1;
}

/**
 * The first card is the page's largest picture on every layout: its image is fetched at once, with high
 * priority. The others load lazily, which for the rest of the top row means as soon as the grid is laid out, and
 * for the grids CSS hides (the other column counts) means not at all.
 */
const PRIORITY_CARDS = 1;

/**
 * The masonry grid (react-masonry-css: card i goes to column i mod n, so the top row reads newest first, left
 * to right). The server cannot know the screen width, so the static HTML carries the grid for each column count
 * and CSS shows the one that fits; once running, only the matching one stays. Nothing moves on the way, which
 * a single server-rendered grid at a default width could not promise.
 */
export const MasonryGrid = memo(function MasonryGrid({
  cards,
  onPreview,
}: {
  cards: GalleryCard[];
  onPreview: (slug: string) => void;
}) {
  const [columns, setColumns] = useState<Columns | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setColumns(columnsFor(window.innerWidth));
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

  const layouts = columns === null ? LAYOUTS : [columns];
  return layouts.map((count) => (
    <Masonry
      key={count}
      breakpointCols={count}
      className={styles.grid}
      columnClassName={styles.column}
      // Each column's width comes from the count, not from how many columns the browser has parsed so far: a
      // long page is painted while it streams in, and a grid sharing its width among the columns it has seen
      // would narrow them as the rest arrives (a layout shift).
      style={{ '--columns': count } as React.CSSProperties}
      data-columns={columns === null ? count : undefined}
    >
      {cards.map((card, index) => (
        <div key={card.slug} data-flip={card.slug} className={styles.cell}>
          <ProjectCard card={card} onPreview={onPreview} priority={index < PRIORITY_CARDS} />
        </div>
      ))}
    </Masonry>
  ));
});
