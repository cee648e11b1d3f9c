import type { CarouselWords } from '@/components/shared/carousel-options';
import type { ImageData } from '@/lib/images/variants';
import type { SourceAttributes } from '@/lib/media/elements';
import type { ExternalEmbed } from '@/lib/media/external';
import type { PlayableVideo } from '@/lib/media/playable-video';

/** How wide a project page draws its artwork. */
export const ARTWORK_SIZES = '(min-width: 1216px) 800px, (min-width: 992px) 66vw, 100vw';

/** The words under a media item: what it shows and the owner's part in it. */
export interface MediaText {
  caption?: string;
  credit?: string;
  /** Their language where it is not the page's (an untranslated caption). */
  textLang?: string;
}

/** The page's own words a project's media need, in its language. */
export interface ArtworkWords {
  /** `Play {title}` */
  play: string;
  /** `Watch on {host}` */
  watchOn: string;
  /** The slider's words for screen readers, when there are several items. */
  carousel: CarouselWords;
}

/** One item of a project page's media, ready to draw. */
export type ArtworkItem = MediaText &
  (
    | {
        kind: 'image';
        image: ImageData;
        alt: string;
        /** The one file to show instead of the variants: a picture decrypted in the browser (a Blob URL). */
        file?: string;
      }
    | ({ kind: 'video'; label: string } & PlayableVideo)
    | { kind: 'audio'; label: string; sources: SourceAttributes[] }
    | { kind: 'external'; label: string; url: string; embed: ExternalEmbed; poster?: ImageData }
  );

/** A picture of a project page, with its text alternative (the one-picture case and tests). */
export type ArtworkPicture = Extract<ArtworkItem, { kind: 'image' }>;
