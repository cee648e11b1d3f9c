import {
  AFTER_LOAD_MS,
  BOOTING_ATTRIBUTE,
  BOOTING_TIMEOUT_MS,
  CHUNKS_ATTRIBUTE,
  bootAfterFirstPaint,
  markBooting,
} from './loader';

const CHUNKS = ['/_next/static/chunks/a.js', '/_next/static/chunks/turbopack-b.js', '/_next/static/chunks/c.js'];

/** A Paint Timing observer the test fires by hand (jsdom has none). */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static instances: FakePaintObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: PerformanceObserverCallback) {
    FakePaintObserver.instances.push(this);
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  report(name: string): void {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
    this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
  }
}

function pageWithLoader(): HTMLScriptElement {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute(BOOTING_ATTRIBUTE);
  markBooting();
  const loader = document.createElement('script');
  loader.setAttribute(CHUNKS_ATTRIBUTE, JSON.stringify(CHUNKS));
  document.body.appendChild(loader);
  return loader;
}

const addedChunks = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const expectNotBooted = () => expect(addedChunks()).toEqual([]);
const expectBooted = () => expect(addedChunks()).toEqual(CHUNKS);
const isBooting = () => document.documentElement.hasAttribute(BOOTING_ATTRIBUTE);
const firstPaint = () => FakePaintObserver.instances.at(-1)!.report('first-contentful-paint');

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}
function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

beforeEach(() => {
  jest.useFakeTimers();
  FakePaintObserver.instances = [];
  Object.defineProperty(window, 'PerformanceObserver', {
    configurable: true,
    writable: true,
    value: FakePaintObserver,
  });
  setVisibility('visible');
  setReadyState('loading');
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the boot loader', () => {
  test('adds the chunks, in order and async, once the first contentful paint is reported', () => {
    bootAfterFirstPaint(pageWithLoader());
    FakePaintObserver.instances[0]!.report('first-paint');
    jest.advanceTimersByTime(0);
    expectNotBooted();

    firstPaint();
    expect(FakePaintObserver.instances[0]!.disconnected).toBe(true);
    expectNotBooted();
    jest.advanceTimersByTime(0);
    expectBooted();
    expect([...document.head.querySelectorAll('script')].every((script) => script.async)).toBe(true);
  });

  test('boots after the first frame where Paint Timing is missing', () => {
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: undefined });
    bootAfterFirstPaint(pageWithLoader());
    expectNotBooted();
    jest.advanceTimersByTime(20);
    expectBooted();
  });

  test('boots one second after the load event when no paint is ever reported', () => {
    bootAfterFirstPaint(pageWithLoader());
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(AFTER_LOAD_MS - 1);
    expectNotBooted();
    jest.advanceTimersByTime(1);
    expectBooted();
  });

  test('a page loaded in a background tab waits until it is shown', () => {
    setVisibility('hidden');
    bootAfterFirstPaint(pageWithLoader());
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(AFTER_LOAD_MS * 5);
    expectNotBooted();

    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(AFTER_LOAD_MS);
    expectBooted();
  });

  test('adds the chunks once, however many ways lead to booting', () => {
    setReadyState('complete');
    bootAfterFirstPaint(pageWithLoader());
    firstPaint();
    jest.advanceTimersByTime(AFTER_LOAD_MS * 2);
    expectBooted();
  });

  test('keeps the page booting until the framework lifts the mark', () => {
    bootAfterFirstPaint(pageWithLoader());
    firstPaint();
    jest.advanceTimersByTime(BOOTING_TIMEOUT_MS - 1);
    expect(isBooting()).toBe(true);
  });

  test('stops waiting for the framework when a chunk fails to load', () => {
    bootAfterFirstPaint(pageWithLoader());
    firstPaint();
    jest.advanceTimersByTime(0);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(isBooting()).toBe(false);
  });

  test('stops waiting for the framework on a script error', () => {
    bootAfterFirstPaint(pageWithLoader());
    firstPaint();
    jest.advanceTimersByTime(0);
    window.dispatchEvent(new Event('error'));
    expect(isBooting()).toBe(false);
  });

  test('stops waiting for the framework ten seconds after booting began', () => {
    bootAfterFirstPaint(pageWithLoader());
    firstPaint();
    jest.advanceTimersByTime(BOOTING_TIMEOUT_MS);
    expect(isBooting()).toBe(false);
  });
});
