'use client';

import dynamic from 'next/dynamic';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { HtmlOnly } from '@/components/shared/html-only';
import { matchesFilter, type GalleryFilter } from '@/lib/gallery-filters';
import { useFlip } from '@/lib/hooks/use-flip';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import { useUrlFilter } from '@/lib/hooks/use-url-filter';
import type { VariantFormat } from '@/lib/images/variants';
import { motion } from '@/styles/tokens';
import { FilterTabs } from './filter-tabs';
import { MasonryGrid } from './masonry-grid';
import type { GalleryCard } from './project-card';
import styles from './project-gallery.module.scss';

/**
 * The lightbox library is never part of the page's first load. It is fetched once the page is idle after it
 * starts, or earlier when a visitor points at, touches or tabs to a card, so a Preview opens without waiting for
 * the code to download and run.
 */
let lightboxModule: Promise<typeof import('./gallery-lightbox')> | undefined;
const loadLightbox = () => (lightboxModule ??= import('./gallery-lightbox'));
const GalleryLightbox = dynamic(() => loadLightbox().then((module) => module.GalleryLightbox), { ssr: false });

/** The format the browser drew a card's picture in (AVIF where supported): the lightbox uses the same files. */
function formatOfCard(container: HTMLElement | null, slug: string): VariantFormat {
  const image = container?.querySelector<HTMLImageElement>(`[data-card="${CSS.escape(slug)}"] img`);
  return image?.currentSrc.endsWith('.avif') ? 'avif' : 'webp';
}

/** Props of the gallery. */
export interface ProjectGalleryProps {
  /** Every project's card, newest first. */
  cards: GalleryCard[];
  /** The tabs, All first, with the owner's labels. */
  filters: readonly GalleryFilter[];
  /** What only the pre-rendered HTML needs, right after the tabs: the static grid's styles and its script. */
  beforeGrid?: ReactNode;
}

/**
 * The filterable gallery. The active filter lives in the URL (`?filter=director`) so a view can be shared,
 * reloaded and left with Back; the lightbox only ever holds the cards the filter shows, in grid order. Before
 * the page runs, the HTML already shows the address's filter (static-grid.ts).
 */
export function ProjectGallery({ cards, filters, beforeGrid }: ProjectGalleryProps) {
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [lightboxLoaded, setLightboxLoaded] = useState(false);
  const [lightboxFormat, setLightboxFormat] = useState<VariantFormat>('webp');
  const opener = useRef<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const reduceMotion = usePrefersReducedMotion();

  const flip = useFlip(grid, motion.masonry, !reduceMotion);
  const beforeChange = useCallback(() => {
    // New cards: a lightbox open over the old ones (Back while open) would show the wrong project.
    setLightboxIndex(null);
    flip.snapshot();
  }, [flip]);
  const [filter, setUrlFilter] = useUrlFilter(filters, beforeChange);
  // The tap marks its tab at once; the grid follows in a render of its own, so the tap's frame stays short.
  const shownFilter = useDeferredValue(filter);

  const visible = useMemo(() => cards.filter((card) => matchesFilter(card.tags, shownFilter)), [cards, shownFilter]);
  const visibleNow = useRef(visible);
  useLayoutEffect(() => {
    visibleNow.current = visible;
    flip.play();
  }, [visible, flip]);

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(() => void loadLightbox(), { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);
  const counts = useMemo(
    () => Object.fromEntries(filters.map((f) => [f.key, cards.filter((card) => matchesFilter(card.tags, f)).length])),
    [cards, filters],
  );
  const select = (next: GalleryFilter) => {
    if (next.key !== filter.key) setUrlFilter(next);
  };

  // One function for the gallery's life, so the memoised cards never re-render for it.
  const preview = useCallback((slug: string) => {
    opener.current = slug;
    setLightboxFormat(formatOfCard(grid.current, slug));
    setLightboxLoaded(true);
    setLightboxIndex(visibleNow.current.findIndex((card) => card.slug === slug));
  }, []);

  const returnFocus = () => {
    grid.current?.querySelector<HTMLElement>(`[data-preview="${opener.current}"]`)?.focus();
  };

  return (
    <div className={styles.gallery}>
      <FilterTabs filters={filters} active={filter} onSelect={select} counts={counts} />
      <HtmlOnly>{beforeGrid}</HtmlOnly>
      <p className="visually-hidden" role="status">
        {`${visible.length} projects shown`}
      </p>
      <div ref={grid} onPointerOver={loadLightbox} onFocus={loadLightbox} onTouchStart={loadLightbox}>
        <MasonryGrid cards={visible} all={cards} filters={filters} onPreview={preview} />
      </div>
      {visible.length === 0 && <p className={styles.empty}>{`No projects under “${shownFilter.label}” yet.`}</p>}
      {lightboxLoaded && (
        <GalleryLightbox
          cards={visible}
          index={lightboxIndex}
          onIndexChange={setLightboxIndex}
          onClose={() => setLightboxIndex(null)}
          onExited={returnFocus}
          format={lightboxFormat}
        />
      )}
    </div>
  );
}
