/**
 * The statistics beacon: the script a page loads once it has settled or the visitor first taps or types
 * (lib/stats/loader.ts), bundled on
 * its own by scripts/export/stats-beacon.ts into out/_stats/beacon.js (at most 600 bytes gzipped: budgets.json's
 * `statsBeaconGzipBytes`, checked by `npm run test:budgets`). It sends one event per thing the owner wants counted
 * with navigator.sendBeacon. No cookie, no storage of any kind: what it knows lives as long as the page.
 *
 * Every byte counts here, so the wire form is short and every rule the service enforces anyway is left to it
 * (contact-api/src/core/stats/events.ts: readBeacon reads this form, BEACON_CODES names the codes):
 * - an event is a JSON array, `[code, path, id, label, via, referrer]`; the code is `v` a page view, `s` the
 *   showreel's play, 1–3 a quarter of it reached and 4 its end, `video` or `audio` another video's or a voice demo's
 *   play (the element's own name), `d` a PDF opened, `u` a protected project opened;
 * - the service makes labels of what is sent as it is (a share link's `Studio North` → `studio-north`, a file's
 *   name), names the project of a video or of a protected project from the page's path, and keeps another site's
 *   host of the referrer (`document.referrer`, sent with the first page view) alone.
 *
 * Everything is observed from outside the site's components (no player or page knows about it), and what came
 * before this script ran is what the loader kept for it (lib/stats/hand-over.ts: the path, share-link label and
 * referrer the page was opened with, the clicks and plays since, counted here in their order):
 * - a page view for each page shown: the first (the path it was opened at, unless the loader sent that view itself
 *   as the page was hidden or left), and each one the site's router shows without reloading (the router
 *   replaces the page's title, meta and link elements in the head in the same commit as it changes the address, so
 *   an observer of the head alone sees the new path);
 * - `?via=LABEL` (a share link the owner sends a studio): sent with the page view and every event after it (the
 *   loader takes it out of the address bar);
 * - the showreel (a video inside the section with id `showreel`): its play, each quarter reached, its end; any other
 *   video or audio played (a looping preview plays by itself and does not count), once until it ends;
 * - a PDF opened from a link (the CV); a protected project opened (its sealed area showing the unlocked project, not
 *   the form: the password never reaches this script), seen by an observer of that area's own children.
 * Nothing watches the page's body as a whole: its changes (hydration, carousels, reveals) cost the beacon nothing.
 * `contact-sent` is not the beacon's: the service counts a message when it stores it.
 */
/** Where events go: lib/stats/endpoint.ts's STATS_ENDPOINT, written in by the build (scripts/export/stats-beacon.ts). */
declare const STATS_ENDPOINT: string;

(() => {
  // What the loader, the only one to fetch this script (once), kept from the page's start (lib/stats/hand-over.ts).
  // A share link's label (kept.v) goes with every event; the loader has taken it out of the address bar.
  const kept = window.__stats!;
  kept.on = 1;
  /** The page the events belong to: the path last counted, first the one the visit opened at. */
  let shown = kept.p;

  const send = (code: string | number, label?: string) => {
    // The id tells a retry from a new event: random, and shared with no other event.
    navigator.sendBeacon(STATS_ENDPOINT, JSON.stringify([code, shown, '' + Math.random(), label, kept.v, kept.r]));
    // The first event is the first page view: where the visit came from (kept.r, as the browser told it: '' when
    // typed, bookmarked or withheld) goes with it alone.
    kept.r = '';
  };

  /** Media played (→ the showreel's quarters reached) and sealed areas seen open. */
  const seen = new WeakMap<EventTarget, number>();

  /** What each event counts; listened to on the window, ahead of the page's own listeners (capture phase). */
  // (Only media elements have `play` and `timeupdate` events; a click may be dispatched on the document.)
  const counts: Record<string, (target: never) => void> = {
    click(target: Partial<Element>) {
      const file = target.closest?.('a')?.pathname.match(/([^/]+)\.pdf$/i);
      if (file) send('d', file[1]);
    },
    play(media: HTMLMediaElement) {
      // A new play: the first, or one after the end (4); not a resume, not a looping preview.
      if ((seen.get(media) ?? 4) < 4 || media.loop) return;
      seen.set(media, 0);
      // The showreel's play, else the element's own name: `video` or `audio` (a voice demo).
      send(media.closest('#showreel') ? 's' : media.localName);
    },
    timeupdate(media: HTMLMediaElement) {
      // Each quarter of the showreel this play passes, sent as 1, 2, 3 and 4 (its end: when a video ends, its last
      // timeupdate comes at its full length). None before a play; none while its length, NaN, is not known.
      let reached = seen.get(media) ?? 4;
      while (media.closest('#showreel') && reached < 4 && media.currentTime / media.duration >= ++reached / 4) {
        seen.set(media, reached);
        send(reached);
      }
    },
  };

  const count = ({ type, target }: Event) => counts[type]!(target as never);
  // The page the visit opened (unless the loader sent it as the page was hidden or left: kept.s), then the clicks
  // and plays the loader saw there before this script ran, in order.
  if (!kept.s) send('v');
  kept.q.map(count);
  for (const type in counts) addEventListener(type, count, true);

  const changed = () => {
    // A page view when the path is not the one last counted (the router showed another page).
    if (shown !== (shown = location.pathname)) send('v');
    // A protected project's sealed area holds the unlocked project, not the form, once a password opened it; until
    // then its own children are watched (the form is replaced by the project), nothing else of the page's body.
    const sealed = document.querySelector('[data-nda-payload]');
    if (sealed && !seen.has(sealed))
      if (sealed.querySelector('form')) watch.observe(sealed, { childList: true });
      else {
        seen.set(sealed, 0);
        send('u');
      }
  };
  const watch = new MutationObserver(changed);
  changed();
  // A new page shows in the head: the router replaces the title, meta and link elements there in the commit that
  // changes the address. The body is left alone: hydration, carousels and reveals change it all the time, and a
  // lookup of the whole page after each of their changes would take main-thread time while a page starts.
  watch.observe(document.head, { childList: true, subtree: true });
})();

// A module, so that its names are its own to the type checker (and its test can import it); it exports nothing.
export {};
