/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import packageJson from '../package.json';
import { createHash } from 'node:crypto';
import { readKeptIndex } from '../lib/media/kept';
import { readMediaManifest, type AudioEntry, type VideoEntry } from '../lib/media/manifest';
import {
  MAX_FILE_BYTES,
  SEGMENT_SECONDS,
  STREAM_HEIGHTS,
  buildMedia,
  encodeName,
  oversizedFiles,
  parseMediaPlaylist,
  readHints,
  renditionSizes,
  runTool,
  stripExportedSources,
  type Runner,
} from './build-media';

jest.setTimeout(60_000);

let root: string;
let publicDir: string;
let cacheDir: string;

/** What ffprobe sees in an output: its streams' codecs and the picture's size. */
async function streamsOf(publicPath: string) {
  const json = await runTool('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height', '-of', 'json'],
    path.join(publicDir, publicPath),
  ]);
  return (
    JSON.parse(json) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number }[] }
  ).streams;
}

/** Runs the step quietly, counting the ffmpeg and ffprobe calls it makes. */
async function build(options: { stream?: boolean; publicDir?: string } = {}) {
  const calls: string[] = [];
  const run: Runner = (tool, args) => {
    calls.push(tool);
    return runTool(tool, args);
  };
  const result = await buildMedia({ publicDir, cacheDir, run, log: () => undefined, ...options });
  return { ...result, calls };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'build-media-'));
  publicDir = path.join(root, 'public');
  cacheDir = path.join(root, '.cache');
  await mkdir(path.join(publicDir, 'media', 'voice'), { recursive: true });
  const quiet = ['-hide_banner', '-v', 'error', '-y'];
  // Nine seconds of test pattern with a tone, 320 × 240: smaller than the smallest rendition height, long enough
  // for three segments.
  await runTool('ffmpeg', [
    ...quiet,
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=24:duration=9'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=9'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    path.join(publicDir, 'media', 'tiny.mp4'),
  ]);
  await runTool('ffmpeg', [
    ...quiet,
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=1'],
    path.join(publicDir, 'media', 'voice', 'hello.wav'),
  ]);
  await writeFile(path.join(publicDir, 'media', 'media.json'), JSON.stringify({ '/media/tiny.mp4': { poster: 0.5 } }));
  await writeFile(path.join(publicDir, 'media', 'tiny.en.vtt'), 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the media step', () => {
  let first: Awaited<ReturnType<typeof build>>;

  beforeAll(async () => {
    first = await build();
  });

  it('encodes a small video as an adaptive stream at its own size: a master playlist, the picture, the sound', async () => {
    const video = first.manifest.media['/media/tiny.mp4'] as VideoEntry;
    expect(video).toMatchObject({ kind: 'video', width: 320, height: 240, hasAudio: true });
    expect(video.duration).toBeCloseTo(9, 1);
    const stream = video.stream!;
    expect(stream.src).toMatch(/^\/_media\/tiny\.[0-9a-f]{12}\.m3u8$/);
    expect(stream.variants).toEqual([
      {
        width: 320,
        height: 240,
        bandwidth: expect.any(Number),
        codecs: expect.stringMatching(/^avc1\.6400[0-9A-F]{2},mp4a\.40\.2$/),
      },
    ]);
    const master = await readFile(path.join(publicDir, stream.src), 'utf8');
    expect(master).toMatch(/^#EXTM3U\n/);
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",[^\n]*URI="tiny\.[0-9a-f]{12}\.audio\.m3u8"/);
    expect(master).toContain(`#EXT-X-STREAM-INF:BANDWIDTH=${stream.variants[0]!.bandwidth},AVERAGE-BANDWIDTH=`);
    expect(master).toMatch(/RESOLUTION=320x240,FRAME-RATE=24\.000,AUDIO="audio"\ntiny\.[0-9a-f]{12}\.240\.m3u8\n/);
    // Every file the stream names is in its list, and the list's bytes are theirs.
    let bytes = 0;
    for (const src of stream.files) bytes += (await stat(path.join(publicDir, src))).size;
    expect(bytes).toBe(stream.bytes);
  });

  it('cuts picture and sound into segments of the same few seconds, picture without sound', async () => {
    const { stream } = first.manifest.media['/media/tiny.mp4'] as VideoEntry;
    const playlist = (label: string) =>
      readFile(path.join(publicDir, stream!.src.replace(/\.m3u8$/, `.${label}.m3u8`)), 'utf8').then(parseMediaPlaylist);
    const picture = await playlist('240');
    const sound = await playlist('audio');
    expect(picture.segments.map((s) => Math.round(s.seconds))).toEqual([SEGMENT_SECONDS, SEGMENT_SECONDS, 1]);
    expect(sound.segments).toHaveLength(picture.segments.length);
    const dir = path.dirname(stream!.src);
    expect(await streamsOf(`${dir}/${picture.init}`)).toEqual([
      { codec_type: 'video', codec_name: 'h264', width: 320, height: 240 },
    ]);
    expect((await streamsOf(`${dir}/${sound.init}`)).map((s) => s.codec_name)).toEqual(['aac']);
  });

  it('keeps the lowest rung as one small progressive MP4, sound included, for pages without JavaScript', async () => {
    const video = first.manifest.media['/media/tiny.mp4'] as VideoEntry;
    expect(video.renditions).toHaveLength(1);
    const [mp4] = video.renditions[0]!.sources;
    expect(mp4!.type).toMatch(/^video\/mp4; codecs="avc1\.6400[0-9A-F]{2}, mp4a\.40\.2"$/);
    expect(await streamsOf(mp4!.src)).toEqual([
      { codec_type: 'video', codec_name: 'h264', width: 320, height: 240 },
      { codec_type: 'audio', codec_name: 'aac' },
    ]);
    expect(mp4!.bytes).toBe((await stat(path.join(publicDir, mp4!.src))).size);
  });

  it('writes the poster where media.json says, at the video size, and a muted preview loop', async () => {
    const video = first.manifest.media['/media/tiny.mp4'] as VideoEntry;
    expect(video.poster).toMatchObject({ width: 320, height: 240, time: 0.5 });
    const poster = await sharp(path.join(publicDir, video.poster.src)).metadata();
    expect(poster).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect(video.preview.sources.map((s) => s.type)).toEqual([
      expect.stringMatching(/^video\/mp4; codecs="avc1\.[0-9A-F]{6}"$/),
    ]);
    for (const { src } of video.preview.sources) {
      expect((await streamsOf(src)).map((s) => s.codec_type)).toEqual(['video']);
    }
  });

  it('encodes audio to Opus in WebM and AAC in MP4', async () => {
    const audio = first.manifest.media['/media/voice/hello.wav'] as AudioEntry;
    expect(audio).toMatchObject({ kind: 'audio', channels: 1 });
    expect(audio.sources.map((s) => s.type)).toEqual(['audio/webm; codecs="opus"', 'audio/mp4; codecs="mp4a.40.2"']);
    expect(await streamsOf(audio.sources[0]!.src)).toEqual([{ codec_type: 'audio', codec_name: 'opus' }]);
    expect(await streamsOf(audio.sources[1]!.src)).toEqual([{ codec_type: 'audio', codec_name: 'aac' }]);
    expect(audio.sources[1]!.src).toMatch(/^\/_media\/voice\/hello\.[0-9a-f]{12}\.aac\.m4a$/);
  });

  it('writes a manifest the typed reader accepts', () => {
    expect(readMediaManifest(path.join(publicDir, '_media', 'manifest.json'))).toEqual(first.manifest);
  });

  it('runs no ffmpeg or ffprobe at all for sources that did not change', async () => {
    const second = await build();
    expect(second.calls).toEqual([]);
    expect(second.encoded).toBe(0);
    expect(second.manifest).toEqual(first.manifest);
  });

  it('encodes a changed source again and deletes what the old one had', async () => {
    const before = first.manifest.media['/media/voice/hello.wav'] as AudioEntry;
    await runTool('ffmpeg', [
      ...['-hide_banner', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=660:duration=1'],
      path.join(publicDir, 'media', 'voice', 'hello.wav'),
    ]);
    const third = await build();
    expect(third.encoded).toBe(1);
    const after = third.manifest.media['/media/voice/hello.wav'] as AudioEntry;
    expect(after.hash).not.toBe(before.hash);
    const left = await readdir(path.join(publicDir, '_media', 'voice'));
    expect(left.some((name) => name.includes(before.hash))).toBe(false);
    expect(left.filter((name) => name.includes(after.hash))).toHaveLength(3); // two encodes and their record
  });

  it('stops on a file it cannot read, naming it', async () => {
    await writeFile(path.join(publicDir, 'media', 'broken.mov'), 'not a video at all');
    await expect(build()).rejects.toThrow(/^Cannot encode public\/media\/broken\.mov: ffprobe cannot read it/);
    await rm(path.join(publicDir, 'media', 'broken.mov'));
  });

  it('stops on a captions file that is not WebVTT, naming it', async () => {
    const file = path.join(publicDir, 'media', 'bad.en.vtt');
    await writeFile(file, '1\n00:00:00,000 --> 00:00:01,000\nAn SRT file\n');
    await expect(build()).rejects.toThrow('public/media/bad.en.vtt is not a WebVTT file');
    await rm(file);
  });
});

describe('the progressive ladder (`stream: false`)', () => {
  it('stay a progressive ladder: VP9 WebM and H.264 MP4 at the size the source allows, no stream', async () => {
    const privateDir = path.join(root, 'private');
    await mkdir(path.join(privateDir, 'media'), { recursive: true });
    await runTool('ffmpeg', [
      ...['-hide_banner', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=24:duration=1'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-shortest', '-pix_fmt', 'yuv420p'],
      path.join(privateDir, 'media', 'secret.mp4'),
    ]);
    const { manifest } = await build({ publicDir: privateDir, stream: false });
    const video = manifest.media['/media/secret.mp4'] as VideoEntry;
    expect(video.stream).toBeUndefined();
    const [webm, mp4] = video.renditions[0]!.sources;
    expect(webm!.type).toBe('video/webm; codecs="vp9, opus"');
    expect(mp4!.type).toMatch(/^video\/mp4; codecs="avc1\.6400[0-9A-F]{2}, mp4a\.40\.2"$/);
    expect(await streamsOf(`/../private${webm!.src}`)).toEqual([
      { codec_type: 'video', codec_name: 'vp9', width: 320, height: 240 },
      { codec_type: 'audio', codec_name: 'opus' },
    ]);
  });
});

describe('rendition sizes', () => {
  it('of the stream are its heights from the source down, 360p the lowest', () => {
    expect(renditionSizes(1920, 1080, STREAM_HEIGHTS).map((size) => size.height)).toEqual([1080, 720, 480, 360]);
    expect(renditionSizes(1280, 720, STREAM_HEIGHTS).map((size) => size.height)).toEqual([720, 480, 360]);
  });

  it('are the standard heights the source reaches, largest first, even widths', () => {
    expect(renditionSizes(1920, 1080)).toEqual([
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
      { width: 854, height: 480 },
    ]);
    expect(renditionSizes(576, 720)).toEqual([
      { width: 576, height: 720 },
      { width: 384, height: 480 },
    ]);
  });

  it('are the source size alone below 480 px (made even)', () => {
    expect(renditionSizes(427, 239)).toEqual([{ width: 428, height: 240 }]);
  });
});

describe('the file size limit', () => {
  it('names every file of an export over 25 MiB, and no other', async () => {
    const out = path.join(root, 'big-out');
    await mkdir(path.join(out, '_media'), { recursive: true });
    // Sparse files: their size without writing their bytes.
    await writeFile(path.join(out, '_media', 'long.0123456789ab.1080.mp4'), '');
    await truncate(path.join(out, '_media', 'long.0123456789ab.1080.mp4'), MAX_FILE_BYTES + 1);
    await writeFile(path.join(out, '_media', 'short.m4s'), 'x');
    await truncate(path.join(out, '_media', 'short.m4s'), MAX_FILE_BYTES);
    const found = await oversizedFiles(out);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/big-out\/_media\/long\.0123456789ab\.1080\.mp4 \(25\.0 MiB\)$/);
  });
});

describe('files she adds by hand', () => {
  it('take a hint for a file that is gone as a warning naming it, and keep the hints of the others', async () => {
    const dir = path.join(root, 'hints-gone');
    await mkdir(path.join(dir, 'media'), { recursive: true });
    await writeFile(
      path.join(dir, 'media', 'media.json'),
      JSON.stringify({ '/media/kept.mp4': { poster: 2 }, '/media/showreel.mp4': { poster: 4 } }),
    );
    const warnings: string[] = [];
    const hints = await readHints(dir, ['/media/kept.mp4'], (line) => warnings.push(line));
    expect(hints).toEqual({ '/media/kept.mp4': { poster: 2 } });
    expect(warnings).toEqual([
      expect.stringMatching(
        /^media: warning: .*media\.json has a hint for \/media\/showreel\.mp4, which is not there any more/,
      ),
    ]);
  });

  it('stop on a hints file that is not JSON, naming it and the cause, without a stack trace', async () => {
    const dir = path.join(root, 'hints-broken');
    await mkdir(path.join(dir, 'media'), { recursive: true });
    await writeFile(path.join(dir, 'media', 'media.json'), '{ "/media/a.mp4": { poster: 2 } }');
    const error = await readHints(dir, [], () => undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /hints-broken\/media\/media\.json is not valid JSON \(.+\): fix it or delete it$/,
    );
    expect((error as Error).message).not.toMatch(/\n\s+at /);
  });

  it('are encoded under a plain web name when theirs has spaces, capitals or accents, saying so', async () => {
    expect(encodeName('showreel')).toBe('showreel');
    expect(encodeName('voice/Olá Mundo – Take 2')).toBe('voice/ola-mundo-take-2');
    const dir = path.join(root, 'named-by-hand');
    await mkdir(path.join(dir, 'media'), { recursive: true });
    await runTool('ffmpeg', [
      ...['-hide_banner', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=500:duration=1'],
      path.join(dir, 'media', 'Olá Mundo.wav'),
    ]);
    const lines: string[] = [];
    const { manifest } = await buildMedia({ publicDir: dir, cacheDir, log: (line) => lines.push(line) });
    const audio = manifest.media['/media/Olá Mundo.wav'] as AudioEntry;
    expect(audio.sources.map((source) => source.src)).toEqual([
      expect.stringMatching(/^\/_media\/ola-mundo\.[0-9a-f]{12}\.opus\.webm$/),
      expect.stringMatching(/^\/_media\/ola-mundo\.[0-9a-f]{12}\.aac\.m4a$/),
    ]);
    expect(lines).toContainEqual(expect.stringContaining('its web files are named ola-mundo.'));
  });
});

describe('stripping the export', () => {
  it('deletes the copied sources, the hints and the build records, keeps captions and encodes', async () => {
    const out = path.join(root, 'out');
    await mkdir(path.join(out, 'media', 'projects'), { recursive: true });
    await mkdir(path.join(out, '_media'), { recursive: true });
    await writeFile(path.join(out, 'media', 'projects', 'a.mp4'), 'x');
    await writeFile(path.join(out, 'media', 'media.json'), '{}');
    await writeFile(path.join(out, 'media', 'reel.en.vtt'), 'WEBVTT\n');
    await writeFile(path.join(out, '_media', 'manifest.json'), '{}');
    await writeFile(path.join(out, '_media', 'a.0123456789ab.720.webm'), 'x');
    expect(await stripExportedSources(out)).toEqual({ files: 3, bytes: 5 });
    expect(await readdir(path.join(out, 'media'))).toEqual(['reel.en.vtt']);
    expect(await readdir(path.join(out, '_media'))).toEqual(['a.0123456789ab.720.webm']);
  });
});

describe('the build scripts', () => {
  it('encode media before the image variants (posters get theirs) in dev (scripts/build.test.ts: in the build)', () => {
    expect(packageJson.scripts.dev).toMatch(/^npm run media && npm run images/);
  });
});

describe('a long master kept as encodes (lib/media/kept.ts)', () => {
  let dir: string;
  let pub: string;
  const master = () => path.join(pub, 'media', 'reel.mp4');
  const keptBuild = async (keepOver?: number) => {
    const calls: string[] = [];
    const run: Runner = (tool, args) => {
      calls.push(tool);
      return runTool(tool, args);
    };
    const result = await buildMedia({
      publicDir: pub,
      cacheDir: path.join(dir, '.cache'),
      run,
      log: () => undefined,
      ...(keepOver !== undefined && { keepOver }),
    });
    return { ...result, calls };
  };
  /** Every output file of the step, with its bytes' hash. */
  const outputs = async () => {
    const files = (await readdir(path.join(pub, '_media'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name !== 'manifest.json')
      .map((entry) => path.join(entry.parentPath, entry.name));
    const hashes: Record<string, string> = {};
    for (const file of files)
      hashes[path.relative(pub, file)] = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
    return hashes;
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kept-media-'));
    pub = path.join(dir, 'public');
    await mkdir(path.join(pub, 'media'), { recursive: true });
    await runTool('ffmpeg', [
      ...['-hide_banner', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=24:duration=5'],
      ...['-pix_fmt', 'yuv420p', master()],
    ]);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps a master over the limit as encodes, and a build without the master serves the same stream', async () => {
    const withMaster = await keptBuild(0);
    const entry = withMaster.manifest.media['/media/reel.mp4'] as VideoEntry;
    expect(entry.stream!.src).toMatch(/^\/_media\/kept\/reel\.[0-9a-f]{12}\.m3u8$/);
    const sha256 = createHash('sha256')
      .update(await readFile(master()))
      .digest('hex');
    expect(readKeptIndex(pub).media['/media/reel.mp4']).toEqual({
      sha256,
      bytes: (await stat(master())).size,
      entry,
    });
    // Git is told to leave the master out.
    expect((await readFile(path.join(pub, 'media', '.gitignore'), 'utf8')).split('\n')).toContain('/reel.mp4');
    const made = await outputs();

    // A clean build elsewhere (the CI's): the kept encodes, no master, nothing encoded.
    await rm(master());
    await rm(path.join(dir, '.cache'), { recursive: true, force: true });
    const without = await keptBuild(0);
    expect(without.calls).toEqual([]);
    expect(without.manifest.media['/media/reel.mp4']).toEqual(entry);
    expect(await outputs()).toEqual(made);
  });

  it('stops, naming the master, when it is gone and its kept encodes are incomplete', async () => {
    const { manifest } = await keptBuild(0);
    const entry = manifest.media['/media/reel.mp4'] as VideoEntry;
    await rm(master());
    await rm(path.join(pub, entry.stream!.files.at(-1)!));
    await expect(keptBuild(0)).rejects.toThrow(
      /public\/media\/reel\.mp4 is not here and its kept encodes are incomplete \(public\/_media\/kept\/reel\.[0-9a-f]{12}\.\S+ missing\): put the master back/,
    );
  });

  it('keeps nothing of a master under the limit: no kept encodes, no .gitignore', async () => {
    const { manifest } = await keptBuild();
    expect((manifest.media['/media/reel.mp4'] as VideoEntry).stream!.src).toMatch(/^\/_media\/reel\./);
    expect(readKeptIndex(pub).media).toEqual({});
    await expect(stat(path.join(pub, 'media', '.gitignore'))).rejects.toThrow();
  });
});
