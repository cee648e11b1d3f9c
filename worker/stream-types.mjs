/**
 * The Content-Type of an adaptive stream's files, which a server's own table may not know: playlists (`.m3u8`, which
 * Safari's own HLS insists on) and fMP4 segments (`.m4s`). The site's Worker (ranges.ts) and `npm start`
 * (scripts/serve.mjs) both serve them with these. Plain JavaScript, so `node scripts/serve.mjs` imports it as it is.
 */
export const STREAM_TYPES = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
};
