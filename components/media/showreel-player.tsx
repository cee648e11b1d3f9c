'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { format } from '@/lib/i18n/format';
import { attachStream, detachStream, warmHls } from '@/lib/media/stream';
import { clockTime, timeFromAddress } from '@/lib/media/time';
import styles from './showreel.module.scss';
import type { PlayableVideo } from '@/lib/media/playable-video';

/** One chapter of the showreel, as the player draws it. */
export interface PlayerChapter {
  start: number;
  title: string;
  /** The title's language where it is not the page's. */
  lang?: string;
  /** The page of the project the chapter comes from. */
  project?: { href: string; title: string; lang?: string };
}

const noSubscription = () => () => {};
const readyTime = () => timeFromAddress(window.location.search, window.location.hash);

/** Props of the showreel player. */
export interface ShowreelPlayerProps extends PlayableVideo {
  /** The id of the section around it: chapter links point at it (`?t=42#showreel`). */
  anchor: string;
  title: string;
  chapters: PlayerChapter[];
  /** The player's words in the page's language (`play` and `playFrom` have `{title}` and `{time}` slots). */
  words: { play: string; playFrom: string; chapters: string; project: string };
}

/**
 * The showreel: a native `<video>` (poster, nothing fetched before the visitor acts), a large Play button over the
 * poster, and the chapters, each a link (`?t=42#showreel`, shareable) that plays the reel from its start. Never
 * plays by itself: a shared `?t=` only readies the reel at that time, scrolled into view.
 *
 * The native controls come once the reel has started: before that the Play button is the one control (no second
 * play button under it), and the page's first paint builds no controls (their shadow tree and the six icons each
 * one loads). Without JavaScript the browser shows its controls all the same (the HTML standard asks it to).
 */
export function ShowreelPlayer({
  anchor,
  title,
  sources,
  stream,
  streamStart,
  poster,
  width,
  height,
  captions,
  chapters,
  words,
}: ShowreelPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  const [started, setStarted] = useState(false);
  // Set when the visitor started the reel from the page (Play or a chapter): the player takes focus once it has
  // its controls, so the keyboard carries on there (the Play button it replaces is gone).
  const focusOnStart = useRef(false);
  // The time a shared address (`?t=42`, `#t=42`) asks for; none on the server and while hydrating.
  const readyAt = useSyncExternalStore(noSubscription, readyTime, () => undefined);

  useEffect(() => {
    if (readyTime() !== undefined) document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [anchor]);

  // Leaving the page stops the stream: its player, buffers and downloads.
  useEffect(() => {
    const element = video.current;
    return () => {
      if (element) detachStream(element);
    };
  }, []);

  // hls.js is downloaded ahead once the visitor has scrolled the reel into view (not in the page's first load: a
  // reel on screen from the start waits for a sign of intent, below), so that a press waits for the stream only.
  useEffect(() => {
    const element = video.current;
    if (!stream || !element) return;
    let inView = false;
    let scrolled = false;
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
    const warm = () => {
      if (!inView || !scrolled) return;
      stop();
      warmHls();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inView = entries.some((entry) => entry.isIntersecting);
        warm();
      },
      { threshold: 0.5 },
    );
    const onScroll = () => {
      scrolled = true;
      warm();
    };
    observer.observe(element);
    window.addEventListener('scroll', onScroll, { passive: true });
    return stop;
  }, [stream]);

  // A pointer over the button or a chapter, the focus on one, a finger down: the press is near.
  const intent = stream ? { onPointerEnter: warmHls, onFocus: warmHls, onTouchStart: warmHls } : {};

  useEffect(() => {
    if (!started || !focusOnStart.current) return;
    focusOnStart.current = false;
    video.current?.focus({ preventScroll: true });
  }, [started]);

  const playFrom = (time: number | undefined) => {
    const element = video.current;
    if (!element) return;
    if (started) element.focus({ preventScroll: true });
    else focusOnStart.current = true;
    setStarted(true);
    // A refusal (a browser that blocks playback) leaves the native controls for the visitor: nothing to report.
    const play = () => element.play().catch(() => undefined);
    if (!stream) {
      if (time !== undefined) element.currentTime = time;
      play();
      return;
    }
    // The stream starts at the chapter's time, fetching only the segments from there; should hls.js fail to
    // load, the progressive fallback plays from there instead.
    attachStream(element, stream, time, streamStart).then(play, () => {
      if (time !== undefined) element.currentTime = time;
      play();
    });
  };

  const chapterClick = (event: MouseEvent<HTMLAnchorElement>, start: number) => {
    event.preventDefault();
    window.history.replaceState(null, '', `?t=${start}#${anchor}`);
    playFrom(start);
  };

  return (
    <div className={styles.player}>
      <div className={styles.frame} style={{ aspectRatio: `${width} / ${height}` }}>
        {/* Its captions track is there whenever the content gives the reel a captions file. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={video}
          className={styles.video}
          controls={started}
          preload="none"
          playsInline
          poster={poster}
          width={width}
          height={height}
          aria-label={title}
          onPlay={() => setStarted(true)}
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} media={source.media} />
          ))}
          {captions && <track kind="captions" src={captions.src} srcLang={captions.lang} label={captions.label} />}
        </video>
        {hydrated && !started && (
          <button type="button" className={styles.play} onClick={() => playFrom(readyAt)} {...intent}>
            <span aria-hidden="true" className={styles.playIcon} />
            {readyAt !== undefined
              ? format(words.playFrom, { title, time: clockTime(readyAt) })
              : format(words.play, { title })}
          </button>
        )}
      </div>
      <ol className={styles.chapters} aria-label={words.chapters}>
        {chapters.map((chapter) => (
          <li key={chapter.start} className={styles.chapter}>
            <a
              href={`?t=${Math.floor(chapter.start)}#${anchor}`}
              className={styles.chapterLink}
              {...intent}
              onClick={(event) => chapterClick(event, chapter.start)}
            >
              <span className={styles.time}>{clockTime(chapter.start)}</span>{' '}
              <span lang={chapter.lang}>{chapter.title}</span>
            </a>
            {chapter.project && (
              <Link href={chapter.project.href} className={styles.projectLink}>
                {words.project}
                <span className="visually-hidden">: </span>
                <span className="visually-hidden" lang={chapter.project.lang}>
                  {chapter.project.title}
                </span>
              </Link>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
