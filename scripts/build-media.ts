/**
 * Encodes the video and audio files under public/media/ for the web, into public/_media (git-ignored), which
 * `next build` then copies into out/:
 * - a video: H.264 MP4 and VP9 WebM at the heights of VIDEO_HEIGHTS no taller than the source (a source under
 *   480 px: one rendition at its own height), a poster JPEG (scripts/build-images.ts, run next, gives it AVIF and
 *   WebP variants like any picture), and a short muted preview loop for cards (H.264 MP4);
 * - an audio file: Opus in WebM and AAC in MP4 (.m4a);
 * - public/_media/manifest.json: each source's outputs with their types, sizes and bytes, its duration and size
 *   (read by lib/media/manifest.ts, zod-checked).
 * Outputs are named by a hash of the source's bytes and the encoding settings, so an unchanged source is never
 * encoded twice; outputs no source needs any more are deleted. ffmpeg and ffprobe come from npm packages
 * (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe). Optional hints: public/media/media.json
 * (`{ "/media/reel.mp4": { "poster": 4.5, "preview": 12 } }`, seconds).
 *
 *   npm run media      encode what changed, write the manifest (a stage of `npm run build`, scripts/build.ts)
 *
 * After `next build`, the build's export stage deletes the sources next build copied into out/media (the site
 * serves the encoded files; captions stay) and the manifest and records in out/_media (stripMediaFromExport).
 */
import { contentSet } from '../lib/content/set';
import { spawn } from 'node:child_process';
import { chmod, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AUDIO_PATTERN,
  MEDIA_MANIFEST,
  MEDIA_OUTPUT_DIR,
  MEDIA_SOURCE_DIR,
  VIDEO_PATTERN,
  mediaEntrySchema,
  mediaHintsSchema,
  type AudioEntry,
  type MediaEntry,
  type MediaHints,
  type MediaManifest,
  type VideoEntry,
  type VideoStream,
} from '../lib/media/manifest';
import { VARIANT_DIR } from '../lib/images/variants';
import { runEntry } from './lib/entry';
import { ContentHashCache, sha256 } from './lib/hash';
import { KEEP_OVER_BYTES, KEPT_DIR, KEPT_INDEX, readKeptIndex, type KeptIndex } from '../lib/media/kept';

/* ------------------------------------------------------------------------------------------------ settings */

/** Progressive rendition heights (the largest the source allows first in the manifest): `stream: false` only. */
export const VIDEO_HEIGHTS = [480, 720, 1080] as const;
/**
 * The adaptive ladder (public videos): every height the source reaches. 360p is the rung a slow phone starts and
 * stays on; it is also the progressive fallback for pages without JavaScript.
 */
export const STREAM_HEIGHTS = [360, 480, 720, 1080] as const;
/**
 * Segments of 4 s: two keyframe intervals, so a seek or a chapter fetches at most 4 s it does not need, and the
 * player starts after one short download (at the 360p cap, 400 kB); at the 1080p cap a segment is at most 2.5 MB,
 * far under the file limit whatever the video's length. Apple's 6 s would halve nothing that matters here and
 * make each start and seek wait longer; 2 s doubles the requests for little.
 */
export const SEGMENT_SECONDS = 4;
/**
 * The largest file a build may publish: Cloudflare's Workers and Pages refuse assets over 25 MiB, GitHub Pages
 * warns from 50 MB. Checked on every encode and again on the whole export.
 */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
/** The progressive fallback is written only while it stays this small (longer videos: poster and native HLS). */
export const FALLBACK_MAX_BYTES = 16 * 1024 * 1024;
/** The web versions are at most 30 frames a second (animation is 24 or 25; a 60 fps source is halved: cost). */
const MAX_FPS = 30;
/** A keyframe every 2 s: a chapter link or a seek lands quickly. */
const KEYFRAME_SECONDS = 2;
const PREVIEW = { seconds: 3, maxHeight: 360 };
/** Where the poster frame is when media.json gives none: 10% in (past a fade from black, before the end card). */
const POSTER_AT = 0.1;

/** Bitrate caps per height (kb/s): the quality target (CRF) decides below them. */
const CAPS: Record<'mp4' | 'webm' | 'stream', (height: number) => number> = {
  mp4: (h) => (h <= 400 ? 700 : h <= 480 ? 1400 : h <= 720 ? 2800 : 5000),
  stream: (h) => (h <= 360 ? 800 : h <= 480 ? 1400 : h <= 720 ? 2800 : 5000),
  webm: (h) => (h <= 400 ? 500 : h <= 480 ? 1000 : h <= 720 ? 2000 : 3800),
};

/**
 * The encoders' settings, chosen by cost on a 2-core machine (5 s of the 720p sample reel, CPU seconds; README,
 * "Video and audio"):
 * - WebM is VP9 (libvpx-vp9), not AV1: libaom, the only AV1 encoder in the packaged ffmpeg (marked experimental
 *   there), took 68 s at its fastest setting against 4 s for VP9, for a file a third smaller: a 30 s reel would
 *   cost minutes per build on a clean machine. Every browser that plays AV1 plays VP9.
 * - VP9 at `-deadline good -cpu-used 4` with row multithreading, not realtime mode (`-deadline realtime
 *   -cpu-used 8`, 1.1 s): realtime made a file half as large again at the same CRF, and a worse one (SSIM 0.992
 *   against 0.994). good/5 cost the same as good/4 here.
 * - H.264 (libx264) at `medium` (1.9 s) with the animation tune (flat colour, hard lines), High profile at level
 *   4.1, which every phone decodes in hardware (x264 keeps its reference frames within it).
 * - The adaptive stream is H.264 only (every browser with Media Source Extensions, and Safari's own HLS, plays
 *   it), all rungs from one decode (split filter) at `veryfast`: the whole 30 s sample reel's three rungs cost
 *   about as much CPU as its old 720p MP4 alone at `medium`, and no VP9 pass at all (docs/media.md, "Cost").
 */
/** Words → argument list, for fixed flags: `flags('-an -f webm')`. Values that may hold spaces go in separately. */
const flags = (text: string): string[] => text.split(' ');

const ENCODER = {
  x264: (crf: number, cap: number) => [
    ...flags(`-c:v libx264 -preset medium -tune animation -profile:v high -level:v 4.1 -crf ${crf}`),
    ...flags(`-maxrate ${cap}k -bufsize ${cap * 2}k`),
  ],
  vp9: (crf: number, cap: number, height: number) =>
    flags(
      `-c:v libvpx-vp9 -deadline good -cpu-used 4 -row-mt 1 -tile-columns ${height >= 720 ? 2 : 1} ` +
        `-crf ${crf} -b:v ${cap}k`,
    ),
  /** Fixed keyframes (no scene cuts), the same in every rung: segments line up, a player can switch at each. */
  x264Stream: (crf: number, cap: number, gop: number) =>
    flags(
      `-c:v libx264 -preset veryfast -tune animation -profile:v high -level:v 4.1 -crf ${crf} ` +
        `-maxrate ${cap}k -bufsize ${cap * 2}k -g ${gop} -keyint_min ${gop} -sc_threshold 0`,
    ),
  crf: { x264: 23, x264Preview: 28, x264Stream: 23, vp9: 31 },
  aac: (channels: number) => flags(`-c:a aac -b:a ${channels > 1 ? 128 : 96}k -ac ${channels}`),
  opus: (channels: number) => flags(`-c:a libopus -b:a ${channels > 1 ? 96 : 64}k -ac ${channels} -ar 48000`),
};

/**
 * Changes with any setting above: part of every output's hash, so changing a setting re-encodes everything once.
 * Bump SETTINGS_VERSION when the code that builds ffmpeg's arguments changes in a way the values don't show.
 */
const SETTINGS_VERSION = 3;
const SETTINGS = JSON.stringify({
  SETTINGS_VERSION,
  VIDEO_HEIGHTS,
  STREAM_HEIGHTS,
  SEGMENT_SECONDS,
  FALLBACK_MAX_BYTES,
  MAX_FPS,
  KEYFRAME_SECONDS,
  PREVIEW,
  POSTER_AT,
  caps: [240, 360, 480, 720, 1080].map((h) => [CAPS.mp4(h), CAPS.webm(h), CAPS.stream(h)]),
  encoders: [
    ENCODER.x264(0, 0),
    ENCODER.x264Stream(0, 0, 0),
    ENCODER.vp9(0, 0, 720),
    ENCODER.crf,
    ENCODER.aac(2),
    ENCODER.opus(2),
  ],
});
/** libvpx uses one thread unless told (x264 takes every core by itself); not part of the hash: output is alike. */
const VP9_THREADS = flags(`-threads ${Math.min(8, os.availableParallelism())}`);

/* ------------------------------------------------------------------------------------------------ tools */

export type Tool = 'ffmpeg' | 'ffprobe';
/** Runs ffmpeg or ffprobe with the arguments; resolves with its standard output, rejects with its last error lines. */
export type Runner = (tool: Tool, args: string[]) => Promise<string>;

/** The binaries from the npm packages, found on first use (a site with no media never needs them). */
async function binary(tool: Tool): Promise<string> {
  let file: string;
  try {
    const installer =
      tool === 'ffmpeg' ? await import('@ffmpeg-installer/ffmpeg') : await import('@ffprobe-installer/ffprobe');
    file = (installer.default ?? installer).path;
  } catch (error) {
    throw new Error(
      `No ${tool} binary for this system (${process.platform}-${process.arch}): ${String(error)}. ` +
        'Run npm install; the binaries come with @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe.',
    );
  }
  // Their postinstall only sets the executable bit; an install that skipped scripts leaves it unset.
  if (process.platform !== 'win32') await chmod(file, 0o755).catch(() => undefined);
  return file;
}

const binaries = new Map<Tool, Promise<string>>();

export const runTool: Runner = async (tool, args) => {
  let file = binaries.get(tool);
  if (!file) {
    file = binary(tool);
    binaries.set(tool, file);
  }
  const command = await file;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString());
      else reject(new Error(err.trim().split('\n').slice(-3).join(' / ') || `${tool} exited with ${code}`));
    });
  });
};

/* ------------------------------------------------------------------------------------------------ reading sources */

interface Probe {
  duration: number;
  video?: { width: number; height: number; fps: number };
  audio?: { channels: number };
}

interface FfprobeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  channels?: number;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

const ratio = (text: string | undefined): number => {
  const [a = 0, b = 0] = (text ?? '').split(/[:/]/).map(Number);
  return a > 0 && b > 0 ? a / b : 0;
};
const even = (n: number): number => Math.max(2, Math.round(n / 2) * 2);

/** Reads a source's streams with ffprobe: display size (rotation and pixel shape applied), frame rate, duration. */
async function probe(run: Runner, file: string): Promise<Probe> {
  const json = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  const data = JSON.parse(json) as { streams?: FfprobeStream[]; format?: { duration?: string } };
  const streams = data.streams ?? [];
  const v = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  const a = streams.find((s) => s.codec_type === 'audio');
  const duration = Number(data.format?.duration ?? v?.duration ?? a?.duration);
  const result: Probe = { duration: Number.isFinite(duration) ? duration : 0 };
  if (v?.width && v.height) {
    const sar = ratio(v.sample_aspect_ratio) || 1;
    const rotation = Math.abs(
      Number(v.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? v.tags?.rotate ?? 0),
    );
    let width = Math.round(v.width * sar);
    let height = v.height;
    if (rotation % 180 === 90) [width, height] = [height, width];
    result.video = { width, height, fps: ratio(v.avg_frame_rate) || ratio(v.r_frame_rate) || 25 };
  }
  if (a) result.audio = { channels: Math.min(2, Math.max(1, a.channels ?? 2)) };
  return result;
}

/* ------------------------------------------------------------------------------------------------ options */

export interface BuildOptions {
  /** The public/ folder (sources in <publicDir>/media, outputs in <publicDir>/_media). */
  publicDir: string;
  /** Where the source-hash cache lives (a large unchanged source is not read again). */
  cacheDir: string;
  /**
   * Videos as adaptive streams (HLS) with a small progressive fallback: the default, for public and private
   * videos alike (scripts/build-nda.ts seals every file of a private stream). False: the older progressive ladder
   * (MP4 and WebM at each height), which no build step asks for now.
   */
  stream?: boolean;
  /**
   * Masters larger than this (bytes) are kept as encodes (lib/media/kept.ts): their outputs go to `_media/kept/`
   * (committed) and the master into the media folder's `.gitignore`. Default KEEP_OVER_BYTES (50 MB).
   */
  keepOver?: number;
  run?: Runner;
  log?: (line: string) => void;
  /** Where warnings go (a hint for a file that is gone): stderr by default. */
  warn?: (line: string) => void;
}

export interface BuildResult {
  manifest: MediaManifest;
  sources: number;
  encoded: number;
  outputs: number;
  bytes: number;
}

/* ------------------------------------------------------------------------------------------------ encoding */

/** Public path → file under publicDir. */
const fileOf = (publicDir: string, src: string) => path.join(publicDir, ...src.split('/'));

/** Writes to `<file>.part` and renames when ffmpeg is done: an interrupted encode never passes for a finished one. */
async function encodeTo(run: Runner, file: string, args: string[]): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  const part = `${file}.part`;
  await run('ffmpeg', [...args, part]);
  await rename(part, file);
  return (await stat(file)).size;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** `avc1.64001F`: High profile (forced) at the level x264 picked, read back from the file. */
async function avcCodec(run: Runner, file: string): Promise<string> {
  const json = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=level',
    '-of',
    'json',
    file,
  ]);
  const read = (JSON.parse(json) as { streams?: { level?: number }[] }).streams?.[0]?.level ?? 0;
  // An init segment alone has no frames to read the level from (ffprobe says -99): the level x264 was given.
  const level = read > 0 ? read : 41;
  return `avc1.6400${level.toString(16).toUpperCase().padStart(2, '0')}`;
}

interface VideoJob {
  run: Runner;
  publicDir: string;
  source: string;
  /** Public path of the outputs without their ending: `/_media/reel.<hash>`. */
  base: string;
  probe: Probe & { video: NonNullable<Probe['video']> };
  hints: MediaHints[string] | undefined;
  log: (line: string) => void;
}

function scaleFilter(width: number, height: number, fps: number): string {
  const filters = [`scale=${width}:${height}:flags=lanczos`, 'setsar=1'];
  if (fps > MAX_FPS + 0.5) filters.push(`fps=${MAX_FPS}`);
  filters.push('format=yuv420p');
  return filters.join(',');
}

/** The sizes to write: each of `ladder`'s heights the source reaches, or the source's own when it is smaller. */
export function renditionSizes(
  width: number,
  height: number,
  ladder: readonly number[] = VIDEO_HEIGHTS,
): { width: number; height: number }[] {
  const heights: number[] = ladder.filter((h) => h <= height);
  if (heights.length === 0) heights.push(even(height));
  return heights.reverse().map((h) => ({ width: even((width * h) / height), height: h }));
}

const QUIET = flags('-hide_banner -nostdin -v error -y');

/** Frames between keyframes: KEYFRAME_SECONDS at the output's frame rate. */
const gopOf = (fps: number) => Math.max(1, Math.round(Math.min(fps, MAX_FPS) * KEYFRAME_SECONDS));

/** The progressive ladder (`stream: false`): each height in VP9 WebM and H.264 MP4, one encode each. */
async function encodeProgressive(job: VideoJob): Promise<VideoEntry['renditions']> {
  const { run, publicDir, source, base, probe: p, log } = job;
  const { width, height, fps } = p.video;
  const gop = ['-g', String(gopOf(fps))];
  const channels = p.audio?.channels ?? 2;
  const audio = (codec: 'aac' | 'opus') => (p.audio ? ['-map', '0:a:0', ...ENCODER[codec](channels)] : ['-an']);
  const out = (src: string) => fileOf(publicDir, src);

  const renditions: VideoEntry['renditions'] = [];
  for (const size of renditionSizes(width, height)) {
    const started = Date.now();
    const input = [...QUIET, '-i', source, '-map', '0:v:0', '-vf', scaleFilter(size.width, size.height, fps), ...gop];
    const webm = `${base}.${size.height}.webm`;
    const webmBytes = await encodeTo(run, out(webm), [
      ...input,
      ...ENCODER.vp9(ENCODER.crf.vp9, CAPS.webm(size.height), size.height),
      ...VP9_THREADS,
      ...audio('opus'),
      ...flags('-f webm'),
    ]);
    const mp4 = `${base}.${size.height}.mp4`;
    const mp4Bytes = await encodeTo(run, out(mp4), [
      ...input,
      ...ENCODER.x264(ENCODER.crf.x264, CAPS.mp4(size.height)),
      ...audio('aac'),
      ...flags('-movflags +faststart -f mp4'),
    ]);
    const avc = await avcCodec(run, out(mp4));
    renditions.push({
      ...size,
      sources: [
        { src: webm, type: `video/webm; codecs="${p.audio ? 'vp9, opus' : 'vp9'}"`, bytes: webmBytes },
        { src: mp4, type: `video/mp4; codecs="${p.audio ? `${avc}, mp4a.40.2` : avc}"`, bytes: mp4Bytes },
      ],
    });
    log(`  ${size.width}×${size.height}: WebM ${kb(webmBytes)}, MP4 ${kb(mp4Bytes)} (${seconds(started)})`);
  }
  return renditions;
}

/** One media playlist as ffmpeg wrote it: its init segment and its segments with their lengths (s). */
interface MediaPlaylist {
  init: string;
  segments: { uri: string; seconds: number }[];
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1];
  const segments: MediaPlaylist['segments'] = [];
  lines.forEach((line, index) => {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    const uri = lines[index + 1];
    if (extinf && uri && !uri.startsWith('#')) segments.push({ uri, seconds: Number(extinf[1]) });
  });
  if (!init || segments.length === 0) throw new Error('ffmpeg wrote a playlist without an init segment or segments');
  return { init, segments };
}

/** What a rung's files weigh: their paths (public), bytes in all, and the peak bit rate over one segment. */
async function playlistFacts(publicDir: string, dir: string, playlist: string) {
  const parsed = parseMediaPlaylist(await readFile(fileOf(publicDir, `${dir}/${playlist}`), 'utf8'));
  const size = async (name: string) => (await stat(fileOf(publicDir, `${dir}/${name}`))).size;
  let bytes = (await size(playlist)) + (await size(parsed.init));
  let peak = 0;
  let total = 0;
  for (const segment of parsed.segments) {
    const segmentBytes = await size(segment.uri);
    bytes += segmentBytes;
    total += segment.seconds;
    // A short last segment would overstate the rate: count it as a whole one.
    peak = Math.max(peak, (segmentBytes * 8) / Math.max(segment.seconds, SEGMENT_SECONDS / 2));
  }
  const files = [playlist, parsed.init, ...parsed.segments.map((s) => s.uri)].map((name) => `${dir}/${name}`);
  return { files, bytes, peak: Math.ceil(peak), seconds: total, init: `${dir}/${parsed.init}`, parsed };
}

/** Bytes of a file at a public path. */
const sizeOf = async (publicDir: string, src: string) => (await stat(fileOf(publicDir, src))).size;

/**
 * A public video as adaptive streaming: one decode of the source feeds every rung of the ladder (H.264, fixed 2 s
 * keyframes, segments of SEGMENT_SECONDS) and the sound (AAC, its own rendition), all in one ffmpeg run; then the
 * master playlist, written here (the bundled ffmpeg's own master playlist with a separate audio group crashes it),
 * and the progressive fallback: the lowest rung and the sound joined into one MP4 without encoding again.
 */
async function encodeStream(job: VideoJob): Promise<{ renditions: VideoEntry['renditions']; stream: VideoStream }> {
  const { run, publicDir, source, base, probe: p, log } = job;
  const { width, height, fps } = p.video;
  const started = Date.now();
  const sizes = renditionSizes(width, height, STREAM_HEIGHTS);
  const gop = gopOf(fps);
  const dir = base.slice(0, base.lastIndexOf('/'));
  const name = base.slice(base.lastIndexOf('/') + 1);
  const hls = (label: string) => [
    ...flags(`-f hls -hls_time ${SEGMENT_SECONDS} -hls_playlist_type vod -hls_segment_type fmp4`),
    ...flags('-hls_flags independent_segments'),
    ...['-hls_fmp4_init_filename', `${name}.${label}.init.mp4`],
    ...['-hls_segment_filename', fileOf(publicDir, `${base}.${label}.%d.m4s`)],
    fileOf(publicDir, `${base}.${label}.m3u8`),
  ];
  const rate = fps > MAX_FPS + 0.5 ? `fps=${MAX_FPS},` : '';
  const graph = [
    `[0:v:0]${rate}split=${sizes.length}${sizes.map((_, i) => `[s${i}]`).join('')}`,
    ...sizes.map((size, i) => `[s${i}]scale=${size.width}:${size.height}:flags=lanczos,setsar=1,format=yuv420p[v${i}]`),
  ].join(';');
  const channels = p.audio?.channels ?? 2;
  await mkdir(fileOf(publicDir, dir), { recursive: true });
  await run('ffmpeg', [
    ...QUIET,
    ...['-i', source, '-filter_complex', graph],
    ...sizes.flatMap((size, i) => [
      ...['-map', `[v${i}]`, '-an'],
      ...ENCODER.x264Stream(ENCODER.crf.x264Stream, CAPS.stream(size.height), gop),
      ...hls(String(size.height)),
    ]),
    ...(p.audio ? ['-map', '0:a:0', '-vn', ...ENCODER.aac(channels), ...hls('audio')] : []),
  ]);

  const audio = p.audio ? await playlistFacts(publicDir, dir, `${name}.audio.m3u8`) : undefined;
  const rungs = [];
  for (const size of sizes) {
    const facts = await playlistFacts(publicDir, dir, `${name}.${size.height}.m3u8`);
    const avc = await avcCodec(run, fileOf(publicDir, facts.init));
    rungs.push({ ...size, ...facts, codecs: audio ? `${avc},mp4a.40.2` : avc });
  }

  // The master playlist. The first variant is where Safari starts (hls.js, too, before it has measured the
  // link): the smallest of at least 480 px, sharp enough on a phone and quick to come; the others climb from there.
  const start = [...rungs].reverse().find((rung) => rung.height >= 480) ?? rungs[0]!;
  const ordered = [start, ...[...rungs].reverse().filter((rung) => rung !== start)];
  const file = (src: string) => src.slice(src.lastIndexOf('/') + 1);
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...(audio
      ? [
          `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Sound",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="${channels}",URI="${file(audio.files[0]!)}"`,
        ]
      : []),
    ...ordered.flatMap((rung) => {
      const peak = rung.peak + (audio?.peak ?? 0);
      const average = Math.ceil(((rung.bytes + (audio?.bytes ?? 0)) * 8) / Math.max(rung.seconds, 1));
      return [
        `#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${Math.min(average, peak)},CODECS="${rung.codecs}",` +
          `RESOLUTION=${rung.width}x${rung.height},FRAME-RATE=${Math.min(fps, MAX_FPS).toFixed(3)}${audio ? ',AUDIO="audio"' : ''}`,
        file(rung.files[0]!),
      ];
    }),
    '',
  ].join('\n');
  const masterSrc = `${base}.m3u8`;
  await writeFile(fileOf(publicDir, masterSrc), master);

  const files = [masterSrc, ...rungs.flatMap((rung) => rung.files), ...(audio?.files ?? [])];
  let bytes = 0;
  for (const src of files) bytes += await sizeOf(publicDir, src);
  const stream: VideoStream = {
    src: masterSrc,
    variants: rungs.map((rung) => ({
      width: rung.width,
      height: rung.height,
      bandwidth: rung.peak + (audio?.peak ?? 0),
      codecs: rung.codecs,
    })),
    segmentSeconds: SEGMENT_SECONDS,
    files,
    bytes,
  };
  log(
    `  stream ${rungs.map((rung) => `${rung.height}p ${kb(rung.bytes)}`).join(', ')}${audio ? `, sound ${kb(audio.bytes)}` : ''} ` +
      `(${rungs[0]!.parsed.segments.length} segments each, ${seconds(started)})`,
  );

  // The fallback: the lowest rung's init and segments are one fragmented MP4 as they are; joined with the sound's
  // and moved to the front (faststart), they play progressively without JavaScript. Only while small.
  const lowest = rungs.at(-1)!;
  const joined = async (facts: { files: string[] }, label: string) => {
    const target = fileOf(publicDir, `${base}.${label}.join.mp4`);
    const parts = await Promise.all(facts.files.slice(1).map((src) => readFile(fileOf(publicDir, src))));
    await writeFile(target, Buffer.concat(parts));
    return target;
  };
  const videoPart = await joined(lowest, 'video');
  const audioPart = audio ? await joined(audio, 'sound') : undefined;
  const fallback = `${base}.${lowest.height}.mp4`;
  let fallbackBytes = 0;
  try {
    fallbackBytes = await encodeTo(run, fileOf(publicDir, fallback), [
      ...QUIET,
      ...['-i', videoPart, ...(audioPart ? ['-i', audioPart] : [])],
      ...['-map', '0:v:0', ...(audioPart ? ['-map', '1:a:0'] : []), '-c', 'copy'],
      ...flags('-movflags +faststart -f mp4'),
    ]);
  } finally {
    await rm(videoPart, { force: true });
    if (audioPart) await rm(audioPart, { force: true });
  }
  if (fallbackBytes > FALLBACK_MAX_BYTES) {
    await rm(fileOf(publicDir, fallback), { force: true });
    log(`  no progressive fallback: at ${kb(fallbackBytes)} it is over ${kb(FALLBACK_MAX_BYTES)}`);
    return { renditions: [], stream };
  }
  const renditions: VideoEntry['renditions'] = [
    {
      width: lowest.width,
      height: lowest.height,
      sources: [
        {
          src: fallback,
          type: `video/mp4; codecs="${lowest.codecs.split(',').join(', ')}"`,
          bytes: fallbackBytes,
        },
      ],
    },
  ];
  log(`  fallback ${lowest.width}×${lowest.height} MP4 ${kb(fallbackBytes)}`);
  return { renditions, stream };
}

async function encodeVideo(job: VideoJob, asStream: boolean): Promise<VideoEntry> {
  const { run, publicDir, source, base, probe: p, hints, log } = job;
  const { width, height, fps } = p.video;
  const gop = ['-g', String(gopOf(fps))];
  const out = (src: string) => fileOf(publicDir, src);

  const { renditions, stream } = asStream
    ? await encodeStream(job)
    : { renditions: await encodeProgressive(job), stream: undefined };
  const largest = stream?.variants[0] ?? renditions[0];
  if (!largest) throw new Error('no rendition was written');

  // The poster: one frame at the largest rendition's size.
  const time = clamp(hints?.poster ?? p.duration * POSTER_AT, 0, Math.max(0, p.duration - 0.05));
  const poster = `${base}.poster.jpg`;
  await encodeTo(run, out(poster), [
    ...QUIET,
    ...['-ss', time.toFixed(3), '-i', source],
    ...flags(`-map 0:v:0 -frames:v 1 -vf scale=${largest.width}:${largest.height}:flags=lanczos,setsar=1`),
    ...flags('-q:v 2 -c:v mjpeg -f image2'),
  ]);

  // The preview loop: from the poster frame (the loop starts on the picture the card showed), muted, small.
  const started = Date.now();
  const length = Math.min(PREVIEW.seconds, p.duration);
  const start = clamp(hints?.preview ?? time, 0, Math.max(0, p.duration - length));
  const pHeight = Math.min(PREVIEW.maxHeight, (stream?.variants ?? renditions).at(-1)?.height ?? height);
  const pWidth = even((width * pHeight) / height);
  const clip = [
    ...QUIET,
    ...['-ss', start.toFixed(3), '-t', length.toFixed(3), '-i', source],
    ...['-map', '0:v:0', '-an', '-vf', scaleFilter(pWidth, pHeight, fps), ...gop],
  ];
  // H.264 only, as the stream: every browser that plays the stream plays it. A VP9 copy listed first cost about twice
  // the processor of the MP4 and was no smaller (the sample's eight: 299 kB of WebM against 272 kB of MP4).
  const pMp4 = `${base}.preview.mp4`;
  const pMp4Bytes = await encodeTo(run, out(pMp4), [
    ...clip,
    ...ENCODER.x264(ENCODER.crf.x264Preview, CAPS.mp4(pHeight)),
    ...flags('-movflags +faststart -f mp4'),
  ]);
  const pAvc = await avcCodec(run, out(pMp4));
  log(`  poster at ${time.toFixed(1)} s; preview ${pWidth}×${pHeight}: MP4 ${kb(pMp4Bytes)} (${seconds(started)})`);

  return {
    kind: 'video',
    hash: '',
    duration: round(p.duration),
    width,
    height,
    hasAudio: Boolean(p.audio),
    renditions,
    ...(stream && { stream }),
    poster: { src: poster, width: largest.width, height: largest.height, time: round(time) },
    preview: {
      width: pWidth,
      height: pHeight,
      duration: round(length),
      sources: [{ src: pMp4, type: `video/mp4; codecs="${pAvc}"`, bytes: pMp4Bytes }],
    },
  };
}

async function encodeAudio(
  run: Runner,
  publicDir: string,
  source: string,
  base: string,
  p: Probe,
): Promise<AudioEntry> {
  const channels = p.audio?.channels ?? 2;
  const input = [...QUIET, '-i', source, ...flags('-map 0:a:0 -vn')];
  const webm = `${base}.opus.webm`;
  const m4a = `${base}.aac.m4a`;
  const webmBytes = await encodeTo(run, fileOf(publicDir, webm), [...input, ...ENCODER.opus(channels), '-f', 'webm']);
  const m4aBytes = await encodeTo(run, fileOf(publicDir, m4a), [
    ...input,
    ...ENCODER.aac(channels),
    ...flags('-movflags +faststart -f mp4'),
  ]);
  return {
    kind: 'audio',
    hash: '',
    duration: round(p.duration),
    channels,
    sources: [
      { src: webm, type: 'audio/webm; codecs="opus"', bytes: webmBytes },
      { src: m4a, type: 'audio/mp4; codecs="mp4a.40.2"', bytes: m4aBytes },
    ],
  };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const round = (n: number) => Math.round(n * 1000) / 1000;
const kb = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.round(bytes / 1e3)} kB`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Every file an entry points to (its outputs). */
export function entryFiles(entry: MediaEntry): string[] {
  if (entry.kind === 'audio') return entry.sources.map((s) => s.src);
  return [
    ...entry.renditions.flatMap((r) => r.sources.map((s) => s.src)),
    ...(entry.stream?.files ?? []),
    entry.poster.src,
    ...entry.preview.sources.map((s) => s.src),
  ];
}

/* ------------------------------------------------------------------------------------------------ the build */

async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * The per-file hints of public/media/media.json (poster and preview times). A hint for a file that is not there
 * (renamed or deleted since) is only a warning: it names the file and the build goes on without it.
 */
export async function readHints(
  publicDir: string,
  sources: string[],
  warn: (line: string) => void = console.warn,
): Promise<MediaHints> {
  const file = path.join(publicDir, 'media', 'media.json');
  const shown = path.relative(process.cwd(), file) || file;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return {};
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${shown} is not valid JSON (${(error as Error).message}): fix it or delete it`);
  }
  const parsed = mediaHintsSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${shown} is not valid: ${parsed.error.message}`);
  const hints: MediaHints = {};
  for (const [src, hint] of Object.entries(parsed.data)) {
    if (sources.includes(src)) hints[src] = hint;
    else warn(`media: warning: ${shown} has a hint for ${src}, which is not there any more: left out (delete it)`);
  }
  return hints;
}

/**
 * A source's name as its encodes carry it: web addresses keep to plain letters, digits, `-`, `_` and `.`, so
 * `Meu Filme – Cena 2.MOV` becomes `meu-filme-cena-2`. Names already plain stay as they are (their encodes keep
 * their names and their cache).
 */
export function encodeName(relative: string): string {
  if (/^[\w\-./]+$/.test(relative)) return relative;
  return relative
    .split('/')
    .map(
      (part) =>
        part
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/[^\w\-.]+/g, '-')
          .replace(/^-+|-+$/g, '') || 'media',
    )
    .join('/');
}

/** A captions file must at least be WebVTT: a browser silently ignores one that is not. */
async function checkCaptions(files: string[], publicDir: string): Promise<void> {
  for (const file of files.filter((f) => /\.vtt$/i.test(f))) {
    const head = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').slice(0, 7);
    if (!/^WEBVTT(\s|$)/.test(head))
      throw new Error(
        `${path.relative(path.dirname(publicDir), file)} is not a WebVTT file: it must start with "WEBVTT"`,
      );
  }
}

const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Stops when a file is over MAX_FILE_BYTES, naming it (free hosts refuse it; the deploy would fail later). */
async function checkSizes(publicDir: string, files: string[]): Promise<void> {
  for (const src of files) {
    const bytes = await sizeOf(publicDir, src);
    if (bytes > MAX_FILE_BYTES)
      throw new Error(
        `public${src} would be ${MiB(bytes)}, over the ${MiB(MAX_FILE_BYTES)} a static host takes per file`,
      );
  }
}

/**
 * Every file of an export over MAX_FILE_BYTES, as `path (size)`: Cloudflare refuses the deploy for one, so the
 * build stops at once, naming it.
 */
export async function oversizedFiles(exportDir: string): Promise<string[]> {
  const found = [];
  for (const file of await listFiles(exportDir)) {
    const { size } = await stat(file);
    if (size > MAX_FILE_BYTES) found.push(`${path.relative(process.cwd(), file)} (${MiB(size)})`);
  }
  return found;
}

/** Encodes what changed under <publicDir>/media, deletes outputs no source needs, writes the manifest. */
export async function buildMedia(options: BuildOptions): Promise<BuildResult> {
  const { publicDir, cacheDir, run = runTool, log = console.log, stream = true, keepOver = KEEP_OVER_BYTES } = options;
  const sourceDir = path.join(publicDir, 'media');
  const outputDir = path.join(publicDir, '_media');
  const all = await listFiles(sourceDir);
  await checkCaptions(all, publicDir);
  const files = all.filter((file) => VIDEO_PATTERN.test(file) || AUDIO_PATTERN.test(file));
  const toPublic = (file: string) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
  const hints = await readHints(publicDir, files.map(toPublic), options.warn);

  const hashCache = await ContentHashCache.open(path.join(cacheDir, 'media-hashes.json'));

  const manifest: MediaManifest = { version: 1, media: {} };
  const keep = new Set<string>([path.join(outputDir, 'manifest.json'), fileOf(publicDir, KEPT_INDEX)]);
  // Masters kept as encodes (lib/media/kept.ts): the index of earlier runs, and this run's.
  const kept = readKeptIndex(publicDir);
  const nextKept: KeptIndex = { version: 1, media: {} };
  let encoded = 0;
  for (const [index, file] of files.entries()) {
    const src = toPublic(file);
    const shown = `public${src}`;
    const info = await stat(file);
    const sourceHash = await hashCache.hashOf(src, file);
    const hash = sha256(
      `${SETTINGS}\0${stream ? 'stream' : 'progressive'}\0${JSON.stringify(hints[src] ?? {})}\0${sourceHash}`,
    ).slice(0, 12);
    const relative = src.slice(MEDIA_SOURCE_DIR.length + 1).replace(/\.[^./]+$/, '');
    const named = encodeName(relative);
    const isKept = info.size > keepOver;
    // A renamed source's own name goes into its hash, so two names that read alike never share an encode.
    const base = `${isKept ? KEPT_DIR : MEDIA_OUTPUT_DIR}/${named}.${named === relative ? hash : sha256(`${hash}\0${src}`).slice(0, 12)}`;
    if (named !== relative)
      log(`media: ${shown}: its web files are named ${named}.… (no spaces, capitals or accents in a web address)`);
    const keepRecord = (entry: MediaEntry) => {
      if (isKept) nextKept.media[src] = { sha256: sourceHash, bytes: info.size, entry };
    };
    const sidecar = fileOf(publicDir, `${base}.json`);
    keep.add(sidecar);
    const prefix = `media: [${index + 1}/${files.length}] ${src}`;

    // Up to date: the entry of an earlier run with this hash, and every file it names.
    const previous = await readFile(sidecar, 'utf8')
      .then((text) => mediaEntrySchema.parse(JSON.parse(text)))
      .catch(() => undefined);
    if (previous && (await Promise.all(entryFiles(previous).map((f) => exists(fileOf(publicDir, f))))).every(Boolean)) {
      entryFiles(previous).forEach((f) => keep.add(fileOf(publicDir, f)));
      manifest.media[src] = previous;
      keepRecord(previous);
      log(`${prefix}: up to date`);
      continue;
    }

    const started = Date.now();
    let entry: MediaEntry;
    try {
      let probed: Probe;
      try {
        probed = await probe(run, file);
      } catch (error) {
        throw new Error(`ffprobe cannot read it (${(error as Error).message})`);
      }
      if (!(probed.duration > 0)) throw new Error('it has no duration: is it a whole, finished file?');
      if (VIDEO_PATTERN.test(file) && probed.video) {
        log(`${prefix}: video, ${probed.video.width}×${probed.video.height}, ${probed.duration.toFixed(1)} s`);
        entry = await encodeVideo(
          {
            run,
            publicDir,
            source: file,
            base,
            probe: { ...probed, video: probed.video },
            hints: hints[src],
            log,
          },
          stream,
        );
      } else if (probed.audio) {
        log(`${prefix}: audio, ${probed.duration.toFixed(1)} s`);
        entry = await encodeAudio(run, publicDir, file, base, probed);
      } else {
        throw new Error(`it has no ${VIDEO_PATTERN.test(file) ? 'video or audio' : 'audio'} stream`);
      }
      await checkSizes(publicDir, entryFiles(entry));
    } catch (error) {
      throw new Error(`Cannot encode ${shown}: ${(error as Error).message}`);
    }
    entry.hash = hash;
    entryFiles(entry).forEach((f) => keep.add(fileOf(publicDir, f)));
    await writeFile(sidecar, `${JSON.stringify(entry, null, 2)}\n`);
    manifest.media[src] = entry;
    keepRecord(entry);
    encoded += 1;
    log(`${prefix}: done in ${seconds(started)}`);
  }

  // Kept masters that are not here (a CI build, a fresh clone): their kept encodes, as they were made.
  const present = new Set(files.map(toPublic));
  for (const [src, record] of Object.entries(kept.media)) {
    if (present.has(src)) continue;
    const outputs = entryFiles(record.entry);
    const missing = [];
    for (const f of outputs) if (!(await exists(fileOf(publicDir, f)))) missing.push(f);
    if (missing.length)
      throw new Error(
        `public${src} is not here and its kept encodes are incomplete (public${missing[0]}${missing.length > 1 ? ` and ${missing.length - 1} more` : ''} missing): ` +
          `put the master back at public${src} and run \`npm run media\`, then commit public${KEPT_DIR}/.`,
      );
    outputs.forEach((f) => keep.add(fileOf(publicDir, f)));
    const relative = src.slice(MEDIA_SOURCE_DIR.length + 1).replace(/\.[^./]+$/, '');
    const named = encodeName(relative);
    const suffix = named === relative ? record.entry.hash : sha256(`${record.entry.hash}\0${src}`).slice(0, 12);
    keep.add(fileOf(publicDir, `${KEPT_DIR}/${named}.${suffix}.json`));
    manifest.media[src] = record.entry;
    nextKept.media[src] = record;
    log(`media: ${src}: no master here; its kept encodes (public${KEPT_DIR}/) are used as they are`);
  }
  await writeKept(publicDir, nextKept);

  // Outputs of sources that changed or left, and leftovers of interrupted encodes.
  for (const file of await listFiles(outputDir)) if (!keep.has(file)) await rm(file, { force: true });
  await removeEmptyFolders(outputDir);
  // Image variants of posters that are gone (scripts/build-images.ts writes those of the current ones).
  const posterBases = Object.values(manifest.media)
    .filter((entry): entry is VideoEntry => entry.kind === 'video')
    .map((entry) => fileOf(publicDir, `${VARIANT_DIR}${entry.poster.src.replace(/\.jpg$/, '')}-`));
  const posterVariants = path.join(publicDir, VARIANT_DIR.slice(1), MEDIA_OUTPUT_DIR.slice(1));
  for (const file of await listFiles(posterVariants))
    if (!posterBases.some((prefix) => file.startsWith(prefix))) await rm(file, { force: true });
  await removeEmptyFolders(posterVariants);

  await mkdir(outputDir, { recursive: true });
  await writeFile(fileOf(publicDir, MEDIA_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  await hashCache.save();

  const entries = Object.values(manifest.media);
  const outputs = entries.flatMap(entryFiles);
  let bytes = 0;
  for (const f of outputs) bytes += (await stat(fileOf(publicDir, f))).size;
  return { manifest, sources: files.length, encoded, outputs: outputs.length, bytes };
}

/** Where `npm run media` lists the kept masters for git to ignore (in the media folder: its own `.gitignore`). */
const MEDIA_GITIGNORE = `${MEDIA_SOURCE_DIR}/.gitignore`;
const GITIGNORE_HEAD =
  '# Written by `npm run media`: masters over 50 MB stay out of git; their encodes are kept, committed, in ' +
  '_media/kept/ (docs/media.md, "Where a long master lives").';

/** Writes the kept encodes' index and the media folder's `.gitignore` of kept masters (or removes both: none). */
async function writeKept(publicDir: string, index: KeptIndex): Promise<void> {
  const indexFile = fileOf(publicDir, KEPT_INDEX);
  const ignoreFile = fileOf(publicDir, MEDIA_GITIGNORE);
  const sources = Object.keys(index.media).sort();
  const ours = (await readFile(ignoreFile, 'utf8').catch(() => '')).startsWith(GITIGNORE_HEAD);
  if (sources.length === 0) {
    await rm(indexFile, { force: true });
    if (ours) await rm(ignoreFile, { force: true });
    return;
  }
  await mkdir(path.dirname(indexFile), { recursive: true });
  await writeFile(indexFile, `${JSON.stringify(index, null, 2)}\n`);
  const lines = sources.map((src) => src.slice(MEDIA_SOURCE_DIR.length));
  await writeFile(ignoreFile, `${GITIGNORE_HEAD}\n${lines.join('\n')}\n`);
}

async function removeEmptyFolders(dir: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) if (entry.isDirectory()) await removeEmptyFolders(path.join(dir, entry.name));
  if ((await readdir(dir)).length === 0) await rmdir(dir).catch(() => undefined);
}

/**
 * After `next build`: deletes the media sources it copied from public/media into the export (the pages use the
 * encoded files; a 2 GB master has no place on a static host, and Cloudflare Pages refuses files over 25 MiB),
 * and the build-time records beside the encodes (the manifest and each source's entry). Captions (.vtt) and
 * everything else stay. Returns what it removed.
 */
export async function stripExportedSources(exportDir: string): Promise<{ files: number; bytes: number }> {
  const sources = path.join(exportDir, 'media');
  const encodes = path.join(exportDir, '_media');
  const doomed = [
    ...(await listFiles(sources)).filter(
      (file) =>
        VIDEO_PATTERN.test(file) ||
        AUDIO_PATTERN.test(file) ||
        ['media.json', '.gitignore'].includes(path.relative(sources, file)),
    ),
    ...(await listFiles(encodes)).filter((file) => file.endsWith('.json')),
  ];
  let bytes = 0;
  for (const file of doomed) {
    bytes += (await stat(file)).size;
    await rm(file);
  }
  await removeEmptyFolders(sources);
  return { files: doomed.length, bytes };
}

/** After `next build`: the export without the media sources and records, checked for files a host refuses. */
export async function stripMediaFromExport(exportDir: string): Promise<string> {
  const { files, bytes } = await stripExportedSources(exportDir);
  const oversized = await oversizedFiles(exportDir);
  if (oversized.length)
    throw new Error(
      `${oversized.join(', ')}: over the ${MiB(MAX_FILE_BYTES)} a static host takes per file (Cloudflare refuses the deploy)`,
    );
  const where = path.relative(process.cwd(), exportDir) || exportDir;
  return `media: ${files} sources and records (${kb(bytes)}) removed from ${where}/media and ${where}/_media`;
}

/** The build's media step (and `npm run media`): encodes what changed in the content set; returns its report. */
export async function mediaStage(): Promise<string> {
  const started = Date.now();
  const { sources, encoded, outputs, bytes } = await buildMedia({
    publicDir: contentSet().files,
    cacheDir: path.join(process.cwd(), '.cache'),
  });
  return `media: ${sources} sources, ${encoded} encoded (others up to date), ${outputs} outputs of ${kb(bytes)} in ${seconds(started)}`;
}

if (require.main === module) runEntry('media', async () => console.log(await mediaStage()));
