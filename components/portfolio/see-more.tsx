'use client';

import { useState } from 'react';
import { useGalleryWords } from './gallery-words';
import styles from './see-more.module.scss';

/** The spec's clamp for lightbox descriptions: longer texts show their first 60 characters and "See more". */
export const DESCRIPTION_CLAMP = 60;

/** Shortens `text` at a word boundary at or before `limit` characters. */
export function clampText(text: string, limit = DESCRIPTION_CLAMP): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A description that opens in place: the clamped text with a "See more" button, then the whole text. */
export function SeeMore({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const words = useGalleryWords().portfolio;
  if (text.length <= DESCRIPTION_CLAMP) return <span>{text}</span>;
  return (
    <span className={styles.text}>
      {open ? text : clampText(text)}{' '}
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? words.seeLess : words.seeMore}
      </button>
    </span>
  );
}
