import { prePaintScript } from '@/lib/pre-paint-script';
import { assetPath } from '@/lib/site-url';
import { BEACON_FILE, STATS_ENDPOINT } from '@/lib/stats/endpoint';

/**
 * Loads the statistics beacon (lib/stats/beacon.ts) once the page has loaded, React has hydrated it (the layout's
 * `data-hydrated` on <html>, components/layout/hydration-mark.tsx) and the browser is idle: never part of the first
 * load, never ahead of a paint. After hydration, because the beacon takes a share link's `?via=` out of the address
 * bar: during hydration the router, still starting, would put back the address it read when it began. Automated
 * browsers (navigator.webdriver: test runners, crawlers driven by one) are not visitors and load nothing, as
 * privacy-first counters such as Plausible do. Rendered only in a production build that has a statistics endpoint
 * (lib/stats/endpoint.ts).
 */
function loadBeacon(src: string) {
  if (navigator.webdriver) return;
  const root = document.documentElement;
  const load = () => {
    const later = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    later(() => {
      const script = document.createElement('script');
      script.src = src;
      document.body.append(script);
    });
  };
  addEventListener('load', () => {
    if (root.hasAttribute('data-hydrated')) return load();
    const hydrated = new MutationObserver(() => {
      if (!root.hasAttribute('data-hydrated')) return;
      hydrated.disconnect();
      load();
    });
    hydrated.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

export function StatsLoader() {
  if (STATS_ENDPOINT === null || process.env.NODE_ENV !== 'production') return null;
  return <script dangerouslySetInnerHTML={{ __html: prePaintScript(loadBeacon, assetPath(BEACON_FILE)) }} />;
}
