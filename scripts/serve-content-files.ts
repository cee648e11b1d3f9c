/**
 * `npm run dev`'s server of a content set's own files (lib/content/dev-files.ts): the pictures, videos, icons and
 * what the build generated from them, from the set's folder (sample/ before `npm run new-site`), for `next dev` to
 * hand on. The set's JSON and its private sources answer 404, as they are never published. For the owner's set
 * (data/ and public/) there is nothing to serve: `next dev` serves public/ itself, and this server just waits.
 *
 *   npx tsx scripts/serve-content-files.ts        (CONTENT_FILES_PORT: its port, 3100 by default)
 */
import http from 'node:http';
import handler from 'serve-handler';
import { contentFilesPort, isPublishedPath } from '../lib/content/dev-files';
import { contentSet } from '../lib/content/set';

/** A server of `folder`'s published files. */
export function contentFilesServer(folder: string): http.Server {
  const server = http.createServer((request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end('Bad address');
      return;
    }
    if (!isPublishedPath(pathname)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    void handler(request, response, { public: folder, directoryListing: false, cleanUrls: false });
  });
  // Next's proxy keeps its connections open between requests: closing them after Node's default 5 s of quiet races
  // its next request on them ("socket hang up", a 500 for a picture).
  server.keepAliveTimeout = 10 * 60_000;
  server.headersTimeout = server.keepAliveTimeout + 1000;
  return server;
}

if (require.main === module) {
  const set = contentSet();
  const port = contentFilesPort();
  const server = set.copied
    ? contentFilesServer(set.files)
    : http.createServer((_, response) => response.writeHead(404).end());
  server.listen(port, '127.0.0.1', () => {
    console.log(
      set.copied
        ? `content files: ${set.name} served to next dev from http://127.0.0.1:${port}/`
        : 'content files: public/ holds them; next dev serves it',
    );
  });
}
