/**
 * The showreel's stream journey (as e2e/stream.spec.ts walks it in Chromium), in steps any WebDriver can run:
 * each step is a function evaluated in the page, the Play button is pressed by the driver (a real click, so the
 * reel may start with sound). A driver is `{ goto(url), evaluate(fn, ...args), click(cssSelector) }`.
 */

/** Marks the showreel's Play button (drawn once the page is hydrated) for the driver to click; its name, or null. */
function markPlayButton() {
  const section = [...document.querySelectorAll('section')].find((candidate) =>
    /^Showreel$/.test(candidate.querySelector('h2')?.textContent?.trim() ?? ''),
  );
  const button = section?.querySelector('button');
  if (!button) return null;
  // The button goes once the reel plays: the section stays marked.
  section.setAttribute('data-engine-reel', '');
  button.setAttribute('data-engine-play', '');
  button.scrollIntoView({ block: 'center' });
  return button.textContent.trim();
}

/** The reel's segment lengths (s), from its master playlist's first rung; the last chapter's start (s). */
async function reelFacts() {
  const video = document.querySelector('[data-engine-reel] video');
  const master = video.querySelector('source[type="application/vnd.apple.mpegurl"]')?.src;
  if (!master) return { master: null, lengths: [], lastChapter: null };
  const masterText = await (await fetch(master)).text();
  const variant = masterText.split('\n').find((line) => line.trim() && !line.startsWith('#'));
  const playlist = await (await fetch(new URL(variant, master))).text();
  const lengths = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((match) => Number(match[1]));
  const chapters = [...document.querySelectorAll('a[href*="?t="]')].map((link) =>
    Number(new URL(link.href).searchParams.get('t')),
  );
  return { master, lengths, lastChapter: chapters.length ? Math.max(...chapters) : null };
}

/** What the reel is doing now: how it plays (hls.js, the browser's own HLS, the fallback), where, what it fetched. */
function reelState() {
  const video = document.querySelector('[data-engine-reel] video');
  if (!video) return { found: false };
  const how = video.src.startsWith('blob:')
    ? 'HLS through hls.js (Media Source Extensions)'
    : /\.m3u8(\?|$)/.test(video.currentSrc)
      ? "HLS by the browser's own player"
      : /\.mp4(\?|$)/.test(video.currentSrc)
        ? 'the progressive fallback MP4'
        : `nothing yet (${video.currentSrc || 'no source'})`;
  // hls.js fetches with XHR and fetch(), which Resource Timing lists; a <video>'s own loads are not listed.
  const entries = performance
    .getEntriesByType('resource')
    .filter((entry) => /\.m4s$/.test(new URL(entry.name).pathname));
  const segments = entries.map((entry) => Number(/\.(\d+)\.m4s$/.exec(new URL(entry.name).pathname)[1]));
  // A segment asked for twice (fetched ahead of hls.js, then by it) should come over the network once.
  const overNetwork = new Set(entries.filter((entry) => entry.transferSize > 0).map((entry) => entry.name)).size;
  const downloads = entries.filter((entry) => entry.transferSize > 0).length;
  return {
    found: true,
    how,
    currentTime: video.currentTime,
    paused: video.paused,
    height: video.videoHeight,
    error: video.error ? `${video.error.code} ${video.error.message}` : null,
    mediaSource: 'MediaSource' in window || 'ManagedMediaSource' in window,
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    segments,
    downloads,
    overNetwork,
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Evaluates `fn` until `ok` holds for its result or `ms` pass; resolves with the last result. */
async function poll(driver, fn, ok, ms) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await driver.evaluate(fn);
    if (ok(value) || Date.now() > until) return value;
    await sleep(250);
  }
}

/**
 * Walks both journeys; resolves with what happened (`passed`, and the facts a person reads), never throws for a
 * failed expectation (the caller prints all engines' results).
 */
export async function walkJourneys(driver, origin) {
  const results = [];
  // 1. Home: nothing of the stream before Play; Play plays on from the first segment into the next.
  await driver.goto(`${origin}/`);
  const name = await poll(driver, markPlayButton, Boolean, 30_000);
  if (!name) return [{ journey: 'Play on Home', passed: false, facts: 'no showreel Play button (not hydrated?)' }];
  const facts = await driver.evaluate(reelFacts);
  const before = await driver.evaluate(reelState);
  await driver.click('[data-engine-play]');
  const firstEnd = facts.lengths[0] ?? 4;
  const played = await poll(driver, reelState, (state) => state.currentTime > firstEnd + 0.5 || !!state.error, 60_000);
  results.push({
    journey: 'Play on Home',
    passed: before.segments.length === 0 && played.currentTime > firstEnd + 0.5 && !played.paused,
    facts: { button: name, ...played, segmentsBeforePlay: before.segments.length },
  });

  // 2. A shared ?t= of the last chapter: plays from there; hls.js fetches no segment before it.
  if (facts.lastChapter !== null && facts.lastChapter > 0) {
    const start = facts.lastChapter;
    await driver.goto(`${origin}/?t=${start}#showreel`);
    const from = await poll(driver, markPlayButton, (text) => !!text && / from /.test(text), 30_000);
    await driver.click('[data-engine-play]');
    const state = await poll(driver, reelState, (s) => s.currentTime > start + 0.3 || !!s.error, 60_000);
    let end = 0;
    const first = facts.lengths.findIndex((length) => (end += length) > start);
    const early = state.segments.filter((number) => number < first);
    results.push({
      journey: `Play from ?t=${start}`,
      passed: state.currentTime > start + 0.3 && early.length === 0,
      facts: { button: from, ...state, firstSegment: first, segmentsBeforeIt: early.length },
    });
  }
  return results;
}
