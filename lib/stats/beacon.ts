/**
 * The statistics beacon: the script a page loads once it is idle (./loader.ts), bundled on its own by
 * scripts/build-stats-beacon.ts into out/_stats/beacon.js (about 1.1 KB gzipped). It sends one small JSON
 * event per thing the owner wants counted, with navigator.sendBeacon, to the endpoint its <script> element names
 * (data-endpoint). No cookie, no storage of any kind: what it knows lives as long as the page.
 *
 * Everything is observed from outside the site's components, with listeners on the document in the capture phase:
 * - a page view for each page shown (the first, and each one the site's router shows without reloading);
 * - `?via=LABEL` (a share link the owner sends a studio): counted with the page view and every event after it,
 *   then taken out of the address bar;
 * - the showreel (a video inside the section with id `showreel`): its play, each quarter reached, its end;
 * - a video played on a project page (by the project's slug), a voice demo played (any <audio>);
 * - a PDF opened from a link (the CV); a protected project opened (its sealed area showing the unlocked project).
 */

interface Beacon {
  id: string;
  name: string;
  path: string;
  label?: string;
  referrer?: string;
  via?: string;
}

((script: HTMLOrSVGScriptElement | null) => {
  const endpoint = script instanceof HTMLScriptElement ? script.dataset.endpoint : undefined;
  if (!endpoint) return;

  const label = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[^a-z0-9]+/, '')
      .slice(0, 64);
  // Only to tell a retry from a new event: not a secret, and known only to this page.
  const newId = () => Math.random().toString(36).slice(2, 12) + Date.now().toString(36);

  const address = new URL(location.href);
  const via = label(address.searchParams.get('via') ?? '');
  if (address.searchParams.has('via')) {
    address.searchParams.delete('via');
    // The router's own state is kept: only the address changes.
    history.replaceState(history.state, '', address.pathname + address.search + address.hash);
  }
  let referrer = '';
  try {
    const from = new URL(document.referrer);
    // A plain host name only (the service refuses anything else, and would drop the page view with it).
    if (from.host !== location.host && /^[a-z0-9.-]{1,253}$/.test(from.hostname)) referrer = from.hostname;
  } catch {
    // No referrer (typed, bookmarked, or the page's policy withheld it).
  }

  const send = (name: string, extra?: string) => {
    const event: Beacon = { id: newId(), name, path: location.pathname };
    if (extra) event.label = extra;
    if (via) event.via = via;
    if (referrer && name === 'pageview') {
      event.referrer = referrer;
      referrer = '';
    }
    navigator.sendBeacon(endpoint, JSON.stringify(event));
  };

  let shown = '';
  const pageview = () => {
    if (location.pathname === shown) return;
    shown = location.pathname;
    send('pageview');
  };
  pageview();
  // The router changes pages with pushState (links) and popstate (back, forward).
  const push = history.pushState;
  history.pushState = function (...args: Parameters<History['pushState']>) {
    push.apply(this, args);
    setTimeout(pageview);
  };
  addEventListener('popstate', () => setTimeout(pageview));

  /** `/portfolio/slug` or `/pt-br/portfolio/slug` → slug. */
  const project = () => /\/portfolio\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  const played = new WeakSet<EventTarget>();
  const reached = new WeakMap<EventTarget, number>();
  const inShowreel = (media: Element) => media.closest('#showreel') !== null;

  document.addEventListener(
    'play',
    (event) => {
      const media = event.target;
      if (!(media instanceof HTMLMediaElement) || played.has(media)) return;
      // Silent loops (a card's preview) play by themselves: only what a visitor starts counts.
      if (media.muted && media.loop) return;
      played.add(media);
      if (inShowreel(media)) send('showreel-play');
      else if (media instanceof HTMLAudioElement) send('voice-play');
      else {
        const slug = project();
        if (slug) send('video-play', label(slug));
      }
    },
    true,
  );
  document.addEventListener(
    'timeupdate',
    (event) => {
      const media = event.target;
      if (!(media instanceof HTMLVideoElement) || !inShowreel(media) || !(media.duration > 0)) return;
      const quarter = Math.min(3, Math.floor((media.currentTime / media.duration) * 4));
      for (let next = (reached.get(media) ?? 0) + 1; next <= quarter; next += 1)
        send('showreel-progress', `${next * 25}`);
      if (quarter > (reached.get(media) ?? 0)) reached.set(media, quarter);
    },
    true,
  );
  document.addEventListener(
    'ended',
    (event) => {
      if (event.target instanceof HTMLVideoElement && inShowreel(event.target)) {
        send('showreel-complete');
        // Watched again from the start: a new play.
        played.delete(event.target);
        reached.delete(event.target);
      }
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const file = /([^/]+)\.pdf$/i.exec(link.pathname)?.[1];
      if (file) send('cv-download', label(file));
    },
    true,
  );
  // A protected project's sealed area gains the unlocked project once the password opened it; the password itself
  // never reaches this script.
  const unlocked = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const area of document.querySelectorAll('[data-nda-payload]')) {
      if (unlocked.has(area) || area.querySelector('form') !== null || area.childElementCount === 0) continue;
      unlocked.add(area);
      const slug = project();
      send('nda-unlock', slug ? label(slug) : undefined);
    }
  }).observe(document.body, { childList: true, subtree: true });
})(document.currentScript);
