/**
 * Encodes the video and audio files under public/media/ for the web, into public/_media (git-ignored), which
 * `next build` then copies into out/:
 * - a video: H.264 MP4 and VP9 WebM at the heights of VIDEO_HEIGHTS no taller than the source (a source under
 *   480 px: one rendition at its own height), a poster JPEG (scripts/build-images.ts, run next, gives it AVIF and
 *   WebP variants like any picture), and a short muted preview loop for cards (MP4 and WebM);
 * - an audio file: Opus in WebM and AAC in MP4 (.m4a);
 * - public/_media/manifest.json: each source's outputs with their types, sizes and bytes, its duration and size
 *   (read by lib/media/manifest.ts, zod-checked).
 * Outputs are named by a hash of the source's bytes and the encoding settings, so an unchanged source is never
 * encoded twice; outputs no source needs any more are deleted. ffmpeg and ffprobe come from npm packages
 * (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe). Optional hints: public/media/media.json
 * (`{ "/media/reel.mp4": { "poster": 4.5, "preview": 12 } }`, seconds).
 *
 *   npx tsx scripts/build-media.ts                  encode what changed, write the manifest
 *   npx tsx scripts/build-media.ts --strip-export   after `next build`: delete the sources next build copied into
 *                                                   out/media (the site serves the encoded files; captions stay)
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
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
} from '../lib/media/manifest';
import { VARIANT_DIR } from '../lib/images/variants';

/* ------------------------------------------------------------------------------------------------ settings */

/** Rendition heights (the largest the source allows first in the manifest). */
export const VIDEO_HEIGHTS = [480, 720, 1080] as const;
/** The web versions are at most 30 frames a second (animation is 24 or 25; a 60 fps source is halved: cost). */
const MAX_FPS = 30;
/** A keyframe every 2 s: a chapter link or a seek lands quickly. */
const KEYFRAME_SECONDS = 2;
const PREVIEW = { seconds: 3, maxHeight: 360 };
/** Where the poster frame is when media.json gives none: 10% in (past a fade from black, before the end card). */
const POSTER_AT = 0.1;

/** Bitrate caps per height (kb/s): the quality target (CRF) decides below them. */
const CAPS: Record<'mp4' | 'webm', (height: number) => number> = {
  mp4: (h) => (h <= 400 ? 700 : h <= 480 ? 1400 : h <= 720 ? 2800 : 5000),
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
  crf: { x264: 23, x264Preview: 28, vp9: 31, vp9Preview: 38 },
  aac: (channels: number) => flags(`-c:a aac -b:a ${channels > 1 ? 128 : 96}k -ac ${channels}`),
  opus: (channels: number) => flags(`-c:a libopus -b:a ${channels > 1 ? 96 : 64}k -ac ${channels} -ar 48000`),
};

/**
 * Changes with any setting above: part of every output's hash, so changing a setting re-encodes everything once.
 * Bump SETTINGS_VERSION when the code that builds ffmpeg's arguments changes in a way the values don't show.
 */
const SETTINGS_VERSION = 1;
const SETTINGS = JSON.stringify({
  SETTINGS_VERSION,
  VIDEO_HEIGHTS,
  MAX_FPS,
  KEYFRAME_SECONDS,
  PREVIEW,
  POSTER_AT,
  caps: [240, 480, 720, 1080].map((h) => [CAPS.mp4(h), CAPS.webm(h)]),
  encoders: [ENCODER.x264(0, 0), ENCODER.vp9(0, 0, 720), ENCODER.crf, ENCODER.aac(2), ENCODER.opus(2)],
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

/** SHA-256 of a file, streamed (sources may be large). */
function hashFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

interface HashCache {
  [relative: string]: { size: number; mtimeMs: number; sha256: string };
}

/* ------------------------------------------------------------------------------------------------ options */

export interface BuildOptions {
  /** The public/ folder (sources in <publicDir>/media, outputs in <publicDir>/_media). */
  publicDir: string;
  /** Where the source-hash cache lives (a large unchanged source is not read again). */
  cacheDir: string;
  run?: Runner;
  log?: (line: string) => void;
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
  const level = (JSON.parse(json) as { streams?: { level?: number }[] }).streams?.[0]?.level ?? 40;
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

/** The sizes to write: each height of VIDEO_HEIGHTS the source reaches, or the source's own when it is smaller. */
export function renditionSizes(width: number, height: number): { width: number; height: number }[] {
  const heights: number[] = VIDEO_HEIGHTS.filter((h) => h <= height);
  if (heights.length === 0) heights.push(even(height));
  return heights.reverse().map((h) => ({ width: even((width * h) / height), height: h }));
}

const QUIET = flags('-hide_banner -nostdin -v error -y');

async function encodeVideo(job: VideoJob): Promise<VideoEntry> {
  const { run, publicDir, source, base, probe: p, hints, log } = job;
  const { width, height, fps } = p.video;
  const gop = ['-g', String(Math.max(1, Math.round(Math.min(fps, MAX_FPS) * KEYFRAME_SECONDS)))];
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
  const [largest] = renditions;
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
  const pHeight = Math.min(PREVIEW.maxHeight, renditions.at(-1)?.height ?? height);
  const pWidth = even((width * pHeight) / height);
  const clip = [
    ...QUIET,
    ...['-ss', start.toFixed(3), '-t', length.toFixed(3), '-i', source],
    ...['-map', '0:v:0', '-an', '-vf', scaleFilter(pWidth, pHeight, fps), ...gop],
  ];
  const pWebm = `${base}.preview.webm`;
  const pWebmBytes = await encodeTo(run, out(pWebm), [
    ...clip,
    ...ENCODER.vp9(ENCODER.crf.vp9Preview, CAPS.webm(pHeight), pHeight),
    ...VP9_THREADS,
    ...flags('-f webm'),
  ]);
  const pMp4 = `${base}.preview.mp4`;
  const pMp4Bytes = await encodeTo(run, out(pMp4), [
    ...clip,
    ...ENCODER.x264(ENCODER.crf.x264Preview, CAPS.mp4(pHeight)),
    ...flags('-movflags +faststart -f mp4'),
  ]);
  const pAvc = await avcCodec(run, out(pMp4));
  log(
    `  poster at ${time.toFixed(1)} s; preview ${pWidth}×${pHeight}: WebM ${kb(pWebmBytes)}, MP4 ${kb(pMp4Bytes)} (${seconds(started)})`,
  );

  return {
    kind: 'video',
    hash: '',
    duration: round(p.duration),
    width,
    height,
    hasAudio: Boolean(p.audio),
    renditions,
    poster: { src: poster, width: largest.width, height: largest.height, time: round(time) },
    preview: {
      width: pWidth,
      height: pHeight,
      duration: round(length),
      sources: [
        { src: pWebm, type: 'video/webm; codecs="vp9"', bytes: pWebmBytes },
        { src: pMp4, type: `video/mp4; codecs="${pAvc}"`, bytes: pMp4Bytes },
      ],
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

async function readHints(publicDir: string, sources: string[]): Promise<MediaHints> {
  const file = path.join(publicDir, 'media', 'media.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return {};
  }
  const parsed = mediaHintsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`public/media/media.json is not valid: ${parsed.error.message}`);
  const unknown = Object.keys(parsed.data).filter((src) => !sources.includes(src));
  if (unknown.length)
    throw new Error(`public/media/media.json names ${unknown.join(', ')}, not found under public/media/`);
  return parsed.data;
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

/** Encodes what changed under <publicDir>/media, deletes outputs no source needs, writes the manifest. */
export async function buildMedia(options: BuildOptions): Promise<BuildResult> {
  const { publicDir, cacheDir, run = runTool, log = console.log } = options;
  const sourceDir = path.join(publicDir, 'media');
  const outputDir = path.join(publicDir, '_media');
  const all = await listFiles(sourceDir);
  await checkCaptions(all, publicDir);
  const files = all.filter((file) => VIDEO_PATTERN.test(file) || AUDIO_PATTERN.test(file));
  const toPublic = (file: string) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
  const hints = await readHints(publicDir, files.map(toPublic));

  const hashCacheFile = path.join(cacheDir, 'media-hashes.json');
  const hashCache: HashCache = JSON.parse(await readFile(hashCacheFile, 'utf8').catch(() => '{}')) as HashCache;
  const nextHashCache: HashCache = {};

  const manifest: MediaManifest = { version: 1, media: {} };
  const keep = new Set<string>([path.join(outputDir, 'manifest.json')]);
  let encoded = 0;
  for (const [index, file] of files.entries()) {
    const src = toPublic(file);
    const shown = `public${src}`;
    const info = await stat(file);
    const cached = hashCache[src];
    const sha256 =
      cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs ? cached.sha256 : await hashFile(file);
    nextHashCache[src] = { size: info.size, mtimeMs: info.mtimeMs, sha256 };
    const hash = createHash('sha256')
      .update(`${SETTINGS}\0${JSON.stringify(hints[src] ?? {})}\0${sha256}`)
      .digest('hex')
      .slice(0, 12);
    const relative = src.slice(MEDIA_SOURCE_DIR.length + 1).replace(/\.[^./]+$/, '');
    const base = `${MEDIA_OUTPUT_DIR}/${relative}.${hash}`;
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
        entry = await encodeVideo({
          run,
          publicDir,
          source: file,
          base,
          probe: { ...probed, video: probed.video },
          hints: hints[src],
          log,
        });
      } else if (probed.audio) {
        log(`${prefix}: audio, ${probed.duration.toFixed(1)} s`);
        entry = await encodeAudio(run, publicDir, file, base, probed);
      } else {
        throw new Error(`it has no ${VIDEO_PATTERN.test(file) ? 'video or audio' : 'audio'} stream`);
      }
    } catch (error) {
      throw new Error(`Cannot encode ${shown}: ${(error as Error).message}`);
    }
    entry.hash = hash;
    entryFiles(entry).forEach((f) => keep.add(fileOf(publicDir, f)));
    await writeFile(sidecar, `${JSON.stringify(entry, null, 2)}\n`);
    manifest.media[src] = entry;
    encoded += 1;
    log(`${prefix}: done in ${seconds(started)}`);
  }

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
  await mkdir(cacheDir, { recursive: true });
  await writeFile(hashCacheFile, `${JSON.stringify(nextHashCache, null, 2)}\n`);

  const entries = Object.values(manifest.media);
  const outputs = entries.flatMap(entryFiles);
  let bytes = 0;
  for (const f of outputs) bytes += (await stat(fileOf(publicDir, f))).size;
  return { manifest, sources: files.length, encoded, outputs: outputs.length, bytes };
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
 * encoded files; a 2 GB master has no place on a static host, and Cloudflare Pages refuses files over 25 MiB).
 * Captions (.vtt) and anything else stay. Returns the bytes removed.
 */
export async function stripExportedSources(exportDir: string): Promise<{ files: number; bytes: number }> {
  const dir = path.join(exportDir, 'media');
  let files = 0;
  let bytes = 0;
  for (const file of await listFiles(dir)) {
    if (VIDEO_PATTERN.test(file) || AUDIO_PATTERN.test(file) || path.relative(dir, file) === 'media.json') {
      bytes += (await stat(file)).size;
      await rm(file);
      files += 1;
    }
  }
  await removeEmptyFolders(dir);
  return { files, bytes };
}

async function main(): Promise<void> {
  const started = Date.now();
  if (process.argv.includes('--strip-export')) {
    const out = path.resolve(process.env.EXPORT_DIR || 'out');
    const { files, bytes } = await stripExportedSources(out);
    console.log(`media: ${files} sources (${kb(bytes)}) removed from ${path.relative(process.cwd(), out)}/media`);
    return;
  }
  const { sources, encoded, outputs, bytes } = await buildMedia({
    publicDir: path.join(process.cwd(), 'public'),
    cacheDir: path.join(process.cwd(), '.cache'),
  });
  console.log(
    `media: ${sources} sources, ${encoded} encoded (others up to date), ${outputs} outputs of ${kb(bytes)} in ${seconds(started)}`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`media: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
