#!/usr/bin/env node
/**
 * Serves the static export in out/ the way a CDN does: clean URLs (/about → about.html), the 404 page with
 * status 404, brotli or gzip, a Content-Type for every kind of file the export holds, and the response headers
 * written to out/_headers by the build (the same file Netlify and Cloudflare read: security headers, long-lived
 * caching for hashed assets). Used by `npm start` and by the Playwright tests.
 *
 * `/api/…` goes to the contact service (CONTACT_API_URL, http://127.0.0.1:8787 by default), as a host's reverse
 * proxy (or the Cloudflare Worker) would: the built form posts to `/api/send` on the site's own address.
 *
 * It serves only what a host would publish: a file whose real path (symlinks resolved) lies outside the folder, a
 * dotfile or anything in a dot-folder, and the `_headers` file itself all answer 404, like a missing file. An
 * address that does not decode (`%E0%A4`, or `%00`, which no file name holds) answers 400.
 *
 *   node scripts/serve.mjs [--port 3000] [--dir out]     (--port 0: any free port, printed on start)
 */
import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { lstat, realpath } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import compressible from 'compressible';
import compression from 'compression';
import Negotiator from 'negotiator';
import handler from 'serve-handler';
import { STREAM_TYPES } from '../worker/stream-types.mjs';

let options;
try {
  ({ values: options } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } } }));
} catch (error) {
  console.error(`serve: ${error.message} (usage: node scripts/serve.mjs [--port N] [--dir FOLDER])`);
  process.exit(2);
}
const port = Number(options.port || process.env.PORT || 3000);
const root = path.resolve(options.dir || 'out');
const basePath = (process.env.BASE_PATH || '').replace(/\/$/, '');
const contactApi = new URL(process.env.CONTACT_API_URL || 'http://127.0.0.1:8787');

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html. Build the site first: npm run build`);
  process.exit(1);
}

/**
 * Reads Netlify-style `_headers` (a path line, then indented `Name: value` lines) as the hosts do: a rule applies
 * to its exact path, or to everything below it when it ends in `*`; when several rules match, a header takes the
 * value of the last one (Netlify), and an indented `! Name` line removes what an earlier rule set (Cloudflare
 * Pages' "detach").
 */
function readHeadersFile(file) {
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ match: new RegExp(`^${pattern}$`), headers: [], detached: [] });
    } else if (rules.length && line.trim().startsWith('!')) {
      rules.at(-1).detached.push(line.trim().slice(1).trim());
    } else if (rules.length) {
      const colon = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

// Re-read when a new build rewrites the file, so a server left running never serves stale hashes.
const headersFile = path.join(root, '_headers');
let rules = [];
let rulesStamp = -1;
function currentRules() {
  const stamp = existsSync(headersFile) ? statSync(headersFile).mtimeMs : 0;
  if (stamp !== rulesStamp) {
    rules = readHeadersFile(headersFile);
    rulesStamp = stamp;
  }
  return rules;
}
// With a base path the export is built with trailing slashes (see next.config.ts): serve it the same way.
const config = { public: root, cleanUrls: true, trailingSlash: Boolean(basePath), directoryListing: false };

/** Files a host reads but never publishes (Netlify and Cloudflare Pages keep both to themselves). */
const HOST_FILES = new Set(['_headers', '_redirects']);
const realRoot = realpathSync(root);

/** Whether a path below the folder (relative, with the platform's separators) names something hidden. */
const hidden = (relative) =>
  relative.split(path.sep).some((part) => part.startsWith('.') && part !== '.' && part !== '..') ||
  HOST_FILES.has(path.basename(relative));

/**
 * serve-handler looks up every file it may send (the page, its clean-URL variants, the 404 page) with `lstat`.
 * This one reports a hidden file or one that really lives outside the folder (through a symlinked file or folder
 * anywhere on its path) as missing, so it gets the same 404 page as any unknown address.
 */
async function guardedLstat(file) {
  const stats = await lstat(file);
  const real = await realpath(file);
  const inside = real === realRoot || real.startsWith(realRoot + path.sep);
  if (!inside || hidden(path.relative(root, file)) || hidden(path.relative(realRoot, real))) {
    throw Object.assign(new Error(`not served: ${file}`), { code: 'ENOENT' });
  }
  return stats;
}

/**
 * A folder's own page (folder/index.html with no folder.html beside it: the content editor at /admin/) lives at
 * `folder/`, as GitHub Pages, Netlify and Cloudflare Pages serve it, so that its relative addresses resolve inside
 * the folder: `folder` redirects there. (Next's pages are files, about.html: they keep their clean URLs.)
 */
function isFolderPage(pathname) {
  if (pathname === '/' || path.extname(pathname)) return false;
  const folder = path.join(root, pathname);
  try {
    const real = realpathSync(folder);
    if (
      !real.startsWith(realRoot + path.sep) ||
      hidden(path.relative(root, folder)) ||
      hidden(path.relative(realRoot, real))
    )
      return false;
    return statSync(path.join(real, 'index.html')).isFile() && !existsSync(`${folder.replace(/[\\/]$/, '')}.html`);
  } catch {
    return false;
  }
}

/**
 * The type of each kind of file a site may hold. serve-handler's own list (an old mime-db) lacks some (AVIF), so a
 * file whose extension it does not know is typed from here; an extension in neither is sent as bytes.
 */
const TYPES = {
  ...STREAM_TYPES,
  '.avif': 'image/avif',
  '.css': 'text/css; charset=utf-8',
  '.gif': 'image/gif',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.m4a': 'audio/mp4',
  '.map': 'application/json; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.ogg': 'audio/ogg',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.wasm': 'application/wasm',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
};

const rootNotFound = path.join(root, '404.html');

/**
 * The nearest 404 page up the folder tree from an address, as Cloudflare serves it (`/pt-br/portfolio/x` →
 * out/pt-br/portfolio/404.html, else out/pt-br/404.html, else out/404.html), if a folder below the root has one.
 */
function nearestNotFoundPage(pathname) {
  const folders = pathname.split('/').filter(Boolean).slice(0, -1);
  for (let depth = folders.length; depth > 0; depth--) {
    const folder = path.join(root, ...folders.slice(0, depth));
    if (!folder.startsWith(root + path.sep)) continue;
    // folder/404.html, or folder/404/index.html in a base-path build (pages in folders).
    const page = [path.join(folder, '404.html'), path.join(folder, '404', 'index.html')].find((file) =>
      existsSync(file),
    );
    if (page) return page;
  }
  return null;
}

// Compress text responses, as every CDN does (the `compression` middleware, also what `serve` uses): brotli at
// its default quality 4 when the browser accepts it (every current one does), gzip otherwise.
const compress = compression();

/**
 * A file is compressed once, not on every request: the compressed copy of each file served whole is kept (in memory,
 * until the file changes), as a CDN keeps its compressed objects. The middleware compressed the same chunks and pages
 * again for every visit: 45% of this server's processor time under the browser suites. The choice is the
 * middleware's own (a compressible type of at least 1 KiB, no `Cache-Control: no-transform`, a GET, brotli at quality
 * 4 before gzip, whichever the browser accepts); what it leaves (ranges, HEAD, deflate, files over
 * COMPRESSED_LIMIT) it still does itself.
 */
const COMPRESSED_LIMIT = 16 * 1024 * 1024;
const THRESHOLD = 1024;
const COMPRESS = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body),
};
/** `encoding file` → the compressed copy, and the size and time of the file it was made from. */
const compressedCopies = new Map();
/**
 * The most the copies may hold together. A server left running across builds keeps the copies of chunks that no page
 * asks for any more (their names change with their content); past this, the copies are dropped and made again.
 */
const COPIES_LIMIT = 256 * 1024 * 1024;
let copiesBytes = 0;

/** The compressed copy of `file`, made now when there is none for this version of it. */
function compressedCopy(file, encoding) {
  const { size, mtimeMs } = statSync(file);
  const key = `${encoding} ${file}`;
  const kept = compressedCopies.get(key);
  if (kept && kept.size === size && kept.mtimeMs === mtimeMs) return kept.body;
  const body = COMPRESS[encoding](readFileSync(file));
  copiesBytes += body.length - (kept?.body.length ?? 0);
  if (copiesBytes > COPIES_LIMIT) {
    compressedCopies.clear();
    copiesBytes = body.length;
  }
  compressedCopies.set(key, { size, mtimeMs, body });
  return body;
}

/** The encoding the middleware would compress this answer with (br or gzip), or null when it would not. */
function encodingFor(request, response, headers) {
  const type = headers['Content-Type'] ?? response.getHeader('Content-Type');
  const length = Number(headers['Content-Length'] ?? response.getHeader('Content-Length'));
  const cacheControl = String(headers['Cache-Control'] ?? response.getHeader('Cache-Control') ?? '');
  if (request.method !== 'GET' || !type || !compressible(String(type))) return null;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/.test(cacheControl)) return null;
  if (!(length >= THRESHOLD && length <= COMPRESSED_LIMIT)) return null;
  if ((response.getHeader('Content-Encoding') ?? 'identity') !== 'identity') return null;
  const encoding = new Negotiator(request).encoding(['br', 'gzip', 'deflate', 'identity'], ['br', 'gzip']);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/**
 * The body of a whole file, for serve-handler to pipe: once it writes the head (when the type, the length and the
 * headers are all known), the file's compressed copy when the middleware would compress it, else the file itself
 * (the middleware then does what it does, as before).
 */
function wholeFile(request, response, file) {
  const body = new PassThrough();
  body.on('error', () => response.destroy());
  const writeHead = response.writeHead;
  response.writeHead = function (status, headers = {}) {
    response.writeHead = writeHead;
    const encoding = encodingFor(request, response, headers);
    if (!encoding) {
      const raw = createReadStream(file);
      raw.on('error', (error) => body.destroy(error));
      raw.pipe(body);
      return writeHead.call(this, status, headers);
    }
    const compressed = compressedCopy(file, encoding);
    response.setHeader('Content-Encoding', encoding);
    const result = writeHead.call(this, status, { ...headers, 'Content-Length': compressed.length });
    body.end(compressed);
    return result;
  };
  return body;
}

const server = http.createServer((request, response) => {
  compress(request, response, () => serve(request, response));
});

/** The contact service's answer to an `/api/…` request, passed through as a reverse proxy would. */
function proxyToContactService(request, response) {
  const client = request.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const forwardedFor = [request.headers['x-forwarded-for'], client].filter(Boolean).join(', ');
  const upstream = http.request(
    {
      hostname: contactApi.hostname,
      port: contactApi.port,
      method: request.method,
      path: request.url,
      headers: {
        ...request.headers,
        'x-forwarded-for': forwardedFor,
        'x-forwarded-proto': 'http',
        'x-forwarded-host': request.headers.host ?? '',
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (response.headersSent) return response.destroy();
    response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' }).end(
      JSON.stringify({
        success: false,
        message: `The contact service is not running (nothing answers at ${contactApi.origin}). Start it: npm start.`,
      }),
    );
  });
  request.pipe(upstream);
}

function serve(request, response) {
  if (!basePath && (request.url === '/api' || request.url.startsWith('/api/'))) {
    proxyToContactService(request, response);
    return;
  }
  if (basePath) {
    // A GitHub Pages project site lives under /repo: serve it there, as the host would.
    const rest = request.url.startsWith(basePath) ? request.url.slice(basePath.length) : null;
    if (rest === null || !(rest === '' || rest.startsWith('/') || rest.startsWith('?'))) {
      response.writeHead(302, { Location: `${basePath}/` }).end();
      return;
    }
    request.url = rest.startsWith('/') ? rest : `/${rest}`;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
  } catch {
    pathname = null;
  }
  // A NUL byte decodes but cannot reach the file system (Node throws, which would be a 500).
  if (pathname === null || pathname.includes('\0')) {
    response
      .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Bad request: the address is not valid.');
    return;
  }
  // Under a base path pages live in folders (about/index.html): send /repo/about to /repo/about/ as GitHub Pages
  // does, keeping the base path that serve-handler's own redirect would not know about.
  if (basePath && !pathname.endsWith('/') && !path.extname(pathname)) {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    // Encoded again: a decoded path may hold characters a header cannot (a line break would throw).
    response.writeHead(301, { Location: encodeURI(`${basePath}${pathname}/`) + query }).end();
    return;
  }
  for (const rule of currentRules()) {
    if (!rule.match.test(`${basePath}${pathname}`)) continue;
    for (const name of rule.detached) response.removeHeader(name);
    for (const [name, value] of rule.headers) response.setHeader(name, value);
  }
  const served = !basePath && isFolderPage(pathname) ? { ...config, trailingSlash: true } : config;
  // An unknown address gets the nearest 404 page (/pt-br/… the Portuguese one, /portfolio/… an unknown project's),
  // as Cloudflare does, and the `_redirects` rules the build writes for Netlify.
  const notFoundPage = nearestNotFoundPage(pathname);
  const swap = (file) => (notFoundPage && file === rootNotFound ? notFoundPage : file);
  const files = {
    lstat: (file) => guardedLstat(swap(file)),
    createReadStream: (file, options) => {
      // serve-handler sets its own type after this when it knows the extension; this one stays when it does not.
      response.setHeader('Content-Type', TYPES[path.extname(swap(file)).toLowerCase()] ?? 'application/octet-stream');
      // A range (a video's bytes) is read as asked; a whole file may go out as its compressed copy.
      if (options?.start !== undefined) return createReadStream(swap(file), options);
      return wholeFile(request, response, swap(file));
    },
  };
  handler(request, response, served, files).catch((error) => {
    console.error('serve:', error);
    response.statusCode = 500;
    response.end('Internal error');
  });
}

server.listen(port, () => {
  const { port: actual } = server.address();
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${actual}${basePath}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
