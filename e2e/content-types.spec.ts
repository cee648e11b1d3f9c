import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * Every kind of file the export holds is served with its Content-Type (scripts/serve.mjs, as a CDN does): one file of
 * each extension found in out/, whatever the content adds. Skipped: what a host never publishes (`_headers`,
 * `_redirects`, dotfiles).
 */

const OUT = path.resolve('out');
const NEVER_SERVED = new Set(['_headers', '_redirects']);

/** The type each extension must have; one not listed here must at least not be sent as bare bytes. */
const EXPECTED: Record<string, RegExp> = {
  '.avif': /^image\/avif$/,
  // A protected project's sealed parts (out/_nda/): ciphertext, bytes by nature.
  '.bin': /^application\/octet-stream$/,
  '.css': /^text\/css/,
  '.html': /^text\/html/,
  '.ico': /^image\/(x-icon|vnd\.microsoft\.icon)$/,
  '.jpg': /^image\/jpeg$/,
  '.js': /^(text|application)\/javascript/,
  '.json': /^application\/json/,
  '.m3u8': /^application\/vnd\.apple\.mpegurl$/,
  '.m4s': /^video\/iso\.segment$/,
  '.mp3': /^audio\/mpeg$/,
  '.mp4': /^video\/mp4$/,
  '.pdf': /^application\/pdf$/,
  '.png': /^image\/png$/,
  '.svg': /^image\/svg\+xml/,
  '.txt': /^text\/plain/,
  '.vtt': /^text\/vtt/,
  '.wav': /^audio\/(wav|wave|x-wav)$/,
  '.webm': /^video\/webm$/,
  '.webmanifest': /^application\/manifest\+json/,
  '.webp': /^image\/webp$/,
  '.woff2': /^font\/woff2$/,
  '.xml': /^(application|text)\/xml/,
  '.yml': /^(text|application)\/(x-)?yaml/,
};

/** One file (its path from out/) for each extension in the folder. */
function oneFilePerExtension(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || NEVER_SERVED.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const extension = path.extname(entry.name).toLowerCase();
        if (!found.has(extension)) found.set(extension, path.relative(OUT, full).split(path.sep).join('/'));
      }
    }
  };
  walk(OUT);
  return found;
}

test('every kind of file in out/ is served with its Content-Type', async ({ request }) => {
  const files = oneFilePerExtension();
  expect(files.size).toBeGreaterThan(5);
  for (const [extension, file] of files) {
    const response = await request.get(`/${file.split('/').map(encodeURIComponent).join('/')}`);
    expect([file, response.status()]).toEqual([file, 200]);
    const type = response.headers()['content-type'] ?? '';
    expect([file, type]).not.toEqual([file, '']);
    const expected = EXPECTED[extension];
    if (expected) expect([file, type]).toEqual([file, expect.stringMatching(expected)]);
    else expect([file, type]).not.toEqual([file, 'application/octet-stream']);
  }
});
