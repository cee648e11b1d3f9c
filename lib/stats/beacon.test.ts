import { readBeacon } from '@/contact-api/src/core/stats/events';
import type { StatsHandOver } from './hand-over';

/**
 * The statistics beacon in a page, read back as the service reads it (readBeacon): what a visit sends, whatever the
 * wire form. One beacon runs for the whole file, as it does for a page's life; each test looks at what was sent
 * while it ran.
 */

const ENDPOINT = '/api/stats/event';
const sendBeacon = jest.fn((url: string, body: string) => url === ENDPOINT && typeof body === 'string');

/** What the service makes of each event sent since the last call. */
function sentEvents() {
  const events = sendBeacon.mock.calls.map(([, body]) => {
    const read = readBeacon(JSON.parse(body), location.origin);
    if (!read.ok) throw new Error(`the service refuses ${body}: ${read.reason}`);
    return read.value;
  });
  sendBeacon.mockClear();
  return events;
}

/** The names of the events sent since the last call, with their labels. */
function sentNames() {
  return sentEvents().map(({ name, label }) => (label === null ? name : `${name} ${label}`));
}

/** Lets the beacon's observers see the latest changes (they run after the current task's code). */
const pageChanges = () => new Promise((resolve) => setTimeout(resolve));

/**
 * What the site's router does to show another page without reloading: in one commit, the new address, the page's
 * metadata replaced in the head (title, meta, links) and its content in the body.
 */
function routerShows(path: string, ...content: HTMLElement[]) {
  history.pushState(null, '', path);
  document.head.replaceChildren(
    Object.assign(document.createElement('title'), { textContent: `Page ${path}` }),
    Object.assign(document.createElement('link'), { rel: 'canonical', href: path }),
  );
  document.body.replaceChildren(...content);
}

function mediaIn(parent: HTMLElement, kind: 'video' | 'audio', length: number) {
  const media = document.createElement(kind);
  Object.defineProperty(media, 'duration', { value: length });
  parent.append(media);
  return media;
}

function playTo(media: HTMLMediaElement, seconds: number) {
  media.currentTime = seconds;
  media.dispatchEvent(new Event('timeupdate'));
}

let firstEvents: ReturnType<typeof sentEvents>;

beforeAll(async () => {
  Object.assign(globalThis, { STATS_ENDPOINT: ENDPOINT });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon });
  // The page as the loader (lib/stats/loader.ts) saw it open: a share link, from a mail.
  history.replaceState({ router: 'kept' }, '', '/about?via=Studio%20North&filter=x#top');
  const kept: StatsHandOver = { p: '/about', v: 'Studio North', r: 'https://mail.example.org/inbox/1', q: [] };
  window.__stats = kept;
  // Before the beacon runs, the visitor plays the reel and opens the CV: the loader keeps both events.
  const keep = (event: Event) => kept.q.push(event);
  for (const type of ['click', 'play']) addEventListener(type, keep, true);
  const reel = Object.assign(document.createElement('section'), { id: 'showreel' });
  const cv = Object.assign(document.createElement('a'), { href: '/files/CV.pdf', textContent: 'CV' });
  document.body.append(reel, cv);
  document.addEventListener('click', (event) => event.preventDefault());
  mediaIn(reel, 'video', 80).dispatchEvent(new Event('play'));
  cv.click();
  for (const type of ['click', 'play']) removeEventListener(type, keep, true);
  await import('./beacon');
  firstEvents = sentEvents();
});

afterEach(async () => {
  await pageChanges();
  sendBeacon.mockClear();
  document.body.replaceChildren();
});

describe('the statistics beacon, as the service reads it', () => {
  test('counts the first page view with its share link and the referring site', () => {
    expect(firstEvents[0]).toEqual(
      expect.objectContaining({ name: 'pageview', path: '/about', via: 'studio-north', referrer: 'mail.example.org' }),
    );
  });

  test('counts the plays and clicks the loader kept from before it ran, after the page view, in their order', () => {
    expect(firstEvents.map(({ name, label, via }) => [name, label, via])).toEqual([
      ['pageview', null, 'studio-north'],
      ['showreel-play', null, 'studio-north'],
      ['cv-download', 'cv', 'studio-north'],
    ]);
    expect(window.__stats?.on).toBe(1);
  });

  test('counts each page the router shows without reloading, under the share link, without the referrer again', async () => {
    routerShows('/portfolio/first-project', document.createElement('main'));
    await pageChanges();
    document.body.append(document.createElement('p'));
    await pageChanges();
    expect(sentEvents()).toEqual([
      expect.objectContaining({
        name: 'pageview',
        path: '/portfolio/first-project',
        via: 'studio-north',
        referrer: null,
      }),
    ]);
  });

  test("counts the showreel's play, each quarter reached once, its end, and a new play after the end", () => {
    const reel = document.createElement('section');
    reel.id = 'showreel';
    document.body.append(reel);
    const video = mediaIn(reel, 'video', 80);
    video.dispatchEvent(new Event('play'));
    playTo(video, 10);
    playTo(video, 21);
    playTo(video, 30);
    video.dispatchEvent(new Event('play'));
    playTo(video, 79);
    playTo(video, 80);
    video.dispatchEvent(new Event('play'));
    expect(sentNames()).toEqual([
      'showreel-play',
      'showreel-progress 25',
      'showreel-progress 50',
      'showreel-progress 75',
      'showreel-complete',
      'showreel-play',
    ]);
  });

  test("counts a project's video and a voice demo once each until they end, and no looping preview", async () => {
    routerShows('/pt-br/portfolio/second-project');
    await pageChanges();
    sentEvents();
    const video = mediaIn(document.body, 'video', 10);
    const voice = mediaIn(document.body, 'audio', 10);
    const preview = mediaIn(document.body, 'video', 10);
    preview.loop = true;
    for (const media of [video, voice, preview, video, voice, preview]) media.dispatchEvent(new Event('play'));
    playTo(video, 10);
    expect(sentNames()).toEqual(['video-play second-project', 'voice-play']);
  });

  test('counts a PDF opened from a link by its name, and no other link', () => {
    const cv = Object.assign(document.createElement('a'), { href: '/files/CV-Letter.pdf', textContent: 'CV' });
    const about = Object.assign(document.createElement('a'), { href: '/about', textContent: 'About' });
    document.body.append(cv, about);
    // The page stays (jsdom cannot follow a link); the beacon, on the window, has seen the click first.
    document.addEventListener('click', (event) => event.preventDefault());
    about.click();
    cv.click();
    expect(sentNames()).toEqual(['cv-download cv-letter']);
  });

  test('counts a protected project once its sealed area shows the project instead of the password form', async () => {
    const sealed = document.createElement('div');
    sealed.setAttribute('data-nda-payload', 'sealed');
    sealed.append(document.createElement('form'));
    routerShows('/portfolio/secret-project', sealed);
    await pageChanges();
    expect(sentNames()).toEqual(['pageview']);
    sealed.replaceChildren(document.createElement('article'));
    await pageChanges();
    expect(sentNames()).toEqual(['nda-unlock secret-project']);
    // Once: not again as the opened project draws itself and names the tab.
    sealed.append(document.createElement('p'));
    document.title = 'The secret project';
    await pageChanges();
    expect(sentNames()).toEqual([]);
  });

  test('leaves the rest of the page alone while it changes (hydration, carousels, reveals): no lookup, nothing sent', async () => {
    routerShows('/services', document.createElement('main'));
    await pageChanges();
    sentEvents();
    const lookups = [jest.spyOn(document, 'querySelector'), jest.spyOn(Element.prototype, 'querySelector')];
    for (let index = 0; index < 50; index += 1) {
      document.body.append(document.createElement('section'));
      document.body.firstElementChild?.setAttribute('data-shown', String(index));
      await pageChanges();
    }
    for (const lookup of lookups) {
      expect(lookup).not.toHaveBeenCalled();
      lookup.mockRestore();
    }
    expect(sentEvents()).toEqual([]);
  });

  // Last: a second beacon stays in the page after it.
  test('counts all but the page view when the loader sent it as the page was hidden (the visitor came back)', async () => {
    const cv = Object.assign(document.createElement('a'), { href: '/cv.pdf', textContent: 'CV' });
    document.body.append(cv);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    cv.dispatchEvent(click);
    // (The beacon already running in this file counted that click; only the new one's events count here.)
    sentEvents();
    window.__stats = { p: '/contact', v: null, r: '', q: [click], s: 1 };
    history.replaceState(null, '', '/contact');
    await jest.isolateModulesAsync(async () => {
      await import('./beacon');
    });
    await pageChanges();
    expect(sentNames()).toEqual(['cv-download cv']);
  });
});
