import type { FilterKey } from '@/lib/content/filter-keys';
import type { ImageData } from '@/lib/images/variants';
import type { PlayableVideo } from '@/lib/media/playable-video';
import type { SourceAttributes } from '@/lib/media/elements';

/*
 * What a gallery card shows, and so what the lightbox opens: plain data the portfolio page builds on the server
 * (components/gallery/gallery-section.tsx) and hands to the gallery island, which hands it to the lightbox. Here,
 * not in either component folder, so the gallery and the lightbox need not import each other's files.
 */

/** A project's first video, as its card and the lightbox use it: the lightbox's video slide plays it. */
export interface CardVideo extends PlayableVideo {
  /** The short muted loop the card plays (components/gallery/card-preview.tsx). */
  preview: SourceAttributes[];
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
  /** The public face of a protected project (lib/content/load.ts): an `Under NDA` badge. */
  underNda?: boolean;
}
