'use client';

import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { filterKeyFromSearch, matchesFilter, type GalleryFilter } from '@/lib/gallery-filters';
import { useFlip } from '@/lib/hooks/use-flip';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import { useUrlFilter } from '@/lib/hooks/use-url-filter';
import type { VariantFormat } from '@/lib/images/variants';
import { motion } from '@/styles/tokens';
import { FilterTabs } from './filter-tabs';
import { GalleryWordsContext } from '@/lib/hooks/use-gallery-words';
import { format } from '@/lib/i18n/format';
import type { GalleryWords } from '@/lib/i18n/gallery.en';
import { MasonryGrid, useColumns } from './masonry-grid';
import { isPlainClick, type GalleryCard } from './project-card';
import styles from './gallery.module.scss';

type LightboxComponent = typeof import('@/components/lightbox/gallery-lightbox').GalleryLightbox;

/**
 * The lightbox library is never part of the page's first load. It is fetched once the page is idle after it
 * starts, or earlier when a visitor points at, touches or tabs to a card, and drawn (closed) as soon as it is
 * there, so a Preview only has to open it. Not through `next/dynamic`: a lazy component suspends on its first
 * render, and React holds back what a suspended render reveals for up to 300 ms, which a first Preview waited for.
 */
let lightboxModule: Promise<LightboxComponent> | undefined;
const loadLightbox = () =>
  (lightboxModule ??= import('@/components/lightbox/gallery-lightbox').then(
    (module) => module.GalleryLightbox,
    (error: unknown) => {
      lightboxModule = undefined; // a later Preview tries again
      throw error;
    },
  ));

/** The format the browser drew a card's picture in (AVIF where supported): the lightbox uses the same files. */
function formatOfCard(container: HTMLElement | null, slug: string): VariantFormat {
  const image = container?.querySelector<HTMLImageElement>(`[data-card="${CSS.escape(slug)}"] img`);
  return image?.currentSrc.endsWith('.avif') ? 'avif' : 'webp';
}

/** Props of the gallery. */
export interface GalleryProps {
  /** Every project's card, newest first. */
  cards: GalleryCard[];
  /** The tabs, All first, with the owner's labels. */
  filters: readonly GalleryFilter[];
  /** What only the pre-rendered HTML needs, right after the tabs: the static grid's styles and its script. */
  beforeGrid?: ReactNode;
  /** The gallery's words in the page's language. */
  words: GalleryWords;
}

/**
 * The filterable gallery. The active filter lives in the URL (`?filter=director`) so a view can be shared,
 * reloaded and left with Back; the lightbox only ever holds the cards the filter shows, in grid order. Before
 * the page runs, the HTML already shows the address's filter (static-grid.ts).
 */
export function Gallery({ cards, filters, beforeGrid, words }: GalleryProps) {
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [Lightbox, setLightbox] = useState<LightboxComponent | null>(null);
  const [lightboxFormat, setLightboxFormat] = useState<VariantFormat>('webp');
  const opener = useRef<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const reduceMotion = usePrefersReducedMotion();

  const flip = useFlip(grid, motion.masonry, !reduceMotion);
  // Is the live grid on the page yet? Until then (the static grid, for a moment after hydration) there is nothing
  // to glide from: the static grid's cards are not the live ones.
  const live = useRef(false);
  const beforeChange = useCallback(() => {
    // New cards: a lightbox open over the old ones (Back while open) would show the wrong project.
    setLightboxIndex(null);
    if (live.current) flip.snapshot();
  }, [flip]);
  const [filter, setUrlFilter] = useUrlFilter(filters, beforeChange);
  const columns = useColumns();
  useLayoutEffect(() => {
    live.current = columns !== null;
  }, [columns]);
  // A filter chosen while the static grid is still shown: its CSS follows <html data-filter> (static-grid.ts),
  // read from the address itself (while hydrating, `filter` is still the server's guess).
  useLayoutEffect(() => {
    if (columns !== null) return;
    const key = filterKeyFromSearch(
      window.location.search,
      filters.map((option) => option.key),
    );
    if (key === filters[0]?.key) document.documentElement.removeAttribute('data-filter');
    else document.documentElement.setAttribute('data-filter', key);
  }, [filter, filters, columns]);
  // The tap marks its tab at once; the grid follows in a render of its own, so the tap's frame stays short.
  const shownFilter = useDeferredValue(filter);

  const visible = useMemo(() => cards.filter((card) => matchesFilter(card.tags, shownFilter)), [cards, shownFilter]);
  const visibleNow = useRef(visible);
  useLayoutEffect(() => {
    visibleNow.current = visible;
    flip.play();
  }, [visible, flip]);

  /** Fetches the lightbox if need be and draws it, closed; resolves false when its code cannot be had. */
  const prepareLightbox = useCallback(
    () =>
      loadLightbox().then(
        (component) => {
          setLightbox(() => component);
          return true;
        },
        () => false,
      ),
    [],
  );
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(() => void prepareLightbox(), { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, [prepareLightbox]);
  const counts = useMemo(
    () => Object.fromEntries(filters.map((f) => [f.key, cards.filter((card) => matchesFilter(card.tags, f)).length])),
    [cards, filters],
  );
  const select = (next: GalleryFilter) => {
    if (next.key !== filter.key) setUrlFilter(next);
  };

  // One function for the gallery's life, so the memoised cards never re-render for it. The lightbox opens in a
  // transition: the tap's own frame is painted first, and the lightbox's first render does not hold it up.
  const preview = useCallback(
    (slug: string) => {
      opener.current = slug;
      const format = formatOfCard(grid.current, slug);
      const index = visibleNow.current.findIndex((card) => card.slug === slug);
      void prepareLightbox().then((ready) => {
        if (!ready) {
          // No lightbox code (offline, or a new deployment removed it): show the picture the link points to.
          const link = grid.current?.querySelector<HTMLAnchorElement>(`[data-preview="${CSS.escape(slug)}"]`);
          if (link) window.location.assign(link.href);
          return;
        }
        startTransition(() => {
          setLightboxFormat(format);
          setLightboxIndex(index);
        });
      });
    },
    [prepareLightbox],
  );

  // The static grid's Preview links, in the moment between hydration and the live grid: a click (or Enter) opens
  // the lightbox too, as on the live cards; one with a modifier key still opens the picture.
  useEffect(() => {
    const element = grid.current;
    if (columns !== null || !element) return;
    const onClick = (event: globalThis.MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-preview]');
      if (!link?.dataset.preview) return;
      event.preventDefault();
      preview(link.dataset.preview);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [columns, preview]);

  const returnFocus = () => {
    grid.current?.querySelector<HTMLElement>(`[data-preview="${opener.current}"]`)?.focus();
  };

  return (
    <GalleryWordsContext value={words}>
      <div className={styles.gallery}>
        <FilterTabs filters={filters} active={filter} onSelect={select} counts={counts} />
        {/* What only the static grid needs (its CSS, the pre-paint script): gone with it. */}
        {columns === null && beforeGrid}
        <p className="visually-hidden" role="status">
          {visible.length === 1 ? words.portfolio.shownOne : format(words.portfolio.shown, { count: visible.length })}
        </p>
        <div ref={grid} onPointerOver={prepareLightbox} onFocus={prepareLightbox} onTouchStart={prepareLightbox}>
          <MasonryGrid cards={visible} all={cards} filters={filters} columns={columns} onPreview={preview} />
        </div>
        {visible.length === 0 && (
          <p className={styles.empty}>{format(words.portfolio.empty, { filter: shownFilter.label })}</p>
        )}
        {Lightbox && (
          <Lightbox
            cards={visible}
            index={lightboxIndex}
            onIndexChange={setLightboxIndex}
            onClose={() => setLightboxIndex(null)}
            onExited={returnFocus}
            format={lightboxFormat}
          />
        )}
      </div>
    </GalleryWordsContext>
  );
}
