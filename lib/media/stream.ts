/**
 * Plays a video's adaptive stream (HLS, lib/media/manifest.ts `stream`) in an existing `<video>`, from the moment
 * the visitor asks for it: hls.js wherever the browser has Media Source Extensions (this module imports it only
 * then: it is in no page's first load), the browser's own HLS where it has none (iPhones before iOS 17.1).
 * hls.js first, not the browser's own HLS, because it fetches only what is played: Chromium's own HLS (version
 * 156 here) fetched the first segments of the reel before a `?t=25` start and took seconds longer to start. Until
 * then the `<video>` is as the server drew it: `preload="none"`, its poster, its `<source>` list (the master
 * playlist for browsers that play HLS, then the small progressive MP4 for pages without JavaScript), its captions
 * `<track>`, which hls.js leaves alone.
 */

import { beginHeadStart, headStartLoader, startHeight, type StreamStart } from './head-start';

/** The type of a master playlist, as `<source type>` and `canPlayType` take it. */
export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** What a video is attached to, so that a second Play does not attach it again. */
const attached = new WeakMap<HTMLVideoElement, Promise<void>>();
/** The hls.js player of each attached video, destroyed when the video goes (detachStream). */
const players = new WeakMap<HTMLVideoElement, { destroy(): void }>();
/** Videos whose stream could not be attached: they play their progressive fallback from then on. */
const fallenBack = new WeakSet<HTMLVideoElement>();

/** How long an attach may take before the fallback plays instead (hls.js never answering, say). */
const ATTACH_TIMEOUT_MS = 15_000;

type HlsModule = typeof import('hls.js');
let library: Promise<HlsModule> | undefined;

/** A loader class for hls.js's `loader` option. */
export type StreamLoader = import('hls.js').HlsConfig['loader'];
/**
 * Streams that hls.js must fetch through a loader of their own, by master playlist: a protected project's videos,
 * whose files are sealed (components/nda/sealed-stream.ts opens them). Only hls.js can play them: the browser's
 * own HLS fetches files itself.
 */
const loaders = new Map<string, StreamLoader>();

/** Plays the stream at `src` through `loader`, until the returned function is called (the project locked). */
export function playThroughLoader(src: string, loader: StreamLoader): () => void {
  loaders.set(src, loader);
  return () => {
    if (loaders.get(src) === loader) loaders.delete(src);
  };
}

/** hls.js, loaded once (its own chunk); a failed download (the connection dropped) is tried again next time. */
export function loadHls(): Promise<HlsModule> {
  library ??= import('hls.js').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

/**
 * Starts downloading hls.js ahead of a likely Play (the pointer over the button, the focus on it, a finger down, the
 * reel scrolled into view): on a slow link its download is most of the wait after the press. Quietly: a failure
 * here is tried again at the press.
 */
export function warmHls(): void {
  loadHls().catch(() => undefined);
}

/** Whether the browser plays HLS by itself. */
export function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_TYPE) !== '';
}

/** Whether hls.js can play here: Media Source Extensions (ManagedMediaSource on iPhones from iOS 17.1). */
export function hasMediaSource(): boolean {
  return 'MediaSource' in window || 'ManagedMediaSource' in window;
}

/** The browser's own HLS: where it has one and hls.js cannot play. */
function native(video: HTMLVideoElement): boolean {
  return !hasMediaSource() && playsHlsNatively(video);
}

/**
 * Attaches the stream at `src` (a master playlist) to `video`, starting at `startAt` seconds (a chapter, a shared
 * `?t=`): only the segments from there on are fetched. Resolves once `video.play()` may be called. Does nothing
 * more for a video already attached. A browser with neither HLS nor Media Source Extensions keeps the `<source>`
 * list (the progressive fallback). With `start` (the stream's first files, from the page), those files are fetched at
 * once, alongside hls.js (lib/media/head-start.ts), and hls.js starts at the rung they are for.
 */
export function attachStream(
  video: HTMLVideoElement,
  src: string,
  startAt?: number,
  start?: StreamStart,
): Promise<void> {
  const existing = attached.get(video);
  if (existing) {
    if (startAt !== undefined) video.currentTime = startAt;
    return existing;
  }
  const attaching = attach(video, src, startAt, start).catch((error: unknown) => {
    // hls.js could not be loaded or attached: this Play plays the fallback; a later Play of the showreel tries again.
    detachStream(video);
    throw error;
  });
  attached.set(video, attaching);
  return attaching;
}

/**
 * Stops a video's stream (the lightbox closing, the page going, the stream failing): its player, buffers and
 * downloads go with it, and the video has its `<source>` list again.
 */
export function detachStream(video: HTMLVideoElement): void {
  players.get(video)?.destroy();
  players.delete(video);
  attached.delete(video);
  putSourcesBack(video);
}

/** The `<source>` lists taken out of videos a visitor is about to play (listenForStreams). */
const setAside = new WeakMap<HTMLVideoElement, HTMLSourceElement[]>();

/**
 * Takes a video's `<source>` list out and forgets the one it had picked (`load()`: with `preload="none"` it had
 * only chosen it), so that a `play()` before its stream is attached starts nothing: it waits, the video empty (no
 * load under way, which the stream's arrival would abort), and plays the stream once attached.
 */
function setSourcesAside(video: HTMLVideoElement): void {
  const sources = [...video.children].filter((child): child is HTMLSourceElement => child instanceof HTMLSourceElement);
  if (!sources.length || setAside.has(video)) return;
  setAside.set(video, sources);
  for (const source of sources) source.remove();
  video.load();
}

/** Puts a video's `<source>` list back where it was, first among its children (before its captions). */
function putSourcesBack(video: HTMLVideoElement): void {
  const sources = setAside.get(video);
  if (!sources) return;
  setAside.delete(video);
  video.prepend(...sources);
}

async function attach(
  video: HTMLVideoElement,
  src: string,
  startAt: number | undefined,
  start: StreamStart | undefined,
): Promise<void> {
  const own = () => {
    // The browser chose the master playlist from the <source> list already; a video drawn without it gets it now.
    if (playsHlsNatively(video) && !video.currentSrc.includes('.m3u8')) video.src = src;
    if (startAt !== undefined) video.currentTime = startAt;
  };
  const loader = loaders.get(src);
  const sealedOnly = () => new Error('this sealed stream plays only through Media Source Extensions');
  if (native(video)) {
    if (loader) throw sealedOnly();
    return own();
  }
  // A sealed stream's files are fetched by its own loader, which opens them: no head start for those.
  const head = start && !loader && start.rungs.length > 0 ? headStartFor(video, src, start, startAt) : undefined;
  const { default: Hls } = await loadHls();
  // Neither: the <source> list's progressive fallback plays.
  if (!Hls.isSupported()) {
    if (loader) throw sealedOnly();
    return own();
  }
  const hls = new Hls({
    ...(loader && { loader }),
    ...(head && {
      loader: headStartLoader(Hls.DefaultConfig.loader, head.files),
      // hls.js sorts its levels by height, lowest first.
      startLevel: head.level,
    }),
    // No Web Worker: hls.js would start it from a blob: URL, which the pages' Content-Security-Policy does not
    // allow (worker-src); demuxing fMP4 in the page costs little (there is nothing to transmux).
    enableWorker: false,
    // A phone's small player never fetches 1080p.
    capLevelToPlayerSize: true,
    startPosition: startAt ?? -1,
    // Buffer 30 s ahead, not hls.js's default of up to 60: a visitor who stops early fetched less.
    maxBufferLength: 30,
  });
  players.set(video, hls);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the stream could not be attached')), ATTACH_TIMEOUT_MS);
    hls.once(Hls.Events.MEDIA_ATTACHED, () => {
      clearTimeout(timer);
      resolve();
    });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      clearTimeout(timer);
      // Before it attached (Media Source refused, say): the caller plays the fallback.
      reject(new Error(`the stream failed: ${data.details}`));
      // A stream that cannot go on (its files missing, a decoder that refuses it): the progressive fallback of
      // the <source> list takes over, where the video was, and the native controls show any error of its own.
      const at = video.currentTime;
      fallenBack.add(video);
      detachStream(video);
      video.removeAttribute('src');
      video.load();
      video.currentTime = at;
      video.play().catch(() => undefined);
    });
    hls.attachMedia(video);
  });
  hls.loadSource(src);
}

/** Begins a stream's head start at the rung that fits the player (its picture in device pixels). */
function headStartFor(video: HTMLVideoElement, src: string, start: StreamStart, startAt: number | undefined) {
  const heights = start.rungs.map((rung) => rung.height).sort((a, b) => a - b);
  const pixels = video.getBoundingClientRect().height * (window.devicePixelRatio || 1);
  const height = startHeight(heights, pixels);
  return {
    files: beginHeadStart(src, start, height, startAt ?? 0, document.baseURI),
    level: heights.indexOf(height),
  };
}

/**
 * Attaches the stream of any `<video data-stream="…m3u8">` under `root` when it starts playing from its own
 * controls (a project page's videos, the lightbox's): until then it fetched nothing (`preload="none"`). Returns
 * the function that stops listening.
 */
export function listenForStreams(root: Document | Element = document): () => void {
  const mine = new Set<HTMLVideoElement>();
  const onPlay = (event: Event) => {
    const video = event.target;
    if (!(video instanceof HTMLVideoElement)) return;
    const src = video.dataset.stream;
    if (!src || attached.has(video) || fallenBack.has(video)) return;
    // The browser has started a <source> by itself (its own HLS or the fallback): it waits for hls.js instead. A
    // video with no source (emptied below, or a protected project's, which has none) has started nothing: its
    // play() waits for the stream as it is (a pause would reject it, uncaught when the controls made it).
    if (!native(video) && !setAside.has(video) && video.currentSrc) video.pause();
    const play = () => video.play().catch(() => undefined);
    mine.add(video);
    attachStream(video, src, video.currentTime > 0 ? video.currentTime : undefined).then(play, () => {
      // No stream here: the fallback plays, and this listener leaves the video to it (no pause-and-retry loop).
      fallenBack.add(video);
      play();
    });
  };
  // A video's own controls call play() themselves, and Firefox's keep the click and the keys to themselves (the page
  // sees no press). Started on the <source> list's fallback, that play() was aborted when hls.js took the video over
  // (Firefox logged an "Uncaught (in promise) AbortError" the page cannot catch). So the video is emptied as the
  // pointer comes over it or the focus reaches it: its <source> list set aside, the controls' play() finds nothing
  // to load, waits, and plays the stream once attached. Nothing is fetched but hls.js: no media byte before a tap.
  const onIntent = (event: Event) => {
    const video = event.target;
    if (!(video instanceof HTMLVideoElement) || !video.dataset.stream) return;
    if (attached.has(video) || fallenBack.has(video) || native(video) || !video.paused) return;
    warmHls();
    mine.add(video);
    setSourcesAside(video);
  };
  const listeners: [string, (event: Event) => void][] = [
    // `play` does not bubble; a listener on the capture path still hears it from every video below.
    ['play', onPlay],
    ['pointerover', onIntent],
    ['focusin', onIntent],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
    for (const video of mine) detachStream(video);
  };
}
