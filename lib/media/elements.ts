import 'server-only';
import { posterWidth, variantPath } from '@/lib/images/variants';
import { assetPath } from '@/lib/site-url';
import { getAudio, getVideo, type AudioEntry, type VideoEntry } from './manifest';
import { HLS_TYPE } from './stream';
import type { StreamStart } from './head-start';

/** One `<source>` of a video or audio element. */
export interface SourceAttributes {
  src: string;
  type: string;
  /** Only for screens this wide: a phone gets the small rendition, a desktop the large one. */
  media?: string;
}

/** What a `<video>` needs: its sources (best first), its poster and its size (to reserve its box). */
export interface VideoAttributes {
  sources: SourceAttributes[];
  /** The adaptive stream's master playlist, which the player attaches on Play (lib/media/stream.ts). */
  stream?: string;
  /** The stream's first files (each rung's and the sound's playlist and init segment), fetched at once on Play. */
  streamStart?: StreamStart;
  poster: string;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
}

/** The narrowest screen each rendition height is for (the smallest rendition serves every screen). */
function mediaFor(height: number): string | undefined {
  if (height >= 1080) return '(min-width: 1400px)';
  if (height >= 720) return '(min-width: 700px)';
  return undefined;
}

/**
 * The sources of an encoded video. With an adaptive stream: its master playlist first (a browser that plays HLS
 * takes it, with or without JavaScript), then the progressive fallback, when there is one (a page without
 * JavaScript elsewhere). Without (a protected project's videos): the largest rendition first, each in WebM then
 * MP4: browsers take the first `<source>` whose `media` matches and whose type they play, so a phone gets the
 * 480p file and Safari the MP4.
 */
export function videoSources(entry: VideoEntry): SourceAttributes[] {
  const smallest = entry.renditions.at(-1);
  const stream = entry.stream ? [{ src: assetPath(entry.stream.src), type: HLS_TYPE }] : [];
  return stream.concat(
    entry.renditions.flatMap((rendition) => {
      const media = rendition === smallest ? undefined : mediaFor(rendition.height);
      return rendition.sources.map((source) => ({
        src: assetPath(source.src),
        type: source.type,
        ...(media && { media }),
      }));
    }),
  );
}

/**
 * Each rung's and the sound's playlist and init segment, as the media step names them beside the master playlist
 * (`reel.<hash>.m3u8` → `reel.<hash>.360.m3u8`, `reel.<hash>.360.init.mp4`, `reel.<hash>.audio.m3u8` …); a file
 * the stream does not list is left out (its rung with it), so the page never names a file that is not there.
 */
export function streamStart(stream: NonNullable<VideoEntry['stream']>): StreamStart {
  const base = stream.src.replace(/\.m3u8$/, '');
  const files = new Set(stream.files);
  const track = (label: string) => {
    const playlist = `${base}.${label}.m3u8`;
    const init = `${base}.${label}.init.mp4`;
    return files.has(playlist) && files.has(init)
      ? { playlist: assetPath(playlist), init: assetPath(init) }
      : undefined;
  };
  const rungs = stream.variants.flatMap((variant) => {
    const files = track(String(variant.height));
    return files ? [{ height: variant.height, ...files }] : [];
  });
  const audio = track('audio');
  return { rungs, ...(audio && { audio }) };
}

/** The poster: the one WebP the build writes of it (the `poster` attribute takes a single URL). */
export function posterUrl(entry: VideoEntry): string {
  return assetPath(variantPath(entry.poster.src, posterWidth(entry.poster.width), 'webp'));
}

/** Everything a `<video>` of a source under /media/ needs, from the media manifest. */
export function videoAttributes(src: string): VideoAttributes {
  const entry = getVideo(src);
  return {
    sources: videoSources(entry),
    ...(entry.stream && { stream: assetPath(entry.stream.src), streamStart: streamStart(entry.stream) }),
    poster: posterUrl(entry),
    width: entry.width,
    height: entry.height,
    duration: entry.duration,
  };
}

/** The muted preview loop of a video, for cards: its sources and size. */
export function previewAttributes(src: string): { sources: SourceAttributes[]; width: number; height: number } {
  const { preview } = getVideo(src);
  return {
    sources: preview.sources.map((source) => ({ src: assetPath(source.src), type: source.type })),
    width: preview.width,
    height: preview.height,
  };
}

/** The sources of an encoded audio file, best first. */
export function audioSources(src: string): SourceAttributes[] {
  const entry: AudioEntry = getAudio(src);
  return entry.sources.map((source) => ({ src: assetPath(source.src), type: source.type }));
}
