'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ExternalLink } from '@/components/shared/external-link';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { FRAME_ORIGIN_ATTRIBUTE, type ExternalEmbed } from '@/lib/media/external';
import styles from './project-media.module.scss';

/** Props of an external video (YouTube, Vimeo) on a project page. */
export interface ExternalPlayerProps {
  title: string;
  /** `Play {title}`, in the page's language. */
  playLabel: string;
  /** `Watch on {host}`, in the page's language. */
  watchLabel: string;
  /** The address the owner gave: the "Watch on …" link. */
  url: string;
  embed: Pick<ExternalEmbed, 'host' | 'embedUrl' | 'origin'>;
  /** The poster picture, drawn on the server; a plain frame when there is none. */
  poster?: ReactNode;
}

/**
 * A YouTube or Vimeo video that costs nothing until it is asked for: its poster, a `Play {title}` button and a link
 * to the video on its site. Only the click loads the host's player (an iframe that starts playing), so the page
 * makes no request to that host before it; the page's CSP allows that one player origin (the HTML announces it
 * with `data-frame-origin`, read by scripts/export/security.ts). Without JavaScript the link still leads to the video.
 */
export function ExternalPlayer({ title, playLabel, watchLabel, url, embed, poster }: ExternalPlayerProps) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The visitor pressed Play: the keyboard's focus follows into the player that replaced the button.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frame}
        className={styles.embed}
        src={embed.embedUrl}
        title={`${title} (${embed.host})`}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div className={styles.external} {...{ [FRAME_ORIGIN_ATTRIBUTE]: embed.origin }}>
      {poster}
      {hydrated && (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          <span aria-hidden="true" className={styles.playIcon} />
          {playLabel}
        </button>
      )}
      <ExternalLink href={url} className={styles.externalLink}>
        {watchLabel}
      </ExternalLink>
    </div>
  );
}
