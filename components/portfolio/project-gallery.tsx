'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  GALLERY_FILTERS,
  filterFromSearch,
  matchesFilter,
  searchForFilter,
  type GalleryFilter,
} from '@/lib/gallery-filters';
import { useFlip } from '@/lib/hooks/use-flip';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import { motion } from '@/styles/tokens';
import { FilterTabs } from './filter-tabs';
import { MasonryGrid } from './masonry-grid';
import type { GalleryCard } from './project-card';
import styles from './project-gallery.module.scss';

// The lightbox library is fetched the first time a preview is opened, never with the page.
const GalleryLightbox = dynamic(() => import('./gallery-lightbox').then((module) => module.GalleryLightbox), {
  ssr: false,
});

/**
 * The filterable gallery. The active filter lives in the URL (`?filter=director`) so a view can be shared,
 * reloaded and left with Back; the lightbox only ever holds the cards the filter shows, in grid order.
 */
export function ProjectGallery({ cards }: { cards: GalleryCard[] }) {
  const [filter, setFilter] = useState<GalleryFilter>(GALLERY_FILTERS[0]!);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [lightboxLoaded, setLightboxLoaded] = useState(false);
  const opener = useRef<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const reduceMotion = usePrefersReducedMotion();

  const visible = useMemo(() => cards.filter((card) => matchesFilter(card.tags, filter)), [cards, filter]);
  const counts = useMemo(
    () =>
      Object.fromEntries(
        GALLERY_FILTERS.map((f) => [f.key, cards.filter((card) => matchesFilter(card.tags, f)).length]),
      ),
    [cards],
  );
  const snapshot = useFlip(grid, [filter], motion.masonry, !reduceMotion);

  // The URL is the source of truth: read it on arrival and whenever the visitor goes Back or Forward.
  useEffect(() => {
    const fromUrl = () => {
      snapshot();
      setFilter(filterFromSearch(window.location.search));
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [snapshot]);

  const select = (next: GalleryFilter) => {
    if (next.key === filter.key) return;
    snapshot();
    setFilter(next);
    window.history.pushState(null, '', `${window.location.pathname}${searchForFilter(next)}`);
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
    grid.current?.querySelector<HTMLButtonElement>(`[data-preview="${opener.current}"]`)?.focus();
  };

  return (
    <div className={styles.gallery}>
      <FilterTabs filters={GALLERY_FILTERS} active={filter} onSelect={select} counts={counts} />
      <p className="visually-hidden" role="status">
        {`${visible.length} projects shown`}
      </p>
      <div ref={grid}>
        <MasonryGrid cards={visible} onPreview={preview} />
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
