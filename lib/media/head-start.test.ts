/**
 * @jest-environment node
 */
import type { HlsConfig, LoaderCallbacks, LoaderContext, LoaderStats } from 'hls.js';
import {
  beginHeadStart,
  headStartLoader,
  segmentAt,
  startHeight,
  type EarlyFile,
  type EarlyFiles,
  type StreamStart,
} from './head-start';

const PAGE = 'http://localhost/';

/** A media playlist as the media step writes it: fMP4, its init segment, segments of the given lengths. */
function playlist(name: string, durations: number[]): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-TARGETDURATION:4',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXT-X-MAP:URI="${name}.init.mp4"`,
    ...durations.flatMap((duration, index) => [`#EXTINF:${duration.toFixed(6)},`, `${name}.${index}.m4s`]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

describe('the rung a stream starts at', () => {
  const ladder = [1080, 720, 480, 360];

  it('is the smallest rung at least as tall as the player', () => {
    expect(startHeight(ladder, 232)).toBe(360);
    expect(startHeight(ladder, 400)).toBe(480);
  });

  it('is never above 480p before the link is measured, however large the player', () => {
    expect(startHeight(ladder, 1600)).toBe(480);
  });

  it('is the smallest rung when every rung is above the cap', () => {
    expect(startHeight([1080, 720], 300)).toBe(720);
  });

  it('is the one rung of a small source', () => {
    expect(startHeight([240], 900)).toBe(240);
  });

  it('takes the cap it is given', () => {
    expect(startHeight(ladder, 1600, 720)).toBe(720);
  });
});

describe('the segment that holds a time', () => {
  const url = 'http://localhost/_media/reel.abc.360.m3u8';
  const text = playlist('reel.abc.360', [4, 4, 4, 2.5]);

  it('is the first segment at the start', () => {
    expect(segmentAt(text, url, 0)).toBe('http://localhost/_media/reel.abc.360.0.m4s');
  });

  it('is the segment whose span holds the time, a boundary belonging to the later one', () => {
    expect(segmentAt(text, url, 3.9)).toBe('http://localhost/_media/reel.abc.360.0.m4s');
    expect(segmentAt(text, url, 4)).toBe('http://localhost/_media/reel.abc.360.1.m4s');
    expect(segmentAt(text, url, 13)).toBe('http://localhost/_media/reel.abc.360.3.m4s');
  });

  it('is the last segment for a time past the end', () => {
    expect(segmentAt(text, url, 99)).toBe('http://localhost/_media/reel.abc.360.3.m4s');
  });

  it('is none in a playlist without segments', () => {
    expect(segmentAt('#EXTM3U\n#EXT-X-ENDLIST\n', url, 0)).toBeUndefined();
  });
});

const start: StreamStart = {
  rungs: [
    { height: 720, playlist: '/_media/reel.abc.720.m3u8', init: '/_media/reel.abc.720.init.mp4' },
    { height: 360, playlist: '/_media/reel.abc.360.m3u8', init: '/_media/reel.abc.360.init.mp4' },
  ],
  audio: { playlist: '/_media/reel.abc.audio.m3u8', init: '/_media/reel.abc.audio.init.mp4' },
};

/** A fetch that answers from `files` (by path), recording what was asked for; anything else is a 404. */
function fakeFetch(files: Record<string, string>) {
  const asked: string[] = [];
  const fetchFile = (url: string) => {
    const path = new URL(url).pathname;
    asked.push(path);
    const body = files[path];
    return Promise.resolve({
      ok: body !== undefined,
      arrayBuffer: () => Promise.resolve(new TextEncoder().encode(body ?? '').buffer),
    } as Response);
  };
  return { asked, fetchFile };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a head start', () => {
  const files = {
    '/_media/reel.abc.m3u8': '#EXTM3U\n',
    '/_media/reel.abc.360.m3u8': playlist('reel.abc.360', [4, 4, 4]),
    '/_media/reel.abc.360.init.mp4': 'init',
    '/_media/reel.abc.audio.m3u8': playlist('reel.abc.audio', [4.01, 3.99, 4]),
    '/_media/reel.abc.audio.init.mp4': 'init',
    '/_media/reel.abc.360.1.m4s': 'video',
    '/_media/reel.abc.audio.1.m4s': 'sound',
  };

  it('fetches the master, the rung’s and the sound’s playlists and inits, then the segments at the start time', async () => {
    const { asked, fetchFile } = fakeFetch(files);
    const early = beginHeadStart('/_media/reel.abc.m3u8', start, 360, 5, PAGE, fetchFile);
    expect(asked).toEqual([
      '/_media/reel.abc.m3u8',
      '/_media/reel.abc.360.m3u8',
      '/_media/reel.abc.360.init.mp4',
      '/_media/reel.abc.audio.m3u8',
      '/_media/reel.abc.audio.init.mp4',
    ]);
    await settle();
    expect(asked.slice(5).sort()).toEqual(['/_media/reel.abc.360.1.m4s', '/_media/reel.abc.audio.1.m4s']);
    expect([...early.keys()]).toContain('http://localhost/_media/reel.abc.360.1.m4s');
  });

  it('fetches nothing of the other rungs', async () => {
    const { asked, fetchFile } = fakeFetch(files);
    beginHeadStart('/_media/reel.abc.m3u8', start, 360, 0, PAGE, fetchFile);
    await settle();
    expect(asked.filter((path) => path.includes('.720.'))).toEqual([]);
  });

  it('leaves a file it could not fetch to hls.js', async () => {
    const { fetchFile } = fakeFetch({});
    const early = beginHeadStart('/_media/reel.abc.m3u8', start, 360, 0, PAGE, fetchFile);
    await expect(early.get('http://localhost/_media/reel.abc.m3u8')).resolves.toBeUndefined();
  });
});

/** hls.js's own loader, as far as the head start's loader uses it: it records the addresses it loads. */
function fakeBase() {
  const loaded: string[] = [];
  const Base = class {
    stats = { loaded: 0 } as LoaderStats;
    context = null;
    load(context: LoaderContext) {
      loaded.push(context.url);
    }
    abort() {}
    destroy() {}
  } as unknown as NonNullable<HlsConfig['loader']>;
  return { loaded, Base };
}

function callbacks() {
  const successes: { url: string; data: unknown; stats: LoaderStats }[] = [];
  const value = {
    onSuccess: (response: { url: string; data?: unknown }, stats: LoaderStats) =>
      successes.push({ url: response.url, data: response.data, stats }),
    onError: () => undefined,
    onTimeout: () => undefined,
  } as unknown as LoaderCallbacks<LoaderContext>;
  return { successes, value };
}

const context = (url: string, responseType: string, range?: [number, number]) =>
  ({ url, responseType, ...(range && { rangeStart: range[0], rangeEnd: range[1] }) }) as LoaderContext;
const config = {} as HlsConfig;
const loaderConfig = {} as Parameters<InstanceType<NonNullable<HlsConfig['loader']>>['load']>[1];

describe('the loader hls.js plays a head start through', () => {
  const bytes = new TextEncoder().encode('#EXTM3U\n').buffer;
  const early = (): EarlyFiles =>
    new Map<string, Promise<EarlyFile | undefined>>([
      ['http://localhost/a.m3u8', Promise.resolve({ bytes, start: 10, first: 20, end: 30 })],
    ]);

  it('hands hls.js a file fetched ahead, as text for a playlist, with the times of its download', async () => {
    const { loaded, Base } = fakeBase();
    const Loader = headStartLoader(Base, early());
    const { successes, value } = callbacks();
    new Loader(config).load(context('http://localhost/a.m3u8', 'text'), loaderConfig, value);
    await settle();
    expect(loaded).toEqual([]);
    expect(successes).toHaveLength(1);
    expect(successes[0]!.data).toBe('#EXTM3U\n');
    expect(successes[0]!.stats.loading).toEqual({ start: 10, first: 20, end: 30 });
    expect(successes[0]!.stats.loaded).toBe(bytes.byteLength);
  });

  it('hands over bytes where hls.js asks for bytes', async () => {
    const { Base } = fakeBase();
    const Loader = headStartLoader(Base, early());
    const { successes, value } = callbacks();
    new Loader(config).load(context('http://localhost/a.m3u8', 'arraybuffer'), loaderConfig, value);
    await settle();
    expect(successes[0]!.data).toBe(bytes);
  });

  it('hands each file over once: asked again, it loads it', async () => {
    const { loaded, Base } = fakeBase();
    const Loader = headStartLoader(Base, early());
    new Loader(config).load(context('http://localhost/a.m3u8', 'text'), loaderConfig, callbacks().value);
    new Loader(config).load(context('http://localhost/a.m3u8', 'text'), loaderConfig, callbacks().value);
    await settle();
    expect(loaded).toEqual(['http://localhost/a.m3u8']);
  });

  it('loads what it was not given, a byte range, and a file whose early fetch failed', async () => {
    const { loaded, Base } = fakeBase();
    const files = early();
    files.set('http://localhost/failed.m4s', Promise.resolve(undefined));
    const Loader = headStartLoader(Base, files);
    new Loader(config).load(context('http://localhost/other.m4s', 'arraybuffer'), loaderConfig, callbacks().value);
    new Loader(config).load(context('http://localhost/a.m3u8', 'text', [0, 10]), loaderConfig, callbacks().value);
    new Loader(config).load(context('http://localhost/failed.m4s', 'arraybuffer'), loaderConfig, callbacks().value);
    await settle();
    expect(loaded).toEqual(['http://localhost/other.m4s', 'http://localhost/a.m3u8', 'http://localhost/failed.m4s']);
  });

  it('answers nothing once hls.js has aborted the load', async () => {
    const { Base } = fakeBase();
    const Loader = headStartLoader(Base, early());
    const { successes, value } = callbacks();
    const loader = new Loader(config);
    loader.load(context('http://localhost/a.m3u8', 'text'), loaderConfig, value);
    loader.abort();
    await settle();
    expect(successes).toEqual([]);
  });
});
