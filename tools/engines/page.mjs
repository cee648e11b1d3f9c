/**
 * The functions the journeys run inside the page (tools/engines/journey.mjs). Each is sent to the browser as its
 * source text with its arguments as JSON (drivers.mjs), so each stands alone: nothing from outside its own body.
 * They find things as a visitor names them (an accessible name, the words of a link or button), then mark them
 * with a `data-engine-*` attribute for the driver's real click or key press.
 */

/**
 * Watches the page from now on: script errors, console errors and CSP violations (`__engine.errors`), and which
 * object URLs are a MediaSource (hls.js feeding the video) and which a Blob (a file opened whole). Makes room for
 * every resource timing entry, which the journeys read to tell what was fetched (a gallery fills the default 250).
 */
export function watch() {
  performance.setResourceTimingBufferSize(100_000);
  if (window.__engine) return true;
  const state = { errors: [], objectUrls: {} };
  window.__engine = state;
  const note = (text) => state.errors.push(String(text).slice(0, 400));
  window.addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) note(`script error: ${event.message}`);
  });
  window.addEventListener('unhandledrejection', (event) => note(`unhandled rejection: ${event.reason}`));
  document.addEventListener(
    'securitypolicyviolation',
    (event) => note(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
    true,
  );
  const logError = console.error.bind(console);
  console.error = (...args) => {
    note(args.map(String).join(' '));
    logError(...args);
  };
  const create = URL.createObjectURL;
  URL.createObjectURL = function createObjectURL(object) {
    const url = create.call(URL, object);
    state.objectUrls[url] = object?.constructor?.name ?? typeof object;
    return url;
  };
  return true;
}

/**
 * Marks the page's video or audio (`selector`) whose accessible name is `name` (its aria-label, or the text of the
 * element its aria-labelledby names) as the journey's target, and says what it looks like; null when none.
 */
export function markTarget(selector, name) {
  for (const old of document.querySelectorAll('[data-engine-target]')) old.removeAttribute('data-engine-target');
  const media = [...document.querySelectorAll(selector)].find((element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const label = labelledBy
      ? document.getElementById(labelledBy)?.textContent?.trim()
      : element.getAttribute('aria-label');
    return label === name;
  });
  if (!media) return null;
  media.setAttribute('data-engine-target', '');
  const box = media.getBoundingClientRect();
  const slide = media.closest('.swiper-slide');
  return {
    controls: media.controls,
    poster: media.getAttribute('poster'),
    stream: media.dataset.stream ?? null,
    // On screen: the slider's current slide (where there is a slider), whole across the window.
    inView:
      (!slide || slide.classList.contains('swiper-slide-active')) &&
      box.width > 0 &&
      box.left >= -1 &&
      box.right <= window.innerWidth + 1,
    width: box.width,
    sliderReady: !media.closest('.swiper') || !!media.closest('.swiper-initialized'),
  };
}

/** Marks the first button or link whose words are `words` (or start with them, with `prefix`); its words, or null. */
export function markControl(words, attribute, prefix = false) {
  for (const old of document.querySelectorAll(`[${attribute}]`)) old.removeAttribute(attribute);
  const normal = (text) => text.replace(/\s+/g, ' ').trim();
  const control = [...document.querySelectorAll('button, a, [role="button"]')].find((element) => {
    const text = normal(element.getAttribute('aria-label') ?? element.textContent ?? '');
    return prefix ? text.startsWith(words) : text === words;
  });
  if (!control) return null;
  control.setAttribute(attribute, '');
  return normal(control.getAttribute('aria-label') ?? control.textContent ?? '');
}

/** Marks the slider bullet that shows the target's slide (`name`: "Go to slide 2"); whether there is one. */
export function markBullet(name) {
  const slider = document.querySelector('[data-engine-target]')?.closest('.swiper');
  const bullet = [...(slider?.querySelectorAll('button') ?? [])].find(
    (button) => button.getAttribute('aria-label') === name,
  );
  bullet?.setAttribute('data-engine-bullet', '');
  return !!bullet;
}

/**
 * The reel's master playlist, the path its stream's files start with, its first rung's segment lengths (s), and
 * the time span of every segment of every playlist it names (the rungs and the sound), by path.
 */
export async function reelPlaylist() {
  const video = document.querySelector('[data-engine-target]');
  const master = video?.querySelector('source[type="application/vnd.apple.mpegurl"]')?.src;
  if (!master) return null;
  const masterText = await (await fetch(master)).text();
  const playlists = [
    ...masterText.split('\n').filter((line) => line.trim() && !line.startsWith('#')),
    ...[...masterText.matchAll(/URI="([^"]+)"/g)].map((match) => match[1]),
  ].map((uri) => new URL(uri, master));
  const spans = {};
  let lengths = null;
  for (const url of playlists) {
    const text = await (await fetch(url)).text();
    let start = 0;
    let length = 0;
    const mine = [];
    for (const line of text.split('\n')) {
      const duration = /^#EXTINF:([\d.]+)/.exec(line);
      if (duration) length = Number(duration[1]);
      else if (line.trim() && !line.startsWith('#')) {
        spans[new URL(line.trim(), url).pathname] = [start, start + length];
        mine.push(length);
        start += length;
      }
    }
    lengths ??= mine;
  }
  return { prefix: new URL(master).pathname.replace(/\.m3u8$/, '.'), lengths: lengths ?? [], spans };
}

/** How many resources the page has fetched so far (a mark: what comes after it came after the visitor acted). */
export function resourceCount() {
  return performance.getEntriesByType('resource').length;
}

/**
 * What the target is doing now: how it plays (hls.js through a MediaSource, the browser's own HLS, a file), where,
 * at what height, and what the page fetched: its stream's segments (paths starting with `prefix`), its playlists,
 * sealed files, and everything fetched since resource number `since`.
 */
export function mediaState(prefix, since = 0) {
  const media = document.querySelector('[data-engine-target]');
  if (!media) return { found: false };
  const state = window.__engine ?? { errors: [], objectUrls: {} };
  const src = media.currentSrc || media.src || '';
  const kind = state.objectUrls[src];
  const file = /\.(\w+)(\?|$)/.exec(src)?.[1];
  let how;
  if (src.startsWith('blob:')) {
    how = /MediaSource/.test(kind ?? '')
      ? 'hls.js (MSE)'
      : kind === 'Blob'
        ? 'a file opened whole (Blob)'
        : `blob: URL of unknown kind`;
  } else if (file === 'm3u8') how = 'native HLS';
  else if (file) how = media instanceof HTMLAudioElement ? `native audio (.${file})` : `progressive .${file}`;
  else how = 'nothing yet';
  const paths = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
  const mine = prefix ? paths.filter((path) => path.startsWith(prefix)) : [];
  const after = paths.slice(since);
  return {
    found: true,
    how,
    currentTime: media.currentTime,
    duration: media.duration,
    paused: media.paused,
    ended: media.ended,
    height: media instanceof HTMLVideoElement ? media.videoHeight : null,
    readyState: media.readyState,
    error: media.error ? `${media.error.code} ${media.error.message}` : null,
    mediaSource: 'MediaSource' in window || 'ManagedMediaSource' in window,
    nativeHls: media.canPlayType('application/vnd.apple.mpegurl') !== '',
    segments: mine.filter((path) => path.endsWith('.m4s')).map((path) => Number(/\.(\d+)\.m4s$/.exec(path)?.[1])),
    segmentPaths: [...new Set(mine.filter((path) => path.endsWith('.m4s')))],
    playlists: mine.filter((path) => path.endsWith('.m3u8')).length,
    streamFiles: paths.filter((path) => /^\/_media\/.+(\.m3u8|\.m4s|\.init\.mp4)$/.test(path)).length,
    sealedAfter: after.filter((path) => /^\/_nda\/[0-9a-f]+\.bin$/.test(path)).length,
    mediaAfter: after.filter((path) => path.startsWith('/_media/') || /\.(m3u8|m4s|mp4|webm|m4a|vtt)$/.test(path)),
    errors: state.errors,
  };
}

/** Starts the target as its own Play control would (`play()`), for when a click on it did not. */
export function playTarget() {
  document
    .querySelector('[data-engine-target]')
    ?.play()
    .catch(() => undefined);
  return true;
}

/** The target video's captions track named `label`, shown (as choosing it in the controls' menu does), and its cues. */
export function showCaptions(label) {
  const media = document.querySelector('[data-engine-target]');
  const element = [...(media?.querySelectorAll('track') ?? [])].find((track) => track.label === label);
  if (!element) return { track: false, tracks: media?.textTracks.length ?? 0 };
  element.track.mode = 'showing';
  const active = [...(element.track.activeCues ?? [])];
  return {
    track: true,
    tracks: media.textTracks.length,
    readyState: element.readyState,
    mode: element.track.mode,
    cues: element.track.cues?.length ?? 0,
    active: active.map((cue) => cue.text),
    activeAtTime: active.every(
      (cue) => cue.startTime <= media.currentTime + 0.3 && media.currentTime - 0.3 <= cue.endTime,
    ),
    time: media.currentTime,
  };
}

/** The page's main heading, the lightbox's current title, the gallery's state, the address: what a visitor reads. */
export function readPage() {
  return {
    heading: document.querySelector('h1')?.textContent?.trim() ?? null,
    lightboxTitle: document.querySelector('.yarl__slide_current .yarl__slide_title')?.textContent?.trim() ?? null,
    galleryLive: !!document.querySelector('#portfolio') && !document.querySelector('[data-static-grid]'),
    passwordField: !!document.querySelector('input[type="password"]'),
    address: location.pathname + location.search + location.hash,
  };
}

/** Marks the video of the lightbox's current slide as the target. */
export function markLightboxVideo() {
  for (const old of document.querySelectorAll('[data-engine-target]')) old.removeAttribute('data-engine-target');
  const video = document.querySelector('.yarl__slide_current video');
  if (!video) return null;
  video.setAttribute('data-engine-target', '');
  return { controls: video.controls, stream: video.dataset.stream ?? null, paused: video.paused };
}

/** The errors the page's watch noted since the last call, forgotten then (each journey reports its own). */
export function takeErrors() {
  const errors = window.__engine?.errors ?? [];
  return errors.splice(0, errors.length);
}
