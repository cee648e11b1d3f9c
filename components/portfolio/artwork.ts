import type { ImageData } from '@/lib/images/variants';

/** One picture of a project's page, with its text alternative. */
export interface ArtworkPicture {
  image: ImageData;
  alt: string;
}

/** How wide a project page draws its artwork. */
export const ARTWORK_SIZES = '(min-width: 1216px) 800px, (min-width: 992px) 66vw, 100vw';
