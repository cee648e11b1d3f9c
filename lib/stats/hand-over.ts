/**
 * What the statistics loader (lib/stats/loader.ts, inline in every page) hands the beacon
 * (lib/stats/beacon.ts, fetched later) through `window.__stats`: the loader runs as the page is parsed, the beacon
 * only once the page has been quiet for a while or the visitor first taps or types, so the loader keeps what the
 * beacon could no longer see by then. Short names: the loader is in every page's HTML.
 */
export interface StatsHandOver {
  /** The path the page was opened at. */
  p: string;
  /** Its share link's label (`?via=`), or null. */
  v: string | null;
  /** `document.referrer` as the page was opened. */
  r: string;
  /** The `click` and `play` events seen before the beacon ran, for it to count in order. */
  q: Event[];
  /** Set once the beacon has been asked for. */
  l?: 1;
  /** Set once the beacon runs: from then on it counts, and the loader keeps nothing more. */
  on?: 1;
  /**
   * Set when the loader sent the page view itself, because the page was hidden or left before the beacon ran (the
   * beacon, should it run later, when the visitor comes back to the tab or the page from the back/forward cache,
   * then counts everything after it but not that view again).
   */
  s?: 1;
}

declare global {
  interface Window {
    __stats?: StatsHandOver;
  }
}

/** How long the page must go without a long task or a finished request before the beacon is fetched (ms). */
export const STATS_QUIET_MS = 3000;
/** The beacon is fetched this long after the page's `load` and hydration at the latest, quiet or not (ms). */
export const STATS_LATEST_MS = 15_000;
