/**
 * Loads the statistics beacon (lib/stats/beacon.ts) once the page has settled: after its `load` event, once React
 * has hydrated it (the layout's `data-hydrated` on <html>, components/layout/hydration-mark.tsx), and then only when
 * the page has gone `quiet` ms without a long task or a finished request (the page's own start-up work is over, as
 * Lighthouse's "interactive" reads it), at the visitor's first tap or key (she is using the page: the events she
 * causes need the beacon), or `latest` ms after that whatever happens. Never part of the first load, never beside
 * the page's own start-up work. Once hydrated, it also takes a share link's `?via=` out of the address bar (not
 * before: during hydration the router, still starting, would put back the address it read when it began).
 *
 * Until the beacon runs, this script keeps what it would have missed (lib/stats/hand-over.ts): the path, share link
 * label and referrer the page was opened with, and the clicks and plays since. A visitor who hides or leaves the
 * page before then is still counted: this script then sends the page view itself, in the beacon's wire form (not
 * the clicks and plays it kept: a tap fetches the beacon at once, so only a visitor who leaves within that fetch
 * loses them).
 *
 * Automated browsers (navigator.webdriver: test runners, crawlers driven by one) are not visitors and load nothing,
 * as privacy-first counters such as Plausible do.
 *
 * The build's export stage adds it, minified, at the end of every page's <body> when the build has a statistics
 * endpoint (scripts/export/stats-loader.ts): in the HTML only, not in the framework's data for the page, which a
 * component's inline script would also be written into.
 */
export function loadBeacon(src: string, endpoint: string, quiet: number, latest: number) {
  if (navigator.webdriver) return;
  const root = document.documentElement;
  const kept: Window['__stats'] = (window.__stats = {
    p: location.pathname,
    v: new URLSearchParams(location.search).get('via'),
    r: document.referrer,
    q: [],
  });
  let hydrated = false;
  let wanted = false;
  let timer = 0;
  // A long task or a finished request starts the quiet wait again; not once the visitor has tapped or typed.
  const watch = new PerformanceObserver(() => wanted || wait(quiet));
  const load = () => {
    if (kept.l) return;
    kept.l = 1;
    watch.disconnect();
    const script = document.createElement('script');
    script.src = src;
    document.body.append(script);
  };
  const wait = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(load, ms) as unknown as number;
  };
  const settled = () => {
    hydrated = true;
    // A share link's label leaves the address bar (it is not bookmarked or passed on), the router's own state kept.
    if (kept.v !== null) {
      const address = new URL(location.href);
      address.searchParams.delete('via');
      history.replaceState(history.state, '', address);
    }
    if (wanted) return wait(0);
    wait(quiet);
    setTimeout(load, latest);
    // Browsers without long tasks (Firefox, Safari) wait for the requests alone.
    watch.observe({
      entryTypes: PerformanceObserver.supportedEntryTypes.filter((type) => type == 'longtask' || type == 'resource'),
    });
  };
  // What the beacon counts, seen before it runs.
  for (const type of ['click', 'play']) addEventListener(type, (event) => kept.on || kept.q.push(event), true);
  // The first tap or key: the beacon as soon as the page is hydrated, after the input's own work.
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(
      type,
      () => {
        wanted = true;
        if (hydrated) wait(0);
      },
      { capture: true, once: true },
    );
  // The page hidden (a phone may close a hidden tab without a `pagehide`) or left before the beacon ran: the page view,
  // in the beacon's wire form (lib/stats/beacon.ts), once.
  const leave = () => {
    if (kept.on || kept.s) return;
    kept.s = 1;
    navigator.sendBeacon(endpoint, JSON.stringify(['v', kept.p, '' + Math.random(), null, kept.v, kept.r]));
    kept.r = '';
  };
  addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => document.hidden && leave());
  addEventListener('load', () => {
    if (root.hasAttribute('data-hydrated')) return settled();
    const marked = new MutationObserver(() => {
      if (!root.hasAttribute('data-hydrated')) return;
      marked.disconnect();
      settled();
    });
    marked.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}
