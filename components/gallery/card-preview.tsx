'use client';

import { useEffect, useRef } from 'react';
import type { SourceAttributes } from '@/lib/media/elements';
import { mayPlayByItself, playbackContext, previewTrigger, PREVIEW_IN_VIEW } from '@/lib/media/autoplay';
import styles from './project-card.module.scss';

/**
 * A card's muted preview loop, over its picture. It plays while the card is pointed at or holds the focus (mouse
 * and keyboard), or while it is mostly on screen (touch screens); never with reduced motion or Save-Data. Nothing
 * is fetched before it first plays (`preload="none"`), and it shows only while playing: paused, the picture
 * beneath is the card. Decorative (the card's title and Preview say what it is), so hidden from assistive tech.
 */
export function CardPreview({ sources }: { sources: readonly SourceAttributes[] }) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    const card = video?.closest('article');
    if (!video || !card) return;
    // React sets `muted` as a property only; the attribute says so to anything reading the markup.
    video.setAttribute('muted', '');
    video.muted = true;

    let hovered = false;
    let focused = false;
    let inView = false;
    const update = () => {
      const wanted = (hovered || focused || inView) && mayPlayByItself(playbackContext());
      if (wanted && video.paused) video.play().catch(() => {}); // paused again before it started: nothing to do
      if (!wanted && !video.paused) video.pause();
    };
    const showWhilePlaying = () => {
      video.dataset.playing = String(!video.paused);
    };
    video.addEventListener('playing', showWhilePlaying);
    video.addEventListener('pause', showWhilePlaying);
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    motion.addEventListener('change', update);

    if (previewTrigger() === 'view') {
      const observer = new IntersectionObserver(
        ([entry]) => {
          inView = !!entry && entry.intersectionRatio >= PREVIEW_IN_VIEW;
          update();
        },
        { threshold: [0, PREVIEW_IN_VIEW] },
      );
      observer.observe(card);
      return () => {
        observer.disconnect();
        motion.removeEventListener('change', update);
        if (!video.paused) video.pause();
      };
    }
    const on = (set: (value: boolean) => void, value: boolean) => () => {
      set(value);
      update();
    };
    const enter = on((value) => (hovered = value), true);
    const leave = on((value) => (hovered = value), false);
    const focusIn = on((value) => (focused = value), true);
    const focusOut = (event: FocusEvent) => {
      focused = card.contains(event.relatedTarget as Node | null);
      update();
    };
    card.addEventListener('pointerenter', enter);
    card.addEventListener('pointerleave', leave);
    card.addEventListener('focusin', focusIn);
    card.addEventListener('focusout', focusOut);
    return () => {
      card.removeEventListener('pointerenter', enter);
      card.removeEventListener('pointerleave', leave);
      card.removeEventListener('focusin', focusIn);
      card.removeEventListener('focusout', focusOut);
      motion.removeEventListener('change', update);
      if (!video.paused) video.pause();
    };
  }, []);

  return (
    <video
      ref={ref}
      className={styles.loop}
      muted
      loop
      playsInline
      preload="none"
      disablePictureInPicture
      disableRemotePlayback
      aria-hidden="true"
      tabIndex={-1}
      data-playing="false"
    >
      {sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
