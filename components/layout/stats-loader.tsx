import { prePaintScript } from '@/lib/pre-paint-script';
import { assetPath } from '@/lib/site-url';
import { BEACON_FILE, STATS_ENDPOINT } from '@/lib/stats/endpoint';

/**
 * Loads the statistics beacon (lib/stats/beacon.ts) once the page has loaded and the browser is idle: never part of
 * the first load, never ahead of a paint. Automated browsers (navigator.webdriver: test runners, crawlers driven by
 * one) are not visitors and load nothing, as privacy-first counters such as Plausible do. Rendered only in a
 * production build that has a statistics endpoint (lib/stats/endpoint.ts).
 */
function loadBeacon(src: string) {
  if (navigator.webdriver) return;
  addEventListener('load', () => {
    const later = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    later(() => {
      const script = document.createElement('script');
      script.src = src;
      document.body.append(script);
    });
  });
}

export function StatsLoader() {
  if (STATS_ENDPOINT === null || process.env.NODE_ENV !== 'production') return null;
  return <script dangerouslySetInnerHTML={{ __html: prePaintScript(loadBeacon, assetPath(BEACON_FILE)) }} />;
}
