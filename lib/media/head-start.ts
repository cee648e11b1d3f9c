import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';

/**
 * A stream's head start: on a slow link every request pays a long round trip, and hls.js asks for a stream's files
 * one after another (its own code, then the master playlist, then the rung's and the sound's playlists, then their
 * init segments, then the first segments). So at the press of Play the player fetches, at the same time as hls.js's
 * code, the files hls.js will ask for first: the master playlist, the starting rung's and the sound's playlists and
 * init segments (their addresses come with the page, `StreamStart`), then, as soon as each playlist is in, the
 * segment that holds the starting time. hls.js is handed them through a loader of its own (`headStartLoader`) the
 * moment it asks; anything else it asks for goes to the network as usual, so a wrong guess costs time, never a
 * frame. hls.js itself is not imported here (only its types).
 */

/** The files a stream starts from: each rung's playlist and init segment, and the sound's (addresses as served). */
export interface StreamStart {
  rungs: { height: number; playlist: string; init: string }[];
  audio?: { playlist: string; init: string };
}

/**
 * The tallest rung a stream starts at before hls.js has measured the link: 480p, the rung the master playlist
 * lists first (a 4 s segment of it is some 100–700 kB); hls.js climbs from there once it has measured a segment.
 */
export const START_HEIGHT_CAP = 480;

/**
 * The height of the rung to start at: the smallest rung at least as tall as the player's picture in device pixels
 * (what hls.js's `capLevelToPlayerSize` would keep), never above `cap`, and the smallest rung if every rung is taller.
 */
export function startHeight(heights: readonly number[], playerPixels: number, cap = START_HEIGHT_CAP): number {
  const sorted = [...heights].sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error('a stream has at least one rung');
  const allowed = sorted.filter((height) => height <= cap);
  const candidates = allowed.length > 0 ? allowed : sorted.slice(0, 1);
  return candidates.find((height) => height >= playerPixels) ?? candidates.at(-1)!;
}

/**
 * The address of the segment of a media playlist (its text, and its own address to resolve against) that holds
 * `at` seconds: the last one for a time past the end, undefined for a playlist without segments.
 */
export function segmentAt(playlist: string, playlistUrl: string, at: number): string | undefined {
  let start = 0;
  let duration: number | undefined;
  let last: string | undefined;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      duration = Number.parseFloat(line.slice('#EXTINF:'.length));
      continue;
    }
    if (line === '' || line.startsWith('#') || duration === undefined) continue;
    last = new URL(line, playlistUrl).href;
    if (at < start + duration) return last;
    start += duration;
    duration = undefined;
  }
  return last;
}

/** One file fetched ahead: its bytes and when its download started, answered and ended (`performance.now()`). */
export interface EarlyFile {
  bytes: ArrayBuffer;
  start: number;
  first: number;
  end: number;
}

/** The files fetched ahead, by absolute address; each resolves undefined when its fetch failed. */
export type EarlyFiles = Map<string, Promise<EarlyFile | undefined>>;

type Fetch = (url: string) => Promise<Response>;

async function fetchEarly(url: string, fetchFile: Fetch): Promise<EarlyFile | undefined> {
  const start = performance.now();
  try {
    const response = await fetchFile(url);
    const first = performance.now();
    if (!response.ok) return undefined;
    const bytes = await response.arrayBuffer();
    return { bytes, start, first, end: performance.now() };
  } catch {
    // hls.js fetches it again itself, and reports what it finds.
    return undefined;
  }
}

/**
 * Starts fetching what hls.js will ask for first when it plays the master playlist `master` from `at` seconds at
 * the rung `height` tall: the master, that rung's and the sound's playlists and init segments at once, then each
 * playlist's segment at `at`. Addresses are resolved against `base` (the page's).
 */
export function beginHeadStart(
  master: string,
  start: StreamStart,
  height: number,
  at: number,
  base: string,
  fetchFile: Fetch = (url) => fetch(url),
): EarlyFiles {
  const files: EarlyFiles = new Map();
  const get = (url: string) => {
    const absolute = new URL(url, base).href;
    let file = files.get(absolute);
    if (!file) {
      file = fetchEarly(absolute, fetchFile);
      files.set(absolute, file);
    }
    return { absolute, file };
  };
  get(master);
  const rung = start.rungs.find((candidate) => candidate.height === height);
  for (const track of [rung, start.audio]) {
    if (!track) continue;
    const playlist = get(track.playlist);
    get(track.init);
    void playlist.file.then((file) => {
      const segment = file && segmentAt(new TextDecoder().decode(file.bytes), playlist.absolute, at);
      if (segment) get(segment);
    });
  }
  return files;
}

/** hls.js's load statistics for a file fetched ahead: its bandwidth estimate reads them. */
function statsOf(file: EarlyFile): LoaderStats {
  return {
    aborted: false,
    loaded: file.bytes.byteLength,
    total: file.bytes.byteLength,
    retry: 0,
    chunkCount: 1,
    bwEstimate: 0,
    loading: { start: file.start, first: file.first, end: file.end },
    parsing: { start: file.end, end: file.end },
    buffering: { start: 0, first: 0, end: 0 },
  };
}

type LoaderClass = NonNullable<HlsConfig['loader']>;

/**
 * A loader class for hls.js's `loader` option that hands over the files in `files` (each once, whole: a byte-range
 * request goes to `Base`) and loads everything else with `Base` (hls.js's own loader).
 */
export function headStartLoader(Base: LoaderClass, files: EarlyFiles): LoaderClass {
  return class HeadStartLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null;
    private readonly inner: Loader<LoaderContext>;
    private early: LoaderStats | undefined;
    private stopped = false;

    constructor(config: HlsConfig) {
      this.inner = new Base(config);
    }

    get stats(): LoaderStats {
      return this.early ?? this.inner.stats;
    }

    load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      this.context = context;
      this.early = undefined;
      this.stopped = false;
      const whole = !context.rangeStart && !context.rangeEnd;
      const file = whole ? files.get(context.url) : undefined;
      if (!file) return this.inner.load(context, config, callbacks);
      files.delete(context.url);
      void file.then((early) => {
        if (this.stopped) return;
        if (!early) return this.inner.load(context, config, callbacks);
        this.early = statsOf(early);
        const data = context.responseType === 'arraybuffer' ? early.bytes : new TextDecoder().decode(early.bytes);
        callbacks.onSuccess({ url: context.url, data, code: 200 }, this.early, context, null);
      });
    }

    abort(): void {
      this.stopped = true;
      this.inner.abort();
    }

    destroy(): void {
      this.stopped = true;
      this.inner.destroy();
    }
  };
}
