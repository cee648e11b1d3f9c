'use client';

import { useState } from 'react';
import { useGalleryWords } from '@/lib/hooks/use-gallery-words';
import styles from './see-more.module.scss';

/**
 * Where lightbox descriptions are clamped, so a caption never covers the picture: longer texts show their first
 * 60 characters and "See more".
 */
export const DESCRIPTION_CLAMP = 60;

/** Shortens `text` at a word boundary at or before `limit` characters. */
export function clampText(text: string, limit = DESCRIPTION_CLAMP): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * A description that opens in place: the clamped text with a "See more" button, then the whole text. `lang` is the
 * text's own language when it differs from the page's (an untranslated description); the button keeps the page's.
 */
export function SeeMore({ text, lang }: { text: string; lang?: string }) {
  const [open, setOpen] = useState(false);
  const words = useGalleryWords().portfolio;
  if (text.length <= DESCRIPTION_CLAMP) return <span lang={lang}>{text}</span>;
  return (
    <span className={styles.text}>
      <span lang={lang}>{open ? text : clampText(text)}</span>{' '}
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? words.seeLess : words.seeMore}
      </button>
    </span>
  );
}
