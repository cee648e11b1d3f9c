import '@testing-library/jest-dom';

// jsdom has neither API; components that watch scroll position, motion preferences or visibility need both.
// (Tests of the build scripts run in Node, `@jest-environment node`, where there is no window to fill in.)
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  class StubIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: StubIntersectionObserver });
  Object.defineProperty(globalThis, 'IntersectionObserver', { writable: true, value: StubIntersectionObserver });
}
