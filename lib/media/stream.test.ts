import { attachStream, detachStream, listenForStreams, playThroughLoader, type StreamLoader } from './stream';

/** A stand-in for hls.js: it records what the player asks of it and lets a test raise its events. */
const created: FakeHls[] = [];
let supported = true;
/** When set, the player fails before it attaches (Media Source refused, say). */
let failsToAttach = false;

class FakeHls {
  static Events = { MEDIA_ATTACHED: 'hlsMediaAttached', ERROR: 'hlsError' };
  static isSupported = () => supported;
  static DefaultConfig = { loader: class DefaultLoader {} };
  handlers = new Map<string, ((event: string, data: { fatal: boolean }) => void)[]>();
  loaded: string | undefined;
  media: HTMLVideoElement | undefined;
  destroyed = false;
  constructor(public config: Record<string, unknown>) {
    created.push(this);
  }
  on(event: string, handler: (event: string, data: { fatal: boolean }) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  once(event: string, handler: (event: string, data: { fatal: boolean }) => void) {
    this.on(event, handler);
  }
  emit(event: string, data: { fatal: boolean; details?: string } = { fatal: false }) {
    this.handlers.get(event)?.forEach((handler) => handler(event, data));
  }
  attachMedia(video: HTMLVideoElement) {
    this.media = video;
    video.src = 'blob:http://localhost/media-source';
    if (failsToAttach) this.emit(FakeHls.Events.ERROR, { fatal: true });
    else this.emit(FakeHls.Events.MEDIA_ATTACHED);
  }
  loadSource(src: string) {
    this.loaded = src;
  }
  destroy() {
    this.destroyed = true;
  }
}

jest.mock('hls.js', () => ({ __esModule: true, default: FakeHls }));

/** A `<video>` whose media methods are recorded (jsdom plays nothing) and which plays HLS itself or not. */
function video({ native }: { native: boolean }) {
  const element = document.createElement('video');
  let time = 0;
  Object.defineProperty(element, 'currentTime', { get: () => time, set: (value: number) => (time = value) });
  element.canPlayType = (type) => (native && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '');
  const calls: string[] = [];
  element.play = jest.fn(() => {
    calls.push('play');
    return Promise.resolve();
  });
  element.pause = jest.fn(() => calls.push('pause'));
  element.load = jest.fn(() => calls.push('load'));
  document.body.append(element);
  return { element, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  created.length = 0;
  supported = true;
  failsToAttach = false;
  document.body.innerHTML = '';
});

describe('attaching a stream', () => {
  it('hands a browser that plays HLS itself the master playlist, at the time asked, without hls.js', async () => {
    const { element } = video({ native: true });
    await attachStream(element, '/_media/reel.m3u8', 25);
    expect(element.getAttribute('src')).toBe('/_media/reel.m3u8');
    expect(element.currentTime).toBe(25);
    expect(created).toHaveLength(0);
  });

  it('elsewhere plays it with hls.js, from the time asked, without a Worker, capped to the player', async () => {
    const { element } = video({ native: false });
    await attachStream(element, '/_media/reel.m3u8', 25);
    expect(created).toHaveLength(1);
    expect(created[0]!.config).toMatchObject({ enableWorker: false, startPosition: 25, capLevelToPlayerSize: true });
    expect(created[0]!.media).toBe(element);
    expect(created[0]!.loaded).toBe('/_media/reel.m3u8');
  });

  it('prefers hls.js where the browser has Media Source Extensions, even beside HLS of its own', async () => {
    Object.defineProperty(window, 'MediaSource', { value: function MediaSource() {}, configurable: true });
    try {
      const { element } = video({ native: true });
      await attachStream(element, '/_media/reel.m3u8', 25);
      expect(created).toHaveLength(1);
      expect(created[0]!.config).toMatchObject({ startPosition: 25 });
    } finally {
      Reflect.deleteProperty(window, 'MediaSource');
    }
  });

  it('starts where hls.js decides when no time is asked', async () => {
    const { element } = video({ native: false });
    await attachStream(element, '/_media/reel.m3u8');
    expect(created[0]!.config).toMatchObject({ startPosition: -1 });
  });

  it('attaches a video once, however often it is played; a later chapter only moves it', async () => {
    const { element } = video({ native: false });
    await attachStream(element, '/_media/reel.m3u8');
    await attachStream(element, '/_media/reel.m3u8', 10);
    expect(created).toHaveLength(1);
    expect(element.currentTime).toBe(10);
  });

  it('leaves the progressive fallback to a browser with neither HLS nor Media Source', async () => {
    supported = false;
    const { element } = video({ native: false });
    await attachStream(element, '/_media/reel.m3u8', 4);
    expect(created).toHaveLength(0);
    expect(element.hasAttribute('src')).toBe(false);
    expect(element.currentTime).toBe(4);
  });

  it('hands the video back to its progressive fallback, where it was, when the stream fails for good', async () => {
    const { element, calls } = video({ native: false });
    await attachStream(element, '/_media/reel.m3u8');
    element.currentTime = 7;
    created[0]!.emit(FakeHls.Events.ERROR, { fatal: false });
    expect(created[0]!.destroyed).toBe(false);
    created[0]!.emit(FakeHls.Events.ERROR, { fatal: true });
    expect(created[0]!.destroyed).toBe(true);
    expect(element.hasAttribute('src')).toBe(false);
    expect(calls).toEqual(['load', 'play']);
    expect(element.currentTime).toBe(7);
  });
});

describe('a stream with its first files named in the page', () => {
  const start = {
    rungs: [
      { height: 720, playlist: '/_media/reel.720.m3u8', init: '/_media/reel.720.init.mp4' },
      { height: 360, playlist: '/_media/reel.360.m3u8', init: '/_media/reel.360.init.mp4' },
    ],
    audio: { playlist: '/_media/reel.audio.m3u8', init: '/_media/reel.audio.init.mp4' },
  };
  const fetched: string[] = [];
  beforeEach(() => {
    fetched.length = 0;
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      value: (url: string) => {
        fetched.push(new URL(url).pathname);
        return Promise.resolve({ ok: false });
      },
    });
  });
  afterEach(() => Reflect.deleteProperty(window, 'fetch'));

  it('fetches them as it loads hls.js, and has hls.js start at their rung through a loader that hands them over', async () => {
    const { element } = video({ native: false });
    await attachStream(element, '/_media/reel.m3u8', undefined, start);
    expect(fetched).toEqual(
      expect.arrayContaining(['/_media/reel.m3u8', '/_media/reel.360.m3u8', '/_media/reel.audio.init.mp4']),
    );
    expect(fetched.some((path) => path.includes('.720.'))).toBe(false);
    // hls.js's levels, lowest first: 360p is the first.
    expect(created[0]!.config).toMatchObject({ startLevel: 0 });
    expect(created[0]!.config.loader).toEqual(expect.any(Function));
  });

  it('leaves a sealed stream to its own loader', async () => {
    const sealed = class SealedLoader {};
    const stop = playThroughLoader('/_media/sealed.m3u8', sealed as unknown as StreamLoader);
    try {
      const { element } = video({ native: false });
      await attachStream(element, '/_media/sealed.m3u8', undefined, start);
      expect(fetched).toEqual([]);
      expect(created[0]!.config.loader).toBe(sealed);
      expect(created[0]!.config).not.toHaveProperty('startLevel');
    } finally {
      stop();
    }
  });
});

describe('stopping a stream', () => {
  it('destroys its player when the video goes, and a later Play attaches a new one', async () => {
    const { element } = video({ native: false });
    await attachStream(element, '/_media/reel.m3u8');
    detachStream(element);
    expect(created[0]!.destroyed).toBe(true);
    await attachStream(element, '/_media/reel.m3u8');
    expect(created).toHaveLength(2);
  });

  it('refuses an attach that fails before it is done, so the caller plays the fallback instead of waiting', async () => {
    failsToAttach = true;
    const { element } = video({ native: false });
    await expect(attachStream(element, '/_media/reel.m3u8')).rejects.toThrow('the stream failed');
    expect(created[0]!.destroyed).toBe(true);
  });
});

describe('videos played from their own controls', () => {
  it("are emptied as the pointer or the focus reaches them, so that the controls' play() waits for the stream", async () => {
    const stop = listenForStreams();
    const { element, calls } = video({ native: false });
    element.dataset.stream = '/_media/clip.m3u8';
    element.innerHTML = '<source src="/_media/clip.m3u8"><source src="/_media/clip.360.mp4"><track kind="captions">';
    element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    // Its <source> list set aside and the one it had picked forgotten: nothing to load, nothing fetched.
    expect(element.querySelectorAll('source')).toHaveLength(0);
    expect(element.querySelectorAll('track')).toHaveLength(1);
    expect(calls).toEqual(['load']);
    await flush();
    expect(created).toHaveLength(0);
    // The controls' play(): nothing to pause (its promise would be rejected); the stream attaches and plays.
    element.dispatchEvent(new Event('play'));
    await flush();
    await flush();
    expect(created).toHaveLength(1);
    expect(created[0]!.loaded).toBe('/_media/clip.m3u8');
    expect(calls).toEqual(['load', 'play']);
    // Its stream stopped (the lightbox closing), the video has its <source> list again, where it was.
    stop();
    expect([...element.children].map((child) => child.localName)).toEqual(['source', 'source', 'track']);
  });

  it('get their sources back and play the fallback when the stream cannot attach', async () => {
    failsToAttach = true;
    const stop = listenForStreams();
    const { element, calls } = video({ native: false });
    element.dataset.stream = '/_media/clip.m3u8';
    element.innerHTML = '<source src="/_media/clip.m3u8"><source src="/_media/clip.360.mp4">';
    element.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(element.querySelectorAll('source')).toHaveLength(0);
    element.dispatchEvent(new Event('play'));
    await flush();
    await flush();
    expect(element.querySelectorAll('source')).toHaveLength(2);
    expect(calls).not.toContain('pause');
    expect(calls.at(-1)).toBe('play');
    stop();
  });

  it("with no source at all (a protected project's) are not paused when played: their play() waits for the stream", async () => {
    const stop = listenForStreams();
    const { element, calls } = video({ native: false });
    element.dataset.stream = '/_nda/sealed.m3u8';
    element.dispatchEvent(new Event('play'));
    await flush();
    await flush();
    expect(created[0]!.loaded).toBe('/_nda/sealed.m3u8');
    expect(calls).toEqual(['play']);
    stop();
  });

  it('stay as they are in a browser that plays HLS itself', async () => {
    const stop = listenForStreams();
    const { element, calls } = video({ native: true });
    element.dataset.stream = '/_media/clip.m3u8';
    element.innerHTML = '<source src="/_media/clip.m3u8">';
    element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(element.querySelectorAll('source')).toHaveLength(1);
    expect(calls).toEqual([]);
    stop();
  });

  it('get their stream when they start: the fallback the browser began waits, then the stream plays', async () => {
    const stop = listenForStreams();
    const { element, calls } = video({ native: false });
    element.dataset.stream = '/_media/clip.m3u8';
    // The browser picked the fallback and started it.
    Object.defineProperty(element, 'currentSrc', { value: 'http://localhost/_media/clip.360.mp4' });
    element.dispatchEvent(new Event('play'));
    await flush();
    await flush();
    expect(created[0]!.loaded).toBe('/_media/clip.m3u8');
    expect(calls).toEqual(['pause', 'play']);
    // Playing again (pause, play) attaches nothing more.
    element.dispatchEvent(new Event('play'));
    await flush();
    expect(created).toHaveLength(1);
    stop();
  });

  it('lose their players when the listener stops (the lightbox closing)', async () => {
    const stop = listenForStreams();
    const { element } = video({ native: false });
    element.dataset.stream = '/_media/clip.m3u8';
    element.dispatchEvent(new Event('play'));
    await flush();
    await flush();
    stop();
    expect(created[0]!.destroyed).toBe(true);
  });

  it('play their fallback when the stream cannot attach, without pausing it again on the next play', async () => {
    failsToAttach = true;
    const stop = listenForStreams();
    const { element, calls } = video({ native: false });
    element.dataset.stream = '/_media/clip.m3u8';
    Object.defineProperty(element, 'currentSrc', { value: 'http://localhost/_media/clip.360.mp4' });
    element.dispatchEvent(new Event('play'));
    await flush();
    await flush();
    element.dispatchEvent(new Event('play'));
    await flush();
    expect(created).toHaveLength(1);
    expect(calls.filter((call) => call === 'pause')).toHaveLength(1);
    expect(calls.at(-1)).toBe('play');
    stop();
  });

  it('are left alone without a stream, and once the listener is stopped', async () => {
    const stop = listenForStreams();
    const plain = video({ native: false });
    plain.element.dispatchEvent(new Event('play'));
    stop();
    const later = video({ native: false });
    later.element.dataset.stream = '/_media/clip.m3u8';
    later.element.dispatchEvent(new Event('play'));
    await flush();
    expect(created).toHaveLength(0);
    expect([...plain.calls, ...later.calls]).toEqual([]);
  });
});
