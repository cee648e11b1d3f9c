/**
 * `npm run cms`: the content editor (Decap CMS) on this machine, editing the working copy: no account, no build of
 * the site. One command starts
 * - decap-server, Decap's local backend, which reads and writes the files of `data/` and `public/` (it listens on
 *   127.0.0.1 only, on a free port), and
 * - a small server on http://localhost:3300 (CMS_PORT) that serves the editor at /admin/ (the same files the build
 *   puts in out/admin/, config.yml generated with the local backend), passes the editor's calls on to decap-server on the
 *   same origin, and serves public/ (and private/, protected projects' pictures: docs/nda.md) so that pictures
 *   show.
 * Changes land as files: review them with `git status`, then build or commit and push (the README, "Make it
 * yours").
 *
 *   npm run cms        (CMS_PORT: the editor's port; CMS_CONTENT_ROOT: the folder holding data/ and public/,
 *                       the repository by default; the tests point it at a temporary copy)
 *   npm run cms -- --reformat [folder]
 *                      rewrites the content files of data/ (or of a content folder) as the editor writes them
 *                      (cms/content-format.ts), so that its later saves change only the lines they change
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import handler from 'serve-handler';
import { reformatContent } from '../cms/content-format';
import { configYaml } from '../cms/generate-config';
import { readCommandLine, usageError } from '../scripts/lib/args';
import {
  ADMIN_DIR,
  derivedValues,
  localConfig,
  withDerivedValues,
  writeAdmin,
} from '../scripts/build-admin';
import { ADMIN_HEADERS, adminPolicy } from '../scripts/export/security';

const ROOT = path.resolve(__dirname, '..');
const port = Number(process.env.CMS_PORT || 3300);
const contentRoot = path.resolve(process.env.CMS_CONTENT_ROOT || ROOT);
const adminFiles = path.join(ROOT, '.cache', 'cms-admin');
const USAGE = `npm run cms [-- --reformat [FOLDER]]

  (nothing)            the editor at http://localhost:3300/admin/ (CMS_PORT), editing this working copy
                       (CMS_CONTENT_ROOT: another folder holding data/ and public/)
  --reformat [FOLDER]  rewrite the content files of data/ (or of FOLDER) as the editor writes them, then stop`;

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
    probe.on('error', reject);
  });
}

/**
 * The largest request the local backend takes. An upload travels as base64 inside JSON (4/3 of the file), and
 * decap-server's own limit, 50 MB, stopped a picture of about 37 MB with an HTML page the editor could not read.
 * This one takes the largest file the editor lets through (cms/layout.ts `media_library.max_file_size`, 100 MB,
 * GitHub's limit for one file), on this machine only.
 */
export const LOCAL_REQUEST_LIMIT = '150mb';

interface ExpressApp {
  use: (...handlers: unknown[]) => void;
  listen: (port: number, host: string, ready: () => void) => http.Server;
}
type Express = (() => ExpressApp) & { json: (options: { limit: string }) => unknown };

/**
 * Starts Decap's local backend (decap-server's own middleware, in this process) on 127.0.0.1:`proxyPort`, writing
 * into the content folder, with a body limit of LOCAL_REQUEST_LIMIT instead of its 50 MB; resolves once it listens.
 */
async function startDecapServer(proxyPort: number): Promise<http.Server> {
  const decapDir = path.dirname(require.resolve('decap-server/package.json'));
  // decap-server's own express (a dependency of it), so the middleware and the app agree.
  const load = createRequire(path.join(decapDir, 'package.json'));
  const express = load('express') as Express;
  const { registerLocalFs } = load('./dist/middlewares.js') as {
    registerLocalFs: (app: ExpressApp, options: { logLevel: string }) => Promise<void>;
  };
  process.env.GIT_REPO_DIRECTORY = contentRoot;
  const app = express();
  // Parsed here with the larger limit; decap-server's own parser then finds the body read and lets it pass.
  app.use(express.json({ limit: LOCAL_REQUEST_LIMIT }));
  await registerLocalFs(app, { logLevel: process.env.CMS_LOG_LEVEL || 'warn' });
  // A request over the limit: a sentence the editor shows, instead of an HTML page it cannot read.
  app.use(
    (
      error: { type?: string; message?: string },
      _request: unknown,
      response: http.ServerResponse,
      next: (error: unknown) => void,
    ) => {
      if (!error) return next(error);
      const tooLarge = error.type === 'entity.too.large';
      response.writeHead(tooLarge ? 413 : 500, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          error: tooLarge
            ? `This upload is larger than the editor on this computer takes (${LOCAL_REQUEST_LIMIT} a request, about 100 MB of file): make a smaller copy and upload that.`
            : (error.message ?? 'The local backend failed'),
        }),
      );
    },
  );
  return new Promise((resolve, reject) => {
    const server = app.listen(proxyPort, '127.0.0.1', () => resolve(server));
    server.once('error', reject);
  });
}

/** Passes a request to decap-server and its answer back. */
function proxy(request: http.IncomingMessage, response: http.ServerResponse, proxyPort: number): void {
  const upstream = http.request(
    { host: '127.0.0.1', port: proxyPort, path: '/api/v1', method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    response.writeHead(502, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: error.message }));
  });
  request.pipe(upstream);
}

async function main(): Promise<void> {
  const { values, positionals } = readCommandLine(
    { reformat: { type: 'boolean', default: false } },
    USAGE,
    { positionals: true },
  );
  const [folder, extra] = positionals;
  if (extra !== undefined || (folder !== undefined && !values.reformat))
    usageError(`Unexpected argument '${extra ?? folder}': only --reformat takes one, a folder`, USAGE);
  if (values.reformat) {
    const dir = path.resolve(folder ?? path.join(contentRoot, 'data'));
    const changed = reformatContent(dir);
    console.log(
      `cms: ${changed.length} files of ${path.relative(process.cwd(), dir) || '.'} rewritten as the editor writes them`,
    );
    for (const file of changed) console.log(`  ${file}`);
    return;
  }
  if (!existsSync(path.join(contentRoot, 'data'))) {
    throw new Error(
      `${contentRoot} has no data/ folder to edit (CMS_CONTENT_ROOT): run \`npm run new-site\` first to start your own content`,
    );
  }
  await writeAdmin(adminFiles, '', path.join(contentRoot, 'data'));
  const source = configYaml();
  const proxyPort = await freePort();
  const decap = await startDecapServer(proxyPort);
  const adminHeaders = { ...ADMIN_HEADERS, 'Content-Security-Policy': adminPolicy({ local: true, header: true }) };

  const serve: http.RequestListener = (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/api/v1') return proxy(request, response, proxyPort);
    if (pathname === '/' || pathname === `/${ADMIN_DIR}`) {
      response.writeHead(302, { Location: `/${ADMIN_DIR}/` }).end();
      return;
    }
    if (pathname.startsWith(`/${ADMIN_DIR}/`)) {
      for (const [name, value] of Object.entries(adminHeaders)) response.setHeader(name, value);
      response.setHeader('Cache-Control', 'no-store');
      if (pathname === `/${ADMIN_DIR}/config.yml`) {
        // The local backend on this page's own origin, whichever name (localhost, 127.0.0.1) it was opened by.
        // Today's values of {years}, {projects}... in the hints, read from the content as it is now.
        void derivedValues(path.join(contentRoot, 'data')).then((values) => {
          const config = localConfig(
            withDerivedValues(source, values),
            `http://${request.headers.host ?? `localhost:${port}`}/api/v1`,
          );
          response.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8' }).end(config);
        });
        return;
      }
      request.url = request.url!.slice(ADMIN_DIR.length + 1);
      handler(request, response, { public: adminFiles, directoryListing: false }).catch(() => response.end());
      return;
    }
    // A protected project's private pictures (docs/nda.md), shown to the owner in this local editor: from the
    // content's private/ folder, which the site itself never serves.
    if (pathname.startsWith('/private/')) {
      request.url = request.url!.slice('/private'.length);
      handler(request, response, { public: path.join(contentRoot, 'private'), directoryListing: false }).catch(() =>
        response.end(),
      );
      return;
    }
    // Everything else: the content's public/ folder, so that pictures picked in the editor show.
    handler(request, response, { public: path.join(contentRoot, 'public'), directoryListing: false }).catch(() =>
      response.end(),
    );
  };

  // This machine only, by both of localhost's addresses (browsers may pick either): the editor writes files.
  const server = http.createServer(serve);
  const server6 = http.createServer(serve);
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `cms: port ${port} is in use (another \`npm run cms\`?): stop it, or choose another with CMS_PORT=3301`
        : `cms: ${error.message}`,
    );
    decap.close();
    process.exit(1);
  });
  // No IPv6 loopback on this machine: 127.0.0.1 is enough.
  server6.on('error', () => server6.close());
  server6.listen(port, '::1');
  server.listen(port, '127.0.0.1', () => {
    const where = path.relative(process.cwd(), contentRoot) || 'this folder';
    console.log(`Content editor (Decap CMS): http://localhost:${port}/${ADMIN_DIR}/`);
    console.log(`It edits the files of ${where}: data/ and public/images/. Ctrl+C stops it.`);
  });

  let stopping = false;
  const stop = () => {
    stopping = true;
    decap.close();
    decap.closeAllConnections();
    server6.close();
    server.close(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  decap.on('close', () => {
    if (stopping) return;
    console.error('cms: the local backend stopped');
    server.close(() => process.exit(1));
  });
}

main().catch((error: unknown) => {
  console.error(`cms: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
