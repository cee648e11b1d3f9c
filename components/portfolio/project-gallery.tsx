'use client';

import dynamic from 'next/dynamic';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { HtmlOnly } from '@/components/shared/html-only';
import { GALLERY_FILTERS, matchesFilter, type GalleryFilter } from '@/lib/gallery-filters';
import { useFlip } from '@/lib/hooks/use-flip';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import { useUrlFilter } from '@/lib/hooks/use-url-filter';
import { motion } from '@/styles/tokens';
import { FilterTabs } from './filter-tabs';
import { MasonryGrid } from './masonry-grid';
import type { GalleryCard } from './project-card';
import styles from './project-gallery.module.scss';

// The lightbox library is fetched the first time a preview is opened, never with the page.
const GalleryLightbox = dynamic(() => import('./gallery-lightbox').then((module) => module.GalleryLightbox), {
  ssr: false,
});

/** Props of the gallery. */
export interface ProjectGalleryProps {
  /** Every project's card, newest first. */
  cards: GalleryCard[];
  /** What only the pre-rendered HTML needs, right after the tabs: the static grid's styles and its script. */
  beforeGrid?: ReactNode;
}

/**
 * The filterable gallery. The active filter lives in the URL (`?filter=director`) so a view can be shared,
 * reloaded and left with Back; the lightbox only ever holds the cards the filter shows, in grid order. Before
 * the page runs, the HTML already shows the address's filter (static-grid.ts).
 */
export function ProjectGallery({ cards, beforeGrid }: ProjectGalleryProps) {
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [lightboxLoaded, setLightboxLoaded] = useState(false);
  const opener = useRef<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const reduceMotion = usePrefersReducedMotion();

  const snapshot = useFlip(grid, motion.masonry, !reduceMotion);
  const beforeChange = useCallback(() => {
    // New cards: a lightbox open over the old ones (Back while open) would show the wrong project.
    setLightboxIndex(null);
    snapshot();
  }, [snapshot]);
  const [filter, setUrlFilter] = useUrlFilter(beforeChange);

  const visible = useMemo(() => cards.filter((card) => matchesFilter(card.tags, filter)), [cards, filter]);
  const counts = useMemo(
    () =>
      Object.fromEntries(
        GALLERY_FILTERS.map((f) => [f.key, cards.filter((card) => matchesFilter(card.tags, f)).length]),
      ),
    [cards],
  );
  const select = (next: GalleryFilter) => {
    if (next.key !== filter.key) setUrlFilter(next);
  };

  const preview = useCallback(
    (slug: string) => {
      opener.current = slug;
      setLightboxLoaded(true);
      setLightboxIndex(visible.findIndex((card) => card.slug === slug));
    },
    [visible],
  );

  const returnFocus = () => {
    grid.current?.querySelector<HTMLElement>(`[data-preview="${opener.current}"]`)?.focus();
  };

  return (
    <div className={styles.gallery}>
      <FilterTabs filters={GALLERY_FILTERS} active={filter} onSelect={select} counts={counts} />
      <HtmlOnly>{beforeGrid}</HtmlOnly>
      <p className="visually-hidden" role="status">
        {`${visible.length} projects shown`}
      </p>
      <div ref={grid}>
        <MasonryGrid cards={visible} all={cards} onPreview={preview} />
      </div>
      {lightboxLoaded && (
        <GalleryLightbox
          cards={visible}
          index={lightboxIndex}
          onIndexChange={setLightboxIndex}
          onClose={() => setLightboxIndex(null)}
          onExited={returnFocus}
        />
      )}
    </div>
  );
}
