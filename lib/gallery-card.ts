import type { FilterKey } from '@/data/filter-keys';
import type { ImageData } from '@/lib/images/variants';
import type { CaptionsTrack } from '@/lib/media/captions';
import type { SourceAttributes } from '@/lib/media/elements';

/*
 * What a gallery card shows, and so what the lightbox opens: plain data the portfolio page builds on the server
 * (components/gallery/gallery-section.tsx) and hands to the gallery island, which hands it to the lightbox. Here,
 * not in either component folder, so the gallery and the lightbox need not import each other's files.
 */

/** A project's first video, as its card and the lightbox use it. */
export interface CardVideo {
  /** The short muted loop the card plays (components/gallery/card-preview.tsx). */
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
