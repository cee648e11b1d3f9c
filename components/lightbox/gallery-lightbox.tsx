'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Video from 'yet-another-react-lightbox/plugins/video';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { formatVariants, fullPictureUrl, type VariantFormat } from '@/lib/images/variants';
import { listenForStreams } from '@/lib/media/stream';
import { breakpoints } from '@/styles/tokens';
import type { GalleryCard } from '@/lib/gallery-card';
import { SeeMore } from './see-more';
import { useGalleryWords } from '@/lib/hooks/use-gallery-words';
import { zoomPixelRatio } from './zoom-ratio';
import './gallery-lightbox.scss';

/** Props of the gallery's lightbox. */
export interface GalleryLightboxProps {
  /** The cards the filter shows, in grid order: the lightbox's slides. */
  cards: GalleryCard[];
  /** The slide shown; `null` when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Called once the closing animation is over (focus goes back to the preview button). */
  onExited: () => void;
  /**
   * The variants' format: the one the browser chose for the cards, so the picture a visitor opens is the file
   * already fetched and decoded for its card, not a second copy in another format.
   */
  format?: VariantFormat;
}

/** The lightbox's root, for what the library leaves to us (its `className`). */
const ROOT_CLASS = 'portfolio-gallery';
/** The video of the slide on screen (the library marks the current slide). */
const CURRENT_VIDEO = `.${ROOT_CLASS} .yarl__slide_current video`;

function pauseEveryVideo() {
  document.querySelectorAll<HTMLVideoElement>(`.${ROOT_CLASS} video`).forEach((video) => video.pause());
}

/** Space plays or pauses the video on screen, unless a control that Space operates has the focus. */
function onSpace(event: KeyboardEvent) {
  if (event.key !== ' ' || event.defaultPrevented) return;
  const target = event.target as HTMLElement | null;
  if (target?.closest('button, a, input, select, textarea, video, [contenteditable]')) return;
  const video = document.querySelector<HTMLVideoElement>(CURRENT_VIDEO);
  if (!video) return;
  event.preventDefault();
  if (video.paused) video.play().catch(() => {});
  else video.pause();
}

/**
 * What the library's video slides lack, given as each slide is drawn (the slides are drawn after their box is
 * measured, hence the observer):
 * - captions: each video whose card has a captions file gets its `<track>`;
 * - the right source: React gives a `<video>` its `<source media>` children before the video is in the page, and
 *   WebKit picks among them then, by a screen it does not have yet (the 480p file at 1366 px): each new video runs
 *   the browser's choice again once it is in the page (`load()`, which fetches nothing under `preload="none"`);
 * - the stream: each video of a card with an adaptive stream is marked with it (`data-stream`), which the
 *   lightbox's stream listener attaches when it plays.
 */
function prepareVideos(root: Element, cards: readonly GalleryCard[]): MutationObserver {
  const bySource = new Map(
    cards.flatMap((card) => (card.video?.captions ? [[card.video.sources[0]!.src, card.video.captions]] : [])),
  );
  const streams = new Map(
    cards.flatMap((card) => (card.video?.stream ? [[card.video.sources[0]!.src, card.video.stream]] : [])),
  );
  const chosen = new WeakSet<HTMLVideoElement>();
  const add = () => {
    root.querySelectorAll<HTMLVideoElement>('video').forEach((video) => {
      if (chosen.has(video)) return;
      chosen.add(video);
      const stream = streams.get(video.querySelector('source')?.getAttribute('src') ?? '');
      if (stream) video.dataset.stream = stream;
      if (video.paused && video.currentTime === 0 && video.querySelector('source[media]')) video.load();
    });
    root.querySelectorAll('video:not(:has(track))').forEach((video) => {
      const captions = bySource.get(video.querySelector('source')?.getAttribute('src') ?? '');
      if (!captions) return;
      const track = Object.assign(document.createElement('track'), {
        kind: 'captions',
        src: captions.src,
        srclang: captions.lang,
        label: captions.label,
      });
      video.append(track);
    });
  };
  add();
  const observer = new MutationObserver(add);
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}

/** Room around each picture, in CSS pixels. */
const SLIDE_PADDING = 24;

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const viewportKey = () =>
  `${window.innerWidth}x${window.innerHeight}x${window.matchMedia('(pointer: coarse)').matches}`;

/**
 * The "portfolio-gallery" lightbox (yet-another-react-lightbox), and how it behaves:
 * - loop and touch navigation: `carousel.finite: false`; arrows, keys and swipe are the library's own;
 * - closes by the Close button, Escape, a click on the backdrop and a pull down or up;
 * - drag tolerances (the original site's 40 px across, 65 px down) have no setting here: the library starts a swipe
 *   after a fixed 30 px and closes a pull past 60 px, the nearest it offers;
 * - zoom: up to the image's own resolution on screens wider than 768 px, and only for pictures wider than the
 *   screen; pinch zoom on touch screens up to 4.5x (see zoom-ratio.ts); double tap within 250 ms. The library
 *   has no long-tap gesture (the original site's 750 ms), so there is nothing to set for it;
 * - captions: the title, and the description clamped at 60 characters with "See more";
 * - videos: a card of a project with a video opens on that video (the Video plugin: native controls, its
 *   poster, nothing fetched before Play); Space plays and pauses it without moving slides; moving away or closing
 *   pauses it. Pictures and videos fit the screen (the original site's 900 × 506 slide and 960 px videos belonged
 *   to the original lightbox's iframes).
 */
export function GalleryLightbox({
  cards,
  index,
  onIndexChange,
  onClose,
  onExited,
  format = 'webp',
}: GalleryLightboxProps) {
  const words = useGalleryWords();
  const viewport = useSyncExternalStore(subscribeResize, viewportKey, () => '0x0xfalse');
  const [width = 0, height = 0, coarse] = viewport.split('x');
  const slides: Slide[] = useMemo(
    () =>
      cards.map((card): Slide => {
        const text = {
          title: <span lang={card.titleLang}>{card.title}</span>,
          description: <SeeMore text={card.description} lang={card.descriptionLang} />,
        };
        if (card.video) {
          const { sources, poster, width, height } = card.video;
          return { type: 'video', sources, poster, width, height, ...text };
        }
        return {
          src: fullPictureUrl(card.image),
          width: card.image.width,
          height: card.image.height,
          srcSet: formatVariants(card.image, format),
          alt: card.alt,
          ...text,
        };
      }),
    [cards, format],
  );
  const open = index !== null;
  // An opening draws the opened slide alone, so the picture is on screen sooner; the slides on either side
  // (ready for a swipe or Next) follow once the lightbox has faded in.
  const [neighbours, setNeighbours] = useState(false);

  // Whether the lightbox's own element is in the page: the library puts it there after `open` turns true (from
  // its portal's first effect), so the videos are prepared from then on, not when `open` changes.
  const [inPage, setInPage] = useState(false);

  useEffect(() => {
    if (!open) return;
    document.addEventListener('keydown', onSpace);
    return () => document.removeEventListener('keydown', onSpace);
  }, [open]);
  useEffect(() => {
    if (!open || !inPage) return;
    const root = document.querySelector(`.${ROOT_CLASS}`);
    if (!root) return;
    const tracks = prepareVideos(root, cards);
    const streams = listenForStreams(root);
    return () => {
      tracks.disconnect();
      streams();
    };
  }, [open, inPage, cards]);
  const current = cards[index ?? 0];
  const ratio = current
    ? zoomPixelRatio({
        image: { width: current.image.width, height: current.image.height },
        viewport: { width: Number(width), height: Number(height) },
        touch: coarse === 'true',
        desktopFrom: breakpoints.lightbox,
        padding: SLIDE_PADDING,
      })
    : 1;

  return (
    <Lightbox
      className={ROOT_CLASS}
      open={open}
      index={index ?? 0}
      close={onClose}
      slides={slides}
      plugins={[Captions, Video, Zoom]}
      // Nothing is fetched before the visitor plays it; never by itself, and never with sound uninvited.
      video={{ controls: true, playsInline: true, preload: 'none' }}
      carousel={{ finite: false, preload: neighbours ? 2 : 0, padding: `${SLIDE_PADDING}px` }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true, closeOnPullUp: true }}
      zoom={{ maxZoomPixelRatio: ratio, doubleTapDelay: 250, scrollToZoom: false }}
      captions={{ descriptionTextAlign: 'start', descriptionMaxLines: 12 }}
      // Moving to another slide pauses a video (the Video plugin); closing pauses it at once, not after the fade.
      on={{
        view: ({ index: viewed }) => onIndexChange(viewed),
        entering: () => setInPage(true),
        entered: () => setNeighbours(true),
        exiting: pauseEveryVideo,
        exited: () => {
          setNeighbours(false);
          setInPage(false);
          onExited();
        },
      }}
      labels={words.lightbox}
    />
  );
}
