'use client';

import { createContext, useContext } from 'react';
import { galleryEn, type GalleryWords } from '@/lib/i18n/gallery.en';

/**
 * The gallery island's words in the page's language (components/gallery/gallery.tsx provides them; the lightbox
 * reads them too); English by default.
 */
export const GalleryWordsContext = createContext<GalleryWords>(galleryEn);

/** The words of the gallery the component is drawn in. */
export function useGalleryWords(): GalleryWords {
  return useContext(GalleryWordsContext);
}
