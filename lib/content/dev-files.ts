import { UNPUBLISHED } from './set';

/**
 * `next dev` serves only public/. A content set kept in its own folder (the sample, before `npm run new-site`) has
 * its pictures, videos and icons there instead, which the build copies into the export
 * (scripts/export/content-files.ts). In development a small file server answers for that folder
 * (scripts/serve-content-files.ts) and Next hands it every address it has no page or public file for.
 */

/** The port of the development server of a content set's files (CONTENT_FILES_PORT to move it). */
export function contentFilesPort(env: Partial<Record<string, string>> = process.env): number {
  const port = Number(env.CONTENT_FILES_PORT || 3100);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`CONTENT_FILES_PORT must be a port number (1 to 65535), not "${env.CONTENT_FILES_PORT}"`);
  return port;
}

/**
 * Whether an address names a file the export would publish from the set's folder: not its JSON (`/data/…`, a
 * `.json` or `.md` at its top) and not its private sources (`/private/…`).
 */
export function isPublishedPath(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  const [top] = parts;
  if (!top || UNPUBLISHED.has(top)) return false;
  if (parts.some((part) => part.startsWith('.'))) return false;
  return !(parts.length === 1 && /\.(json|md)$/i.test(top));
}

/**
 * Next's fallback rewrite to that server: checked after every page and every public/ file, so it only ever answers
 * what the site itself does not. Next's own addresses (`/_next/…`, its live-reload socket among them) never go there.
 */
export function devContentRewrites(port: number) {
  return {
    beforeFiles: [],
    afterFiles: [],
    fallback: [{ source: '/:path((?!_next/).+)', destination: `http://127.0.0.1:${port}/:path` }],
  };
}
