import { readBeacon } from '@/contact-api/src/core/stats/events';
import { STATS_LATEST_MS, STATS_QUIET_MS, type StatsHandOver } from './hand-over';
import { loadBeacon } from './loader';

/**
 * The statistics loader in a page (jsdom, with the clock in the test's hands): when it fetches the beacon, what it
 * keeps for it, and the page view it sends itself when the page is hidden or left first, read back as the service
 * reads it (readBeacon).
 */

const SRC = '/_stats/beacon.js';
const ENDPOINT = '/api/stats/event';
const sendBeacon = jest.fn((url: string, body: string) => url === ENDPOINT && typeof body === 'string');

/** A stand-in for the browser's PerformanceObserver: the test says when a long task or a request is seen. */
class Observer {
  static supportedEntryTypes = ['resource', 'longtask', 'paint'];
  static last: Observer | undefined;
  observing: string[] = [];
  constructor(private readonly callback: () => void) {
    Observer.last = this;
  }
  observe({ entryTypes }: { entryTypes: string[] }) {
    this.observing = entryTypes;
  }
  disconnect() {
    this.observing = [];
  }
  /** A long task or a finished request, as the browser reports it. */
  see() {
    if (this.observing.length) this.callback();
  }
}

let hidden = false;
let kept: StatsHandOver;

const beaconsFetched = () => document.querySelectorAll(`script[src="${SRC}"]`).length;
const hydrate = async () => {
  document.documentElement.setAttribute('data-hydrated', '');
  // The loader's observer of <html> runs after the current task's code.
  await Promise.resolve();
};
const loaded = () => window.dispatchEvent(new Event('load'));

/** The page view the loader sent, as the service reads it. */
function sentViews() {
  const views = sendBeacon.mock.calls.map(([, body]) => {
    const read = readBeacon(JSON.parse(body), location.origin);
    if (!read.ok) throw new Error(`the service refuses ${body}: ${read.reason}`);
    return read.value;
  });
  sendBeacon.mockClear();
  return views;
}

beforeAll(() => {
  Object.assign(globalThis, { PerformanceObserver: Observer });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'referrer', { configurable: true, value: 'https://mail.example.org/inbox/1' });
});

beforeEach(() => {
  jest.useFakeTimers();
  hidden = false;
  document.documentElement.removeAttribute('data-hydrated');
  document.head.replaceChildren();
  document.body.replaceChildren();
  history.replaceState({ router: 'kept' }, '', '/about?via=Studio%20North&filter=x#top');
  loadBeacon(SRC, ENDPOINT, STATS_QUIET_MS, STATS_LATEST_MS);
  kept = window.__stats!;
  sendBeacon.mockClear();
});

afterEach(() => {
  // This test's loader stays in the page: it counts and fetches nothing more.
  kept.on = 1;
  kept.l = 1;
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('the statistics loader', () => {
  test('keeps the path, the share link and the referrer the page opened with', () => {
    expect(kept).toMatchObject({ p: '/about', v: 'Studio North', r: 'https://mail.example.org/inbox/1', q: [] });
  });

  test('fetches the beacon once the page has loaded, hydrated and gone 3 s without a long task or a finished request', async () => {
    loaded();
    jest.advanceTimersByTime(STATS_LATEST_MS * 2);
    expect(beaconsFetched()).toBe(0);
    await hydrate();
    expect(Observer.last?.observing).toEqual(['resource', 'longtask']);
    jest.advanceTimersByTime(STATS_QUIET_MS - 1000);
    Observer.last?.see();
    jest.advanceTimersByTime(STATS_QUIET_MS - 1);
    expect(beaconsFetched()).toBe(0);
    jest.advanceTimersByTime(1);
    expect(beaconsFetched()).toBe(1);
    jest.advanceTimersByTime(STATS_LATEST_MS);
    expect(beaconsFetched()).toBe(1);
  });

  test('fetches it at the latest 15 s after hydration, on a page that never goes quiet', async () => {
    loaded();
    await hydrate();
    for (let waited = 0; waited < STATS_LATEST_MS - 1000; waited += 1000) {
      jest.advanceTimersByTime(1000);
      Observer.last?.see();
    }
    expect(beaconsFetched()).toBe(0);
    jest.advanceTimersByTime(1000);
    expect(beaconsFetched()).toBe(1);
  });

  test('fetches it at the first tap once hydrated, whatever requests follow, and at hydration after a tap before it', async () => {
    window.dispatchEvent(new Event('pointerdown'));
    loaded();
    await hydrate();
    jest.advanceTimersByTime(0);
    expect(beaconsFetched()).toBe(1);
  });

  test('fetches it at the first key once hydrated, even while requests keep finishing', async () => {
    loaded();
    await hydrate();
    window.dispatchEvent(new Event('keydown'));
    Observer.last?.see();
    jest.advanceTimersByTime(0);
    expect(beaconsFetched()).toBe(1);
  });

  test("takes a share link's label out of the address once hydrated, keeping the rest and the router's state", async () => {
    loaded();
    expect(location.search).toBe('?via=Studio%20North&filter=x');
    await hydrate();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/about?filter=x#top');
    expect(history.state).toEqual({ router: 'kept' });
  });

  test('keeps the clicks and plays until the beacon runs, and no more after', () => {
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '#cv';
    link.click();
    const video = document.body.appendChild(document.createElement('video'));
    video.dispatchEvent(new Event('play'));
    expect(kept.q.map(({ type, target }) => [type, target])).toEqual([
      ['click', link],
      ['play', video],
    ]);
    kept.on = 1;
    link.click();
    expect(kept.q).toHaveLength(2);
  });

  test('sends the page view itself, once, when the page is hidden or left before the beacon ran', () => {
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sentViews()).toEqual([
      expect.objectContaining({ name: 'pageview', path: '/about', via: 'studio-north', referrer: 'mail.example.org' }),
    ]);
    expect(kept).toMatchObject({ s: 1, r: '' });
  });

  test('sends nothing as the page goes once the beacon runs (it counted the view)', () => {
    kept.on = 1;
    window.dispatchEvent(new Event('pagehide'));
    expect(sentViews()).toEqual([]);
  });

  test('sends nothing when the page is shown again', () => {
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sentViews()).toEqual([]);
  });
});

test('does nothing in an automated browser (a test runner, a crawler driven by one)', () => {
  Object.defineProperty(navigator, 'webdriver', { configurable: true, value: true });
  delete window.__stats;
  loadBeacon(SRC, ENDPOINT, STATS_QUIET_MS, STATS_LATEST_MS);
  expect(window.__stats).toBeUndefined();
  Object.defineProperty(navigator, 'webdriver', { configurable: true, value: false });
});
