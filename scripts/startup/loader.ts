/**
 * The boot loader: browser code that scripts/export/startup.ts inlines into every exported page, minified at build
 * (scripts/startup/inline-script.ts). The page is complete HTML, so it shows first and the framework's chunks are
 * added once the first contentful frame is on screen. The contract with the rest of the site:
 * - the loader's own `<script data-chunks="[…]">` lists the chunks, in Next's order, so the code is the same on every
 *   page: one CSP hash;
 *   tools/lib/first-load-js.ts reads the list to count what a page loads up front;
 * - `data-booting` on <html> is set first thing in the <head> (`markBooting`, before anything is laid out) and is
 *   what waits for the framework keys on (the gallery's lower pictures, components/gallery/masonry-grid.module.scss);
 *   components/layout/hydration-mark.tsx lifts it on hydration, the loader when the framework will not come.
 */

/** The loader tag's attribute holding the JSON list of chunk URLs. */
export const CHUNKS_ATTRIBUTE = 'data-chunks';
/** The mark on <html> while the framework is on its way. */
export const BOOTING_ATTRIBUTE = 'data-booting';
/** Safety net: a page whose first paint is never reported boots this long after its load event, once visible. */
export const AFTER_LOAD_MS = 1000;
/** Nothing waits for the framework longer than this after booting began (a chunk that never answers). */
export const BOOTING_TIMEOUT_MS = 10_000;

/** Runs first in the <head>: marks the page as waiting for its framework. */
export function markBooting(): void {
  document.documentElement.setAttribute(BOOTING_ATTRIBUTE, '');
}

/** The chunk URLs the loader tag carries; none when the attribute is missing or not a list of strings. */
export function readChunks(loader: Element | null): string[] {
  const list: unknown = JSON.parse(loader?.getAttribute(CHUNKS_ATTRIBUTE) ?? '[]');
  return Array.isArray(list) ? list.filter((src): src is string => typeof src === 'string') : [];
}

/**
 * Adds the chunks of `loader` as async scripts, once:
 * - after the browser reports the first contentful paint (Paint Timing: the frame is on screen, not just
 *   produced), or after the first frame where Paint Timing is missing;
 * - at the latest, `AFTER_LOAD_MS` after the load event while the page is visible (a page opened in a background
 *   tab waits until it is shown).
 * Lifts `data-booting` when a chunk fails to load, a script error is thrown, or `BOOTING_TIMEOUT_MS` after
 * booting began, so nothing stays hidden when the framework never arrives.
 */
export function bootAfterFirstPaint(loader: Element | null): void {
  const chunks = readChunks(loader);
  const root = document.documentElement;
  let booted = false;

  const stopWaiting = (): void => root.removeAttribute(BOOTING_ATTRIBUTE);

  const addScript = (src: string): void => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onerror = stopWaiting;
    document.head.appendChild(script);
  };

  const boot = (): void => {
    if (booted) return;
    booted = true;
    addEventListener('error', stopWaiting);
    setTimeout(stopWaiting, BOOTING_TIMEOUT_MS);
    chunks.forEach(addScript);
  };

  const bootAfterLoad = (): void => {
    if (document.visibilityState === 'hidden') {
      document.addEventListener('visibilitychange', bootAfterLoad, { once: true });
      return;
    }
    setTimeout(boot, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') bootAfterLoad();
  else addEventListener('load', bootAfterLoad, { once: true });

  const Observer = window.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    new Observer((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(boot);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(boot));
  }
}
