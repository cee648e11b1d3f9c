import { readFileSync } from 'node:fs';
import { contentSet } from '@/lib/content/set';
import path from 'node:path';
import { z } from 'zod';

/**
 * The media manifest: what scripts/build-media.ts made of each video and audio file under public/media/, read at
 * build time by the content loader. Shared by the build step that writes it and the code that reads it, so the two
 * never disagree. Every path is a public path (under public/, without the base path: pass it to `assetPath`).
 */

/** Where the owner drops sources (under public/). */
export const MEDIA_SOURCE_DIR = '/media';
/** Where the encoded outputs go (under public/; generated, git-ignored). */
export const MEDIA_OUTPUT_DIR = '/_media';
/** The manifest itself, beside the outputs. */
export const MEDIA_MANIFEST = `${MEDIA_OUTPUT_DIR}/manifest.json`;

export const VIDEO_PATTERN = /\.(mp4|mov|webm|mkv|m4v)$/i;
export const AUDIO_PATTERN = /\.(wav|mp3|m4a|flac|ogg|oga|opus|aac)$/i;

const size = z.number().int().positive();
const publicPath = z.string().startsWith(`${MEDIA_OUTPUT_DIR}/`);

/** One encoded file: its URL path, the `type` for `<source type>` (container and codecs), its size in bytes. */
export const mediaSourceSchema = z.object({
  src: publicPath,
  type: z.string().min(1),
  bytes: size,
});

/** One size of a video, in each format, best first (WebM VP9, then H.264 MP4 that plays everywhere). */
export const renditionSchema = z.object({
  width: size,
  height: size,
  sources: z.array(mediaSourceSchema).min(1),
});

/** One rung of a video's adaptive ladder: its picture size, its playlist's peak bit rate and codecs. */
export const streamVariantSchema = z.object({
  width: size,
  height: size,
  /** Bits per second at the busiest segment, the sound included (the master playlist's `BANDWIDTH`). */
  bandwidth: size,
  /** `avc1.64001F,mp4a.40.2`, as in the master playlist's `CODECS`. */
  codecs: z.string().min(1),
});

/**
 * A video as adaptive streaming (HLS with fMP4 segments): the master playlist (`src`), its ladder, the segment
 * length (seconds), and every file it takes (playlists, init segments, media segments), with their bytes in all.
 */
export const streamSchema = z.object({
  src: publicPath.endsWith('.m3u8'),
  variants: z.array(streamVariantSchema).min(1),
  segmentSeconds: z.number().positive(),
  files: z.array(publicPath).min(1),
  bytes: size,
});

export const videoEntrySchema = z.object({
  kind: z.literal('video'),
  /** Content hash of the source and the encoding settings: it names every output. */
  hash: z.string().min(8),
  /** Seconds. */
  duration: z.number().positive(),
  /** Display size of the source (rotation and pixel shape applied). */
  width: size,
  height: size,
  hasAudio: z.boolean(),
  /**
   * Progressive files, largest first, never larger than the source. With a `stream`: at most one, the lowest rung
   * as one MP4 for a page without JavaScript (none when even that would not stay small); without one (a protected
   * project's videos, sealed file by file): the whole ladder.
   */
  renditions: z.array(renditionSchema),
  /** The adaptive stream the players attach to on Play (every public video has one). */
  stream: streamSchema.optional(),
  /**
   * A frame of the video as a JPEG the size of the largest rendition; scripts/build-images.ts makes of it the one WebP
   * the `<video poster>` shows (`posterWidth` in lib/images/variants.ts). `time` is where (s).
   */
  poster: z.object({ src: publicPath, width: size, height: size, time: z.number().nonnegative() }),
  /** A short muted loop for cards, small: no audio. */
  preview: z.object({
    width: size,
    height: size,
    duration: z.number().positive(),
    sources: z.array(mediaSourceSchema).min(1),
  }),
});

export const audioEntrySchema = z.object({
  kind: z.literal('audio'),
  hash: z.string().min(8),
  duration: z.number().positive(),
  channels: z.number().int().min(1).max(2),
  /** Best first: Opus in WebM (Chromium, Firefox, Safari 17+), then AAC in MP4 (everywhere). */
  sources: z.array(mediaSourceSchema).min(1),
});

export const mediaEntrySchema = z
  .discriminatedUnion('kind', [videoEntrySchema, audioEntrySchema])
  .refine((entry) => entry.kind === 'audio' || entry.renditions.length > 0 || entry.stream !== undefined, {
    message: 'a video needs renditions or a stream',
    path: ['renditions'],
  });

export const mediaManifestSchema = z.object({
  version: z.literal(1),
  /** Source path (`/media/showreel.mp4`) → what was made of it. */
  media: z.record(z.string().startsWith(`${MEDIA_SOURCE_DIR}/`), mediaEntrySchema),
});

export type MediaSource = z.infer<typeof mediaSourceSchema>;
export type Rendition = z.infer<typeof renditionSchema>;
export type VideoStream = z.infer<typeof streamSchema>;
export type VideoEntry = z.infer<typeof videoEntrySchema>;
export type AudioEntry = z.infer<typeof audioEntrySchema>;
export type MediaEntry = z.infer<typeof mediaEntrySchema>;
export type MediaManifest = z.infer<typeof mediaManifestSchema>;

/** Per-source hints the owner may give in public/media/media.json: `{ "/media/reel.mp4": { "poster": 4.5 } }`. */
export const mediaHintsSchema = z.record(
  z.string().startsWith(`${MEDIA_SOURCE_DIR}/`),
  z.strictObject({
    /** Seconds: the poster frame (default: 10% in). */
    poster: z.number().nonnegative().optional(),
    /** Seconds: where the card preview starts (default: at the poster frame). */
    preview: z.number().nonnegative().optional(),
  }),
);
export type MediaHints = z.infer<typeof mediaHintsSchema>;

const RUN_IT = 'run `npm run media` (npm run build and npm run dev do it first)';

const cache = new Map<string, MediaManifest>();

/**
 * Reads and checks the manifest (public/_media/manifest.json, or `file`). A missing manifest, or one that does
 * not match the schema, stops with a message that says what to run.
 */
export function readMediaManifest(file = path.join(contentSet().files, MEDIA_MANIFEST)): MediaManifest {
  const cached = cache.get(file);
  if (cached) return cached;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`The media manifest ${path.relative(process.cwd(), file) || file} is missing: ${RUN_IT}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The media manifest ${file} is not JSON (${(error as Error).message}): ${RUN_IT} again.`);
  }
  const parsed = mediaManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `The media manifest ${file} does not match its schema (${z.prettifyError(parsed.error)}): ${RUN_IT} again.`,
    );
  }
  cache.set(file, parsed.data);
  return parsed.data;
}

/** Forgets the manifests read so far (tests, and a dev server after `npm run media`). */
export function clearMediaManifestCache(): void {
  cache.clear();
}

/** What was made of one source (`/media/x.mp4`): a clear error when it is not there (a typo, or not encoded). */
export function getMedia(src: string, manifest: MediaManifest = readMediaManifest()): MediaEntry {
  const entry = manifest.media[src];
  if (!entry) {
    const known = Object.keys(manifest.media);
    throw new Error(
      `No media "${src}" in the manifest: put the file at public${src} and ${RUN_IT}` +
        (known.length ? ` (known: ${known.join(', ')})` : ' (it lists no media)') +
        '.',
    );
  }
  return entry;
}

/** Like getMedia, but only a video. */
export function getVideo(src: string, manifest?: MediaManifest): VideoEntry {
  const entry = getMedia(src, manifest);
  if (entry.kind !== 'video') throw new Error(`The media "${src}" is audio, where a video was expected.`);
  return entry;
}

/**
 * A video's largest progressive H.264 MP4: what link previews play (`og:video`). None for a public video too long
 * for its small fallback, which exists only as its stream (playlists that link previews do not play).
 */
export function progressiveMp4(entry: VideoEntry): { src: string; width: number; height: number } | undefined {
  for (const rendition of entry.renditions) {
    const mp4 = rendition.sources.find((source) => source.type.startsWith('video/mp4'));
    if (mp4) return { src: mp4.src, width: rendition.width, height: rendition.height };
  }
  return undefined;
}

/** Like getMedia, but only audio. */
export function getAudio(src: string, manifest?: MediaManifest): AudioEntry {
  const entry = getMedia(src, manifest);
  if (entry.kind !== 'audio') throw new Error(`The media "${src}" is a video, where audio was expected.`);
  return entry;
}

/** ISO 8601 duration for JSON-LD (`VideoObject.duration`): 30.4 s → `PT30S`, 95 s → `PT1M35S`. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}
