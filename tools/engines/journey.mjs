/**
 * Every media journey a visitor has, in steps any WebDriver can run (tools/engines/drivers.mjs): the showreel
 * played, from a chapter and from a shared `?t=` (fetching no segment before that time), its captions shown, a
 * project page's video, the lightbox's video in the portfolio, a voice demo, and a protected project's private
 * video after unlocking. What to open comes from the content (plan.ts); the checks are what a visitor sees: it
 * played, how far, at which height, and how (hls.js through Media Source Extensions, the browser's own HLS, a
 * progressive file).
 *
 * A journey resolves with `{ journey, status, how, summary, facts, problems }`: `passed` when every check held,
 * `failed` with each broken check in `problems` (a thrown step included), `absent` when the content has nothing
 * for it (no voice demo, no protected video…): never a silent pass.
 */
import {
  markBullet,
  markControl,
  markLightboxVideo,
  markTarget,
  mediaState,
  playTarget,
  readPage,
  reelPlaylist,
  resourceCount,
  showCaptions,
  takeErrors,
  watch,
} from './page.mjs';

/** How long a video may take to play past its checkpoint: hls.js's chunk, playlists and segments, on a busy machine. */
const PLAY_MS = 60_000;
/** How long a page may take to show what a visitor acts on (hydration, the gallery, the slider). */
const READY_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Evaluates `fn(...args)` until `ok` holds for its result or `ms` pass; resolves with the last result. */
async function poll(driver, ms, ok, fn, ...args) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await driver.evaluate(fn, ...args);
    if (ok(value) || Date.now() > until) return value;
    await sleep(250);
  }
}

/** Opens `path` and watches the page from then on. */
async function open(driver, origin, path) {
  await driver.goto(`${origin}${path}`);
  await driver.evaluate(watch);
}

/** One journey's record: a list of checks, each kept with its words when it fails. */
function record(journey) {
  const problems = [];
  const facts = {};
  return {
    journey,
    facts,
    problems,
    check(ok, words) {
      if (!ok) problems.push(words);
      return ok;
    },
    /** Fails the journey now: a step a visitor could not take. */
    stop(words) {
      problems.push(words);
      throw new StopJourney(words);
    },
  };
}

class StopJourney extends Error {}

/** The point a video must play past: beyond its first segment where it has more than one, else near its end. */
function checkpoint(video) {
  const into = video.segmentSeconds ? video.segmentSeconds + 0.5 : 1;
  return Math.max(0.3, Math.min(into, video.duration - 0.5));
}

/** The heights hls.js may show: the ladder's rungs. */
const heightsOf = (video) => video.heights.join(', ');

/** Plays past `past` seconds (or ends, or fails); the state at that point. */
const playedPast = (driver, past, prefix, since) =>
  poll(driver, PLAY_MS, (state) => state.currentTime > past || state.ended || !!state.error, mediaState, prefix, since);

/**
 * The checks every played video shares: no media error, past its checkpoint and still playing (or at its end), as
 * a stream through hls.js or the browser's own HLS (never the progressive fallback, which would mean the stream
 * failed), at one of its ladder's heights, with segments of its own fetched (hls.js's are in Resource Timing).
 */
function checkPlayed(run, state, video, past, { sealed = false } = {}) {
  run.facts.played = state;
  run.check(!state.error, `the media element reports error ${state.error}`);
  run.check(
    state.currentTime > past || state.ended,
    `it reached ${state.currentTime.toFixed(2)} s in ${PLAY_MS / 1000} s, not past ${past.toFixed(2)} s`,
  );
  run.check(!state.paused || state.ended, `it is paused at ${state.currentTime.toFixed(2)} s`);
  const stream = state.how === 'hls.js (MSE)' || state.how === 'native HLS';
  run.check(
    stream,
    `it plays ${state.how}, not its stream (Media Source: ${state.mediaSource}; own HLS: ${state.nativeHls})`,
  );
  run.check(
    video.heights.includes(state.height),
    `it shows ${state.height} px tall, not one of its rungs (${heightsOf(video)})`,
  );
  // (A sealed stream's files are named by a hash: no segment number to read.)
  if (state.how === 'hls.js (MSE)' && !sealed) {
    run.check(state.segments.length > 0, 'hls.js played, yet no segment of this video is in Resource Timing');
  }
}

/** A video started by a real click on it; where the click did not start it, by its Play control's `play()`. */
async function startByClick(driver, run) {
  await driver.click('[data-engine-target]');
  // A click plays it at once, or pauses it while hls.js attaches, then plays (lib/media/stream.ts).
  const started = await poll(driver, 8_000, (state) => !state.paused || state.how !== 'nothing yet', mediaState, '');
  if (!started.paused || started.how !== 'nothing yet') {
    run.facts.startedBy = 'a click on the video';
    return;
  }
  run.facts.startedBy = 'its Play control (play()): a click on the video does not start it in this engine';
  await driver.evaluate(playTarget);
}

/**
 * Brings the target's slide into view with the slider's bullet, when it is not the one shown. Pressed again if the
 * slider had not moved there (the slider moves on by itself every 5 s, and a busy machine is slow to answer).
 */
async function showSlide(driver, run, plan, slide) {
  const bullet = plan.goToSlide.replace('{{index}}', String(slide + 1));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const shown = await driver.evaluate(markTarget, 'video', plan.label);
    if (shown?.inView) return;
    if (!(await driver.evaluate(markBullet, bullet))) run.stop(`no "${bullet}" bullet in the video's slider`);
    await driver.click('[data-engine-bullet]');
    const inView = await poll(driver, 3_000, (target) => !!target?.inView, markTarget, 'video', plan.label);
    if (inView?.inView) return;
  }
  run.stop(`"${bullet}" did not bring the video into view (three presses)`);
}

/**
 * Walks a journey's steps; a thrown step fails it. Then whatever was logged as an error meanwhile (the browser's
 * log, the page's own watch) fails it too.
 */
async function walk(driver, run, steps) {
  const logged = driver.errors.length;
  try {
    await steps();
  } catch (error) {
    if (!(error instanceof StopJourney)) run.problems.push(`stopped: ${error.message}`);
  }
  const pageErrors = await driver.evaluate(takeErrors).catch(() => []);
  const errors = [...new Set([...driver.errors.slice(logged), ...pageErrors])];
  if (errors.length) run.problems.push(`errors logged: ${errors.join(' | ')}`);
  if (run.problems.length) await driver.shoot?.(run);
  return run;
}

// The showreel

/** Home's reel: nothing of its stream before Play; Play plays it from one segment into the next; its captions. */
async function reelJourneys(driver, origin, plan) {
  const reel = plan.reel;
  const play = record('Showreel: Play');
  let playlist = null;
  await walk(driver, play, async () => {
    await open(driver, origin, '/');
    const button = await poll(driver, READY_MS, Boolean, markControl, reel.play, 'data-engine-play', true);
    if (!button) play.stop(`no "${reel.play}" button on Home (not hydrated?)`);
    if (!(await driver.evaluate(markTarget, 'video', reel.title))) play.stop(`no video named "${reel.title}"`);
    const before = await driver.evaluate(mediaState, '');
    play.check(before.streamFiles === 0, `${before.streamFiles} playlists or segments fetched before Play`);
    playlist = await driver.evaluate(reelPlaylist);
    if (!playlist) play.stop('the reel names no master playlist (source type application/vnd.apple.mpegurl)');
    await driver.click('[data-engine-play]');
    const past = Math.min((playlist.lengths[0] ?? 0) + 0.5, reel.duration - 0.5);
    const state = await playedPast(driver, past, playlist.prefix);
    checkPlayed(play, state, reel, past);
    if (playlist.lengths.length > 1 && state.how === 'hls.js (MSE)') {
      play.check(
        state.segments.includes(0) && state.segments.includes(1),
        `segments 0 and 1 were not both fetched (${[...new Set(state.segments)].join(', ')})`,
      );
    }
  });

  const captions = record('Showreel: captions shown');
  if (!reel.captions) return [play, absent(captions, 'the showreel has no captions file'), ...(await seeks())];
  await walk(driver, captions, async () => {
    if (play.problems.length) captions.stop('the reel did not play (above)');
    // Shown as choosing them in the controls' menu does (the native menu is out of WebDriver's reach).
    const shown = await poll(
      driver,
      15_000,
      (state) => !state.track || (state.active.length > 0 && state.readyState === 2),
      showCaptions,
      reel.captions.label,
    );
    captions.facts.captions = shown;
    if (!shown.track) captions.stop(`no captions track labelled "${reel.captions.label}" on the reel`);
    captions.check(shown.readyState === 2, `its track did not load (readyState ${shown.readyState}; 3 is an error)`);
    captions.check(shown.mode === 'showing', `its track is ${shown.mode}, not showing`);
    captions.check(shown.active.length > 0, `no cue is on screen at ${shown.time.toFixed(1)} s (${shown.cues} cues)`);
    captions.check(
      shown.active.every((text) => reel.captions.cues.includes(text)),
      `the cue shown ("${shown.active.join(' / ')}") is not one of the captions file's`,
    );
    captions.check(shown.activeAtTime, `the cue shown is not the one of ${shown.time.toFixed(1)} s`);
  });
  return [play, captions, ...(await seeks())];

  /** A chapter's link and a shared `?t=`: each plays from its time with no segment of the stream before it. */
  async function seeks() {
    const lengths = playlist?.lengths ?? [];
    const segmentAt = (time) => {
      let end = 0;
      const index = lengths.findIndex((length) => (end += length) > time);
      return index < 0 ? lengths.length - 1 : index;
    };
    // Chapters past the first segment: there is something before them not to fetch.
    const later = reel.chapters.filter((chapter) => segmentAt(chapter.start) > 0);
    const chapter = later.at(-2) ?? later.at(-1);
    const shared = reel.chapters.at(-1);
    const results = [];

    const byChapter = record(chapter ? `Showreel: chapter ${chapter.link}` : 'Showreel: a chapter');
    if (!playlist) results.push(absent(byChapter, 'the reel did not give its playlist (above)', 'failed'));
    else if (!chapter) results.push(absent(byChapter, 'no chapter starts past the first segment'));
    else {
      results.push(
        await walk(driver, byChapter, async () => {
          await open(driver, origin, '/');
          if (!(await poll(driver, READY_MS, Boolean, markControl, reel.play, 'data-engine-play', true))) {
            byChapter.stop('the reel never got its Play button (not hydrated?)');
          }
          await driver.evaluate(markTarget, 'video', reel.title);
          if (!(await driver.evaluate(markControl, chapter.link, 'data-engine-chapter'))) {
            byChapter.stop(`no chapter link "${chapter.link}"`);
          }
          await driver.click('[data-engine-chapter]');
          await seekChecks(byChapter, chapter.start, `?t=${Math.floor(chapter.start)}#showreel`);
        }),
      );
    }

    const byAddress = record(shared ? `Showreel: shared ?t=${Math.floor(shared.start)}` : 'Showreel: a shared ?t=');
    if (!playlist) results.push(absent(byAddress, 'the reel did not give its playlist (above)', 'failed'));
    else if (!shared || segmentAt(shared.start) === 0) {
      results.push(absent(byAddress, 'the last chapter starts in the first segment: nothing before it to skip'));
    } else {
      results.push(
        await walk(driver, byAddress, async () => {
          const start = Math.floor(shared.start);
          await open(driver, origin, `/?t=${start}#showreel`);
          const button = await poll(driver, READY_MS, Boolean, markControl, shared.playFrom, 'data-engine-play');
          if (!button) byAddress.stop(`no "${shared.playFrom}" button`);
          await driver.evaluate(markTarget, 'video', reel.title);
          const before = await driver.evaluate(mediaState, playlist.prefix);
          byAddress.check(before.paused && before.currentTime === 0, 'the reel started by itself');
          byAddress.check(before.streamFiles === 0, `${before.streamFiles} stream files fetched before Play`);
          await driver.click('[data-engine-play]');
          await seekChecks(byAddress, start, null);
        }),
      );
    }
    return results;

    async function seekChecks(run, start, address) {
      const first = segmentAt(start);
      const past = Math.min(start + 0.5, reel.duration - 0.3);
      const state = await playedPast(driver, past, playlist.prefix);
      checkPlayed(run, state, reel, past);
      // A segment that ends at or before the start holds nothing to show (each rung and the sound by its own times).
      const early = state.segmentPaths.filter((path) => (playlist.spans[path]?.[1] ?? Infinity) <= start + 0.001);
      run.facts.firstSegment = first;
      run.check(
        early.length === 0,
        `segments that end before ${start} s were fetched: ${early
          .map(
            (path) => `${path.split('/').pop()} (${playlist.spans[path].map((time) => time.toFixed(2)).join('–')} s)`,
          )
          .join(', ')}`,
      );
      if (address) {
        const page = await driver.evaluate(readPage);
        run.check(page.address.endsWith(address), `the address is ${page.address}, not …${address}`);
      }
    }
  }
}

// Videos on other pages

/** A project page's video, from its slide, started from the video itself. */
async function projectVideoJourney(driver, origin, plan) {
  const video = plan.projectVideo;
  const run = record('Project page: video');
  if (!video) return absent(run, 'no public project has a video');
  return walk(driver, run, async () => {
    await open(driver, origin, video.path);
    const ready = await poll(
      driver,
      READY_MS,
      (target) => !!target?.controls && target.sliderReady,
      markTarget,
      'video',
      video.label,
    );
    if (!ready) run.stop(`no video named "${video.label}" on ${video.path}`);
    run.check(ready.controls && ready.sliderReady, 'the video never got its controls (slider not ready?)');
    run.check(!!ready.stream, 'the video names no stream (data-stream)');
    const before = await driver.evaluate(mediaState, '');
    run.check(before.streamFiles === 0, `${before.streamFiles} stream files fetched before Play`);
    if (video.slides > 1) await showSlide(driver, run, { ...video, goToSlide: plan.goToSlide }, video.slide);
    await startByClick(driver, run);
    const past = checkpoint(video);
    checkPlayed(run, await playedPast(driver, past, ready.stream.replace(/\.m3u8$/, '.')), video, past);
  });
}

/** The portfolio's card of the newest project with a video: Preview opens the lightbox on it, Space plays it. */
async function lightboxJourney(driver, origin, plan) {
  const video = plan.lightbox;
  const run = record('Portfolio: lightbox video');
  if (!video) return absent(run, 'no project has a video');
  return walk(driver, run, async () => {
    await open(driver, origin, '/portfolio');
    if (!(await poll(driver, READY_MS, (page) => page.galleryLive, readPage)).galleryLive) {
      run.stop('the gallery never replaced its static grid');
    }
    await driver.click(`article[data-card="${video.slug}"] a[data-preview]`);
    const page = await poll(driver, READY_MS, (state) => state.lightboxTitle === video.title, readPage);
    if (page.lightboxTitle !== video.title)
      run.stop(`the lightbox shows "${page.lightboxTitle}", not "${video.title}"`);
    const target = await poll(driver, 10_000, (state) => !!state?.controls && !!state.stream, markLightboxVideo);
    if (!target) run.stop('the lightbox slide has no video');
    run.check(!!target.stream, "the lightbox's video names no stream (data-stream)");
    run.check(target.paused, 'the video played by itself');
    await driver.press(' ');
    run.facts.startedBy = 'Space (the lightbox plays and pauses the video on screen)';
    const past = checkpoint(video);
    const state = await playedPast(driver, past, target.stream?.replace(/\.m3u8$/, '.') ?? '');
    checkPlayed(run, state, video, past);
    const after = await driver.evaluate(readPage);
    run.check(after.lightboxTitle === video.title, `the lightbox moved on to "${after.lightboxTitle}"`);
  });
}

/** The first voice demo on the Services page: its native audio player, pressed at its Play control. */
async function voiceJourney(driver, origin, plan) {
  const voice = plan.voice;
  const run = record('Services: voice demo');
  if (!voice) return absent(run, 'the content has no voice demos');
  return walk(driver, run, async () => {
    await open(driver, origin, '/services');
    const target = await driver.evaluate(markTarget, 'audio', voice.title);
    if (!target) run.stop(`no audio player labelled "${voice.title}"`);
    run.check(target.controls, 'the audio player has no controls');
    const before = await driver.evaluate(mediaState, '');
    run.check(before.readyState === 0, `it loaded its sound before Play (readyState ${before.readyState})`);
    // Every engine's audio controls start with the Play button, at the left: its centre is about 24 px in.
    await driver.click('[data-engine-target]', { x: -target.width / 2 + 24, y: 0 });
    const started = await poll(driver, 5_000, (state) => !state.paused, mediaState, '');
    if (started.paused) {
      run.facts.startedBy = 'its Play control (play()): the click at its left end did not start it';
      await driver.evaluate(playTarget);
    } else run.facts.startedBy = 'a click on its Play control';
    const past = Math.min(1, voice.duration / 2);
    const state = await poll(
      driver,
      PLAY_MS,
      (now) => now.currentTime > past || now.ended || !!now.error,
      mediaState,
      '',
    );
    run.facts.played = state;
    run.check(!state.error, `the audio reports error ${state.error}`);
    run.check(state.currentTime > past || state.ended, `it reached ${state.currentTime.toFixed(2)} s, not ${past} s`);
    run.check(!state.paused || state.ended, 'it is paused');
    run.check(state.how.startsWith('native audio'), `it plays ${state.how}`);
  });
}

/** A protected project: its password typed and Unlock pressed, then its private video played from sealed files. */
async function sealedJourney(driver, origin, plan) {
  const sealed = plan.sealed;
  const run = record('Protected project: private video');
  if (!sealed) return absent(run, 'no protected project has a private video');
  return walk(driver, run, async () => {
    await open(driver, origin, sealed.path);
    const page = await poll(driver, READY_MS, (state) => state.passwordField, readPage);
    run.check(page.heading === sealed.publicTitle, `before unlocking it reads "${page.heading}"`);
    if (!page.passwordField) run.stop('no password field');
    await driver.type('input[type="password"]', sealed.password);
    if (!(await driver.evaluate(markControl, sealed.unlock, 'data-engine-unlock')))
      run.stop(`no ${sealed.unlock} button`);
    await driver.click('[data-engine-unlock]');
    // 600,000 rounds of PBKDF2, then the payload and the pictures.
    const open_ = await poll(driver, 60_000, (state) => state.heading === sealed.title, readPage);
    if (open_.heading !== sealed.title)
      run.stop(`after Unlock the page reads "${open_.heading}", not the private title`);
    const ready = await poll(
      driver,
      READY_MS,
      (target) => !!target?.controls && /^blob:/.test(target.poster ?? '') && target.sliderReady,
      markTarget,
      'video',
      sealed.label,
    );
    if (!ready) run.stop(`no private video named "${sealed.label}"`);
    run.check(/^blob:/.test(ready.poster ?? ''), `its poster is ${ready.poster}, not opened from its sealed file`);
    if (sealed.slides > 1) await showSlide(driver, run, { ...sealed, goToSlide: plan.goToSlide }, sealed.slide);
    const since = await driver.evaluate(resourceCount);
    await startByClick(driver, run);
    const past = checkpoint(sealed);
    const state = await playedPast(driver, past, '', since);
    checkPlayed(run, state, sealed, past, { sealed: true });
    run.check(state.how === 'hls.js (MSE)', `a sealed stream plays only through hls.js, here it played ${state.how}`);
    // The master playlist, a variant's playlist, its init segment and a segment at least, every one sealed.
    run.check(state.sealedAfter >= 4, `only ${state.sealedAfter} sealed files were fetched after Play`);
    run.check(
      state.mediaAfter.length === 0,
      `media files other than sealed ones after Play: ${state.mediaAfter.join(', ')}`,
    );
  });
}

/** A journey the content has nothing for (or one that cannot start because an earlier step failed). */
function absent(run, why, status = 'absent') {
  return { ...run, status, why };
}

/** What a journey's record says, in one line a person reads, and its status. */
function settle(run) {
  if (run.status) return { ...run, summary: run.why, how: null };
  const played = run.facts.played;
  const status = run.problems.length ? 'failed' : 'passed';
  const how = played?.how ?? null;
  const summary = played
    ? `${how}, ${played.currentTime.toFixed(1)} s${played.height ? ` at ${played.height}p` : ''}` +
      (played.segments?.length ? `, segments ${[...new Set(played.segments)].sort((a, b) => a - b).join(' ')}` : '') +
      (played.sealedAfter ? `, ${played.sealedAfter} sealed files` : '')
    : run.facts.captions
      ? `cue "${run.facts.captions.active?.[0]?.replace(/\s+/g, ' ') ?? ''}" at ${run.facts.captions.time?.toFixed(1)} s`
      : '';
  return { ...run, status, how, summary };
}

/** The journeys by the name `--journeys` takes, in the order they run. */
export const JOURNEYS = {
  reel: async (driver, origin, plan) => {
    if (plan.reel) return reelJourneys(driver, origin, plan);
    const why = plan.externalReel
      ? 'the showreel is a YouTube or Vimeo address: the host plays it'
      : 'the content has no showreel';
    return absent(record('Showreel'), why);
  },
  project: projectVideoJourney,
  lightbox: lightboxJourney,
  voice: voiceJourney,
  protected: sealedJourney,
};

/**
 * Walks the journeys named (all by default) in one browser against one server; resolves with their records (never
 * throws for a failed check, so that every engine and server is reported).
 */
export async function walkJourneys(driver, origin, plan, names = Object.keys(JOURNEYS)) {
  const runs = [];
  for (const name of names) runs.push(...[await JOURNEYS[name](driver, origin, plan)].flat().map(settle));
  return runs;
}
