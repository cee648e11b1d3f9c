import Link from 'next/link';
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import type { FilterKey } from '@/data/filter-keys';
import { Picture } from '@/components/shared/picture';
import { LockIcon, VideoIcon, ZoomIcon } from '@/components/shared/icons';
import { fullPictureUrl, type ImageData } from '@/lib/images/variants';
import type { SourceAttributes } from '@/lib/media/elements';
import { CardPreview } from './card-preview';
import { useGalleryWords } from './gallery-words';
import styles from './project-card.module.scss';
import type { CaptionsTrack } from '@/lib/media/captions';

/** A project's first video, as its card and the lightbox use it. */
export interface CardVideo {
  /** The short muted loop the card plays (card-preview.tsx). */
  preview: SourceAttributes[];
  /** The video itself, for the lightbox's video slide. */
  sources: SourceAttributes[];
  /** Its adaptive stream's master playlist, attached when the lightbox's video plays (lib/media/stream.ts). */
  stream?: string;
  poster: string;
  width: number;
  height: number;
  captions?: CaptionsTrack;
}

/** What a gallery card shows: plain data, built on the server and handed to the gallery island. */
export interface GalleryCard {
  slug: string;
  title: string;
  /** The title's language when it is not English. */
  titleLang?: string;
  /** `{category} · {year}` under the title. */
  meta: string;
  /** The category's language where it is not the page's (an untranslated one). */
  metaLang?: string;
  description: string;
  /** The description's language where it is not the page's. */
  descriptionLang?: string;
  /** The project's page, in the page's language. */
  href: string;
  tags: FilterKey[];
  alt: string;
  image: ImageData;
  /** The project's first video, if it has one: a badge and a preview on the card, the lightbox opens on it. */
  video?: CardVideo;
  /** The public face of a protected project (data/load.ts): an `Under NDA` badge. */
  underNda?: boolean;
}

/** How wide a card's picture is drawn: at most 390 CSS px, or 92% of a phone's width. */
const CARD_SIZES = '(min-width: 1216px) 390px, (min-width: 992px) 31vw, (min-width: 640px) 46vw, 92vw';
/** The variants those sizes can call for, from a 360 px phone at 1x to 390 px at 3x (1170 px, so 1280). */
const CARD_WIDTHS = { min: 480, max: 1280 } as const;

/** Props of one card. */
export interface ProjectCardProps {
  card: GalleryCard;
  /** Open the lightbox at this card. */
  onPreview: (slug: string) => void;
  /** The first cards are above the fold on every screen: their images load at once. */
  priority?: boolean;
  /**
   * In the running gallery (true), not in the pre-rendered grids (false): Preview opens the lightbox, and a video
   * card plays its preview loop. A prop rather than a "hydrated" hook, so hydrating the gallery's 200-odd HTML card
   * copies re-renders none of them: they are replaced by the live grid's cards in one transition.
   */
  live?: boolean;
}

/** A plain primary click: one with a modifier key (a new tab or window) is left to the browser. */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A project in the gallery: artwork, title, Preview and a More Details link.
 *
 * Preview is one link to the whole picture, so a tap before the page's script runs (or without JavaScript) still
 * shows the artwork. Once the page runs it is a button (role="button", Space as well as Enter) that opens the
 * lightbox instead: it acts in place rather than going somewhere. The same element throughout, so a visitor who
 * reached it with the keyboard while the page booted keeps the focus; a click with a modifier key (new tab or
 * window) still opens the picture. Memoised: a filter change re-renders only the cards it adds.
 *
 * A project with a video says so with a `Video` badge, plays a muted preview loop (card-preview.tsx), and its
 * Preview opens the lightbox on the video.
 */
export const ProjectCard = memo(function ProjectCard({
  card,
  onPreview,
  priority = false,
  live = false,
}: ProjectCardProps) {
  const words = useGalleryWords().portfolio;
  const openLightbox = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onPreview(card.slug);
  };
  const openWithSpace = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    onPreview(card.slug);
  };
  return (
    <article className={styles.card} data-card={card.slug}>
      <div
        className={styles.media}
        // The box keeps the picture's shape even while the picture is not drawn yet (masonry-grid.module.scss).
        style={{ aspectRatio: `${card.image.width} / ${card.image.height}` }}
      >
        <Picture
          image={card.image}
          alt={card.alt}
          priority={priority}
          imgClassName={styles.image}
          sizes={CARD_SIZES}
          widths={CARD_WIDTHS}
        />
        {card.video && live && <CardPreview sources={card.video.preview} />}
        {card.video && (
          <span className={styles.badge}>
            <VideoIcon />
            {words.video}
          </span>
        )}
        {card.underNda && (
          <span className={styles.badge} lang="en">
            <LockIcon />
            {words.underNda}
          </span>
        )}
        <a
          href={fullPictureUrl(card.image)}
          className={styles.preview}
          data-preview={card.slug}
          role={live ? 'button' : undefined}
          onClick={live ? openLightbox : undefined}
          onKeyDown={live ? openWithSpace : undefined}
        >
          <ZoomIcon />
          <span className="visually-hidden">
            {words.preview} <span lang={card.titleLang}>{card.title}</span>
          </span>
        </a>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} lang={card.titleLang}>
          {card.title}
        </h3>
        <p className={styles.meta} lang={card.metaLang}>
          {card.meta}
        </p>
        <Link href={card.href} className={styles.more}>
          {words.moreDetails}
          <span className="visually-hidden">
            {' '}
            {words.about} <span lang={card.titleLang}>{card.title}</span>
          </span>
        </Link>
      </div>
    </article>
  );
});
