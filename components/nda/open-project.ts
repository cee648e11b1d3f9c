import type { ArtworkItem } from '@/components/project/media-types';
import { openFile, openPayload, passwordKey, payloadParameters, type Bytes } from '@/lib/nda/crypto';
import {
  decodePayload,
  type SealedFileRef,
  type UnlockedPicture,
  type UnlockedVideo,
  type UnlockedView,
} from '@/lib/nda/payload';
import type { Locale } from '@/lib/i18n/locales';
import { hasMediaSource, playThroughLoader } from '@/lib/media/stream';
import { sealedStreamLoader } from './sealed-stream';

/**
 * Opens a protected project in the browser: fetches its sealed payload, derives the key from the password (the
 * salt and count are in the file), opens the payload (a wrong password fails here: lib/nda/crypto.ts), then
 * fetches and decrypts the one file of each media item this screen needs and makes Blob URLs of them, which the
 * site's own media components draw (components/project/project-media.tsx). A video is an adaptive stream whose
 * every file is sealed: nothing of it is fetched until Play, then hls.js fetches what it plays through a loader that
 * opens each file with the project's key (./sealed-stream.ts). Nothing is sent anywhere: the fetches are of the
 * sealed files only. Lazily loaded with the unlocked page: no other page carries it.
 */

// What the page needs to tell a wrong password from other failures, from this lazily loaded module.
export { WrongPasswordError } from '@/lib/nda/crypto';

/** Where the page is and what it can show: the browser's, or a test's. */
export interface Runtime {
  fetchBytes: (url: string, signal?: AbortSignal) => Promise<Bytes>;
  objectUrl: (blob: Blob) => string;
  revoke: (url: string) => void;
  /** CSS pixels and device pixels per CSS pixel: which picture width and video height to open. */
  screenWidth: number;
  pixelRatio: number;
  /** Whether a picture decodes here (AVIF in an older browser may not). */
  decodes: (url: string) => Promise<boolean>;
  /** Whether a video type plays here (`canPlayType`). */
  plays: (type: string) => boolean;
  /** Whether hls.js can play a sealed stream here (Media Source Extensions); else the small fallback plays. */
  mediaSource?: boolean;
}

/** A file that did not arrive. */
export class FetchError extends Error {
  override name = 'FetchError';
}

/** The browser's runtime. */
export function browserRuntime(): Runtime {
  return {
    fetchBytes: async (url, signal) => {
      const response = await fetch(url, { credentials: 'same-origin', ...(signal && { signal }) });
      if (!response.ok) throw new FetchError(`${response.status} for ${url}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    objectUrl: (blob) => URL.createObjectURL(blob),
    revoke: (url) => URL.revokeObjectURL(url),
    screenWidth: window.innerWidth,
    pixelRatio: window.devicePixelRatio || 1,
    decodes: async (url) => {
      const image = new Image();
      image.src = url;
      return image.decode().then(
        () => true,
        () => false,
      );
    },
    plays: (type) => document.createElement('video').canPlayType(type) !== '',
    mediaSource: hasMediaSource(),
  };
}

/** How far an opening has got, for the words the page shows. */
export type Progress = { stage: 'checking' } | { stage: 'decrypting'; done: number; total: number };

export interface OpenOptions {
  /** The sealed payload's URL (its media files are beside it). */
  payload: string;
  password: string;
  locale: Locale;
  onProgress?: (progress: Progress) => void;
}

/** An opened project: what to draw, and how to let its files go. */
export interface OpenedProject {
  view: UnlockedView;
  items: ArtworkItem[];
  /** Revokes the Blob URLs (the Lock button, leaving the page). */
  close: () => void;
}

/** How wide the page draws a project's pictures (components/project/media-types.ts ARTWORK_SIZES), in CSS px. */
function drawnWidth(screenWidth: number): number {
  if (screenWidth >= 1216) return 800;
  if (screenWidth >= 992) return screenWidth * 0.66;
  return screenWidth;
}

/** The variant to open: the narrowest at least as wide as the picture is drawn on this screen, else the widest. */
export function pictureFile(
  picture: UnlockedPicture,
  runtime: Pick<Runtime, 'screenWidth' | 'pixelRatio'>,
  format: 'avif' | 'webp',
): UnlockedPicture['files'][number] {
  const want = drawnWidth(runtime.screenWidth) * runtime.pixelRatio;
  const files = picture.files.filter((file) => file.format === format);
  const list = [...(files.length ? files : picture.files)].sort((a, b) => a.width - b.width);
  return list.find((file) => file.width >= want) ?? list.at(-1)!;
}

/** The rendition a screen this wide gets (lib/media/elements.ts gives the same by `media` queries). */
function wantedHeight(screenWidth: number): number {
  if (screenWidth >= 1400) return 1080;
  if (screenWidth >= 700) return 720;
  return 480;
}

/** The video file to open: the tallest playable rendition this screen calls for, in the first type that plays. */
export function videoFile(
  video: UnlockedVideo,
  runtime: Pick<Runtime, 'screenWidth' | 'plays'>,
): UnlockedVideo['sources'][number] {
  const playable = video.sources.filter((source) => runtime.plays(source.type));
  const list = playable.length ? playable : video.sources;
  const want = wantedHeight(runtime.screenWidth);
  const fitting = list.filter((source) => source.height <= want);
  const tallest = Math.max(...(fitting.length ? fitting : list).map((source) => source.height));
  // Sources come in the build's order of preference (WebM, then MP4): the first of that height that plays.
  return list.find((source) => source.height === tallest)!;
}

/**
 * The steps of an opening, as User Timing marks (`nda:start`, `nda:key`, `nda:payload`, `nda:media`): what
 * tools/bench/nda-unlock.mjs reads to time the key's derivation on a slow phone.
 */
function mark(step: string): void {
  globalThis.performance?.mark?.(`nda:${step}`);
}

/** Opens the project (see the top of this file); a WrongPasswordError from lib/nda/crypto.ts for a wrong password. */
export async function openProject(options: OpenOptions, runtime: Runtime = browserRuntime()): Promise<OpenedProject> {
  const { payload: payloadUrl, password, locale, onProgress } = options;
  const folder = payloadUrl.slice(0, payloadUrl.lastIndexOf('/') + 1);
  mark('start');
  const sealed = await runtime.fetchBytes(payloadUrl);
  const { salt, iterations } = payloadParameters(sealed);
  onProgress?.({ stage: 'checking' });
  const key = await passwordKey(password, salt, iterations);
  mark('key');
  const view = decodePayload(await openPayload(key, sealed)).views[locale];
  mark('payload');

  const urls: string[] = [];
  const loaders: (() => void)[] = [];
  const close = () => {
    urls.splice(0).forEach(runtime.revoke);
    loaders.splice(0).forEach((forget) => forget());
  };
  // A video as a stream where hls.js plays (its files opened on Play), else its progressive fallback as one file.
  const streamed = (item: UnlockedVideo) => Boolean(item.stream && runtime.mediaSource);
  const videoFiles = (item: UnlockedVideo) => (streamed(item) || item.sources.length === 0 ? 1 : 2);
  const total = view.media.reduce(
    (sum, item) => sum + (item.kind === 'image' ? 1 : videoFiles(item) + (item.captions ? 1 : 0)),
    0,
  );
  let done = 0;
  const open = async (ref: SealedFileRef, type: string): Promise<string> => {
    const bytes = await openFile(key, await runtime.fetchBytes(`${folder}${ref.name}`));
    const url = runtime.objectUrl(new Blob([bytes], { type }));
    urls.push(url);
    done += 1;
    onProgress?.({ stage: 'decrypting', done: Math.min(done, total), total });
    return url;
  };

  try {
    onProgress?.({ stage: 'decrypting', done: 0, total });
    // AVIF where the browser decodes it (tried once, on the first picture), else WebP.
    let format: 'avif' | 'webp' = 'avif';
    const items: ArtworkItem[] = [];
    for (const item of view.media) {
      const text = {
        ...(item.caption && { caption: item.caption }),
        ...(item.credit && { credit: item.credit }),
        ...(item.textLang && { textLang: item.textLang }),
      };
      if (item.kind === 'image') {
        let choice = pictureFile(item, runtime, format);
        let file = await open(choice, `image/${choice.format}`);
        if (choice.format === 'avif' && !(await runtime.decodes(file))) {
          format = 'webp';
          choice = pictureFile(item, runtime, format);
          file = await open(choice, 'image/webp');
        }
        const image = { src: file, width: item.width, height: item.height };
        items.push({ kind: 'image', image, alt: item.alt, file, ...text });
      } else {
        const stream = streamed(item) && item.stream ? `${folder}${item.stream.name}` : undefined;
        if (stream) loaders.push(playThroughLoader(stream, sealedStreamLoader(key, runtime.fetchBytes)));
        const source = stream || item.sources.length === 0 ? undefined : videoFile(item, runtime);
        const [poster, src, captions] = await Promise.all([
          open(item.poster, 'image/webp'),
          source ? open(source, source.type.split(';')[0]!.trim()) : undefined,
          item.captions ? open(item.captions, 'text/vtt') : undefined,
        ]);
        items.push({
          kind: 'video',
          label: item.label,
          sources: source && src ? [{ src, type: source.type }] : [],
          ...(stream && { stream }),
          poster,
          width: item.width,
          height: item.height,
          ...(captions &&
            item.captions && { captions: { src: captions, lang: item.captions.lang, label: item.captions.label } }),
          ...text,
        });
      }
    }
    mark('media');
    return { view, items, close };
  } catch (error) {
    close();
    throw error;
  }
}
