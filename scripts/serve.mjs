#!/usr/bin/env node
/**
 * Serves the static export in out/ the way a CDN does: clean URLs (/about → about.html), the 404 page with
 * status 404, gzip, and the response headers written to out/_headers by the build (the same file Netlify and
 * Cloudflare Pages read: security headers, long-lived caching for hashed assets). Used by `npm start` and by the Playwright tests.
 *
 *   node scripts/serve.mjs [--port 3000] [--dir out]
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT || 3000));
const root = path.resolve(option('dir', 'out'));
const basePath = (process.env.BASE_PATH || '').replace(/\/$/, '');

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html. Build the site first: npm run build`);
  process.exit(1);
}

/**
 * Reads Netlify-style `_headers` (a path line, then indented `Name: value` lines) as the hosts do: a rule applies
 * to its exact path, or to everything below it when it ends in `*`.
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
      rules.push({ match: new RegExp(`^${pattern}$`), headers: [] });
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

// gzip text responses, as every CDN does (the `compression` middleware, also what `serve` uses).
const compress = compression();

const server = http.createServer((request, response) => {
  compress(request, response, () => serve(request, response));
});

function serve(request, response) {
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
    response
      .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Bad request: the address is not valid.');
    return;
  }
  // Under a base path pages live in folders (about/index.html): send /repo/about to /repo/about/ as GitHub Pages
  // does, keeping the base path that serve-handler's own redirect would not know about.
  if (basePath && !pathname.endsWith('/') && !path.extname(pathname)) {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    response.writeHead(301, { Location: `${basePath}${pathname}/${query}` }).end();
    return;
  }
  for (const rule of currentRules()) {
    if (rule.match.test(`${basePath}${pathname}`))
      for (const [name, value] of rule.headers) response.setHeader(name, value);
  }
  handler(request, response, config).catch((error) => {
    console.error('serve:', error);
    response.statusCode = 500;
    response.end('Internal error');
  });
}

server.listen(port, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${port}${basePath}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
