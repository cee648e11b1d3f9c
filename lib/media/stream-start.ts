/**
 * The first files of a stream, fetched on Play while hls.js itself is still downloading and compiling: on a slow
 * link each playlist is a round trip, and hls.js would otherwise ask for the master playlist, then the video and
 * sound playlists, then their init and first segments, one after another, only once it runs. Fetched here in the
 * same order but alongside hls.js, they wait in the HTTP cache (`_media/*` is cached for a year), where hls.js
 * finds them. The player starts hls.js on the same rung (the lowest, `START_LEVEL`), so it uses what was fetched
 * here (Chromium and Firefox share a download still in flight; WebKit fetches a file twice if hls.js asks before it
 * has arrived, which on a slow link it does not). Best effort: a file that fails here is fetched again by hls.js,
 * which reports its errors.
 */

/** hls.js's `startLevel`: its levels sorted lowest first (by height, then bit rate), as `startRung` picks. */
export const START_LEVEL = 0;

/** One tag's attributes: `BANDWIDTH=532338,CODECS="avc1…"` → a map (quotes removed). */
function attributes(line: string): Map<string, string> {
  const list = line.slice(line.indexOf(':') + 1);
  const pairs = list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g);
  return new Map([...pairs].map(([, key, value]) => [key!, value!.replace(/^"|"$/g, '')]));
}

/** The line after `index` that is a URI (not a tag, not blank). */
function uriAfter(lines: string[], index: number): string | undefined {
  return lines.slice(index + 1).find((line) => line !== '' && !line.startsWith('#'));
}

const linesOf = (text: string) => text.split(/\r?\n/).map((line) => line.trim());

/**
 * The media playlists a player starts with, from a master playlist: the lowest rung (the smallest height, then
 * the lowest bit rate, as hls.js sorts its levels) and the default sound of its audio group, if it has one. URLs
 * resolved against the master's.
 */
export function startRung(master: string, masterUrl: string): { video: string; audio?: string } | undefined {
  const lines = linesOf(master);
  const rungs = lines.flatMap((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return [];
    const tag = attributes(line);
    const uri = uriAfter(lines, index);
    if (!uri) return [];
    const height = Number(tag.get('RESOLUTION')?.split('x')[1] ?? 0);
    return [{ uri, height, bandwidth: Number(tag.get('BANDWIDTH') ?? 0), audio: tag.get('AUDIO') }];
  });
  const lowest = rungs.sort((a, b) => a.height - b.height || a.bandwidth - b.bandwidth)[0];
  if (!lowest) return undefined;
  const sounds = lines
    .filter((line) => line.startsWith('#EXT-X-MEDIA:'))
    .map(attributes)
    .filter((tag) => tag.get('TYPE') === 'AUDIO' && tag.get('GROUP-ID') === lowest.audio && tag.has('URI'));
  const sound = sounds.find((tag) => tag.get('DEFAULT') === 'YES') ?? sounds[0];
  const resolve = (uri: string) => new URL(uri, masterUrl).href;
  return { video: resolve(lowest.uri), ...(sound && { audio: resolve(sound.get('URI')!) }) };
}

/** What a player fetches of a media playlist to show `at` seconds: its init segment and the segment holding it. */
export function startSegments(playlist: string, playlistUrl: string, at = 0): string[] {
  const lines = linesOf(playlist);
  const init = lines.find((line) => line.startsWith('#EXT-X-MAP:'));
  let end = 0;
  let segment: string | undefined;
  for (const [index, line] of lines.entries()) {
    if (!line.startsWith('#EXTINF:')) continue;
    end += Number.parseFloat(line.slice('#EXTINF:'.length));
    segment = uriAfter(lines, index);
    if (end > at) break;
  }
  const uris = [init && attributes(init).get('URI'), segment].filter((uri) => uri !== undefined);
  return uris.map((uri) => new URL(uri, playlistUrl).href);
}

/** Fetches a file whole (so that it is in the HTTP cache), resolving with its text when asked. */
async function fetched(url: string, text: true): Promise<string>;
async function fetched(url: string, text?: false): Promise<void>;
async function fetched(url: string, text = false): Promise<string | void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  if (text) return response.text();
  await response.arrayBuffer();
}

/**
 * Fetches the files hls.js will ask for first to show `at` seconds of the stream at `src` (a master playlist),
 * on the lowest rung. Never rejects: this only saves round trips.
 */
export async function warmStream(src: string, at = 0): Promise<void> {
  try {
    const masterUrl = new URL(src, window.location.href).href;
    const start = startRung(await fetched(masterUrl, true), masterUrl);
    if (!start) return;
    await Promise.all(
      [start.video, start.audio]
        .filter((url) => url !== undefined)
        .map(async (url) => {
          const files = startSegments(await fetched(url, true), url, at);
          await Promise.all(files.map((file) => fetched(file)));
        }),
    );
  } catch {
    // hls.js fetches whatever is missing, and says so if it cannot.
  }
}
