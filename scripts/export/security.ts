/**
 * After `next build`: gives every exported page a Content-Security-Policy that allows exactly its own inline
 * scripts (by SHA-256 hash; no 'unsafe-inline', no 'unsafe-eval') and lets the page talk only to itself and the
 * contact endpoint. The policy is split so that the header file stays the same size whatever the number of pages:
 * - each HTML file gets the whole policy of the page, its script hashes included, as a <meta http-equiv> tag, so
 *   it holds on any host (the 404 page, which hosts serve at any unknown path, included);
 * - out/_headers (read by Netlify, Cloudflare Pages and `npm start`) gets one rule for every path with what a
 *   meta tag cannot carry or cannot cover: a second policy with frame-ancestors and every page-independent
 *   directive (it names no script source, so the meta tag's hashes decide which scripts run: a browser enforces
 *   both policies), HSTS, COOP, nosniff, referrer and permissions policies; plus four caching rules.
 *
 * The last of the page steps of the build's export stage (scripts/export/pages.ts): it hashes the scripts the
 * earlier steps left in the page.
 */
import { EMBED_ORIGINS, FRAME_ORIGIN_ATTRIBUTE, type EmbedOrigin } from '../../lib/media/external';
import { applyEdits, elementsOf, headInsertionPoint, type HtmlElement } from '../lib/html';
import { sha256 } from '../lib/hash';
import { NDA_DIR, SEALED_PAGE_ATTRIBUTE } from '../../lib/nda/files';

const META_MARKER = 'http-equiv="Content-Security-Policy"';

/**
 * The documented limits of the hosts that read `_headers`. Cloudflare Pages: at most 100 header rules, and
 * 2,000 characters per line (https://developers.cloudflare.com/pages/configuration/headers/, "Limits").
 * Netlify documents no limit on the number of rules or the line length (https://docs.netlify.com/routing/headers/).
 */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** A page of the export as the policies need it. */
export interface ExportedPage {
  /** SHA-256 (base64) of each inline script the browser runs. */
  scriptHashes: readonly string[];
  /** The content editor's page (admin/index.html, scripts/build-admin.ts): it gets the editor's policy. */
  admin?: boolean;
  /**
   * The video players (YouTube's, Vimeo's) the page may load when a visitor presses Play on an external video
   * (components/project/external-player.tsx announces them): that page alone may frame those origins.
   */
  frameOrigins?: readonly string[];
  /**
   * A protected project's page (components/nda/ announces it with SEALED_PAGE_ATTRIBUTE): its videos play from the
   * Blob URLs it decrypts them into (counted in the step's report).
   */
  sealed?: boolean;
  /** A page with a video's adaptive stream (its HTML names a master playlist, `.m3u8`; counted in the report). */
  streams?: boolean;
}

/** The content editor's folder in the export (scripts/build-admin.ts writes it). */
export const ADMIN_PATH = '/admin';

export interface SecurityOptions {
  /** '' or '/repo' (GitHub Pages project site). */
  basePath: string;
  /** Where the contact form posts: an absolute URL (its origin is allowed) or a same-origin path. */
  contactEndpoint: string;
  /** Where the statistics beacon sends (lib/stats/endpoint.ts), likewise; null or absent: no statistics. */
  statsEndpoint?: string | null;
}

/**
 * Headers for every path, whatever the page.
 * HSTS: a year, subdomains included, no `preload` (joining the browsers' built-in list is a separate, slow to undo
 * decision for the owner of the domain). COOP same-origin: a page opened from another site gets no handle on this
 * one's window, and the other way round.
 */
const COMMON_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
};

/** The directives that are the same on every page. None of them governs scripts (see headerPolicy). */
function sharedDirectives(contactEndpoint: string, statsEndpoint: string | null = null): string[] {
  // A relative endpoint (a same-origin proxy) is covered by 'self'.
  const origins = new Set(
    [contactEndpoint, statsEndpoint ?? '']
      .filter((endpoint) => /^https?:\/\//.test(endpoint))
      .map((endpoint) => new URL(endpoint).origin),
  );
  const endpoint = [...origins].join(' ');
  return [
    // React writes style attributes (masonry column widths, carousel geometry); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${endpoint}`.trim(),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/**
 * The whole policy of one page, for its <meta> tag: its own script hashes, every shared directive, and the video
 * players it may frame (none on most pages: frames then fall back to default-src, the site itself).
 * Media may come from `blob:` on every page: hls.js plays a stream through Media Source Extensions, and a protected
 * project's page plays the Blob URLs it decrypts. Every page, not only those that hold a video, because a page's
 * policy stays in force through the site's in-page navigations: a visitor who lands on About and goes Home keeps
 * About's policy. A `blob:` URL is made only by the page's own scripts, which script-src already holds to hashes.
 */
export function pagePolicy(
  scriptHashes: readonly string[],
  options: SecurityOptions,
  frameOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ')}`.trim(),
    ...sharedDirectives(options.contactEndpoint, options.statsEndpoint),
    ...(frameOrigins.length ? [`frame-src 'self' ${frameOrigins.join(' ')}`] : []),
    "media-src 'self' blob:",
  ].join('; ');
}

/**
 * The policy sent as a header with every path. A browser enforces it together with the page's meta policy: a
 * script runs only if both allow it. So it carries no script-src and no default-src (which scripts fall back to):
 * a list of hashes here would have to name every page's scripts, and anything looser would not loosen the meta
 * tag anyway. What it adds: frame-ancestors (ignored in a meta tag), and the shared directives from the first byte
 * and on responses that have no meta tag.
 */
export function headerPolicy(options: SecurityOptions): string {
  return [...sharedDirectives(options.contactEndpoint, options.statsEndpoint), "frame-ancestors 'none'"].join('; ');
}

/**
 * The policy of the content editor (Decap CMS at /admin/), a separate page that shares nothing with the site's
 * pages but the origin. It needs what the site never allows: 'unsafe-eval' (Decap compiles its configuration's
 * validator with `new Function`) and GitHub's API (the deployed editor reads and commits through it; the signed-in
 * user's avatar comes from GitHub too). Its sign-in window is a popup (no connection from the page). Everything
 * else stays as strict as the site's: its own scripts only, no plugins, no framing, forms and <base> to itself.
 * `local`: served by `npm run cms`, which proxies Decap's local backend on its own origin: no GitHub at all.
 */
export function adminPolicy({ local = false, header = false }: { local?: boolean; header?: boolean } = {}): string {
  const github = local ? '' : ' https://api.github.com';
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    // Decap's styles are injected <style> elements (emotion).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${local ? '' : ' https://avatars.githubusercontent.com'}`,
    "font-src 'self' data:",
    // blob: Decap reads back the pictures it keeps in memory (and its local draft backups) with fetch.
    `connect-src 'self' blob:${github}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(header ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/**
 * Headers of the editor's folder. Hosts apply every rule that matches a path, so the site's rule for `/*` reaches
 * /admin/ too: `! Name` detaches the site's value on Cloudflare Pages (which would otherwise join both values with a
 * comma: two policies, both enforced); Netlify (and `npm start`) give a header the value of the last matching rule,
 * and Netlify skips the `!` lines (a line without a colon is no header). COOP `same-origin-allow-popups`: the
 * GitHub sign-in popup must be able to answer the page that opened it. X-Robots-Tag: not for search engines.
 */
export const ADMIN_HEADERS = {
  'Content-Security-Policy': adminPolicy({ header: true }),
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
};

/**
 * Pages → their meta policies and the text of `_headers`. The header file has a fixed number of rules, whatever
 * the number of pages: nothing in it depends on a page.
 */
export function securityFor(
  pages: readonly ExportedPage[],
  options: SecurityOptions,
): { metaPolicies: string[]; headersFile: string } {
  const base = options.basePath.replace(/\/$/, '');
  const common = Object.entries({ ...COMMON_HEADERS, 'Content-Security-Policy': headerPolicy(options) })
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  const admin = Object.entries(ADMIN_HEADERS);
  const adminRule = [
    `${base}${ADMIN_PATH}/*`,
    ...admin
      .filter(([name]) => name in COMMON_HEADERS || name === 'Content-Security-Policy')
      .map(([name]) => `  ! ${name}`),
    ...admin.map(([name, value]) => `  ${name}: ${value}`),
  ].join('\n');
  const headersFile = [
    '# Written by the build (scripts/export/security.ts) after the export. Netlify and Cloudflare Pages read this file.',
    "# Each page's script hashes are in its own <meta> Content-Security-Policy; this file has no per-page rule.",
    `${base}/*\n${common}`,
    `${base}/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable`,
    // Variant names are not content hashes (an owner may replace a picture under the same name): one week.
    `${base}/_img/*\n  Cache-Control: public, max-age=604800`,
    // Encoded video and audio are named by a hash of their source and settings (scripts/build-media.ts): forever.
    `${base}/_media/*\n  Cache-Control: public, max-age=31536000, immutable`,
    // Protected projects' sealed files, when there are any, are named by a hash of their bytes
    // (scripts/build-nda.ts): forever.
    ...(pages.some((page) => page.sealed)
      ? [`${base}${NDA_DIR}/*\n  Cache-Control: public, max-age=31536000, immutable`]
      : []),
    // The content editor, when the export has one: its own policy instead of the site's (see ADMIN_HEADERS).
    ...(pages.some((page) => page.admin) ? [adminRule] : []),
    '',
  ].join('\n');
  const metaPolicies = pages.map((page) =>
    page.admin ? adminPolicy() : pagePolicy(page.scriptHashes, options, page.frameOrigins),
  );
  return { metaPolicies, headersFile };
}

/** The rules of a `_headers` file: its lines that are neither blank, indented (a header) nor a comment. */
export function headerRules(headersFile: string): string[] {
  return headersFile.split('\n').filter((line) => line.trim() !== '' && !/^\s/.test(line) && !line.startsWith('#'));
}

/** What in a `_headers` file breaks a documented host limit (empty when nothing does). */
export function hostLimitProblems(headersFile: string): string[] {
  const problems: string[] = [];
  const rules = headerRules(headersFile).length;
  if (rules > HOST_LIMITS.rules) problems.push(`${rules} rules (Cloudflare Pages reads at most ${HOST_LIMITS.rules})`);
  headersFile.split('\n').forEach((line, index) => {
    if (line.length > HOST_LIMITS.lineLength) {
      problems.push(`line ${index + 1} has ${line.length} characters (at most ${HOST_LIMITS.lineLength})`);
    }
  });
  return problems;
}

/** SHA-256 (base64) of every inline script that the browser will run (not JSON-LD data blocks). */
export function inlineScriptHashes(html: string, elements: HtmlElement[] = elementsOf(html)): string[] {
  const hashes = new Set<string>();
  for (const { name, attributes, content } of elements) {
    if (name !== 'script' || attributes.has('src') || attributes.get('type') === 'application/ld+json') continue;
    if (content === '') continue;
    hashes.add(sha256(content, 'base64'));
  }
  return [...hashes].sort();
}

/** The player origins a page announces (FRAME_ORIGIN_ATTRIBUTE, components/project/external-player.tsx); only known ones count. */
export function frameOriginsIn(html: string, elements: HtmlElement[] = elementsOf(html)): EmbedOrigin[] {
  const found = new Set<EmbedOrigin>();
  for (const { attributes } of elements) {
    const origin = attributes.get(FRAME_ORIGIN_ATTRIBUTE);
    if (origin && (EMBED_ORIGINS as readonly string[]).includes(origin)) found.add(origin as EmbedOrigin);
  }
  return [...found].sort();
}

/** A page's `<meta http-equiv="Content-Security-Policy">`. */
export const isPolicyMeta = ({ name, attributes }: HtmlElement): boolean =>
  name === 'meta' && attributes.get('http-equiv')?.toLowerCase() === 'content-security-policy';

/** Whether a page names a video's master playlist (in a `<source>`, or in the data of a lightbox slide). */
export function streamsIn(html: string): boolean {
  return /\/_media\/[^"'\s<>]*\.m3u8/.test(html);
}

/** A page's facts for the policies, read from its elements (one parse). */
export function exportedPage(html: string, editor: boolean, elements: HtmlElement[] = elementsOf(html)): ExportedPage {
  return {
    admin: editor,
    scriptHashes: inlineScriptHashes(html, elements),
    frameOrigins: frameOriginsIn(html, elements),
    sealed: elements.some(({ attributes }) => attributes.has(SEALED_PAGE_ATTRIBUTE)),
    streams: streamsIn(html),
  };
}

/** The page with its policy in a meta tag, right after <meta charset>: before the first script it governs. */
export function withPolicy(html: string, policy: string, file: string): string {
  return applyEdits(html, [{ at: headInsertionPoint(html, file), insert: `<meta ${META_MARKER} content="${policy}"/>` }]);
}

/** The one-line report of the step. */
export function securityReport(pages: readonly ExportedPage[], headersFile: string): string {
  const longest = Math.max(...headersFile.split('\n').map((line) => line.length));
  const framing = pages.filter((page) => page.frameOrigins?.length).length;
  const sealedPages = pages.filter((page) => page.sealed).length;
  const streamPages = pages.filter((page) => page.streams).length;
  return (
    `security: ${pages.filter((page) => !page.admin).length} pages given a hash-based CSP in a meta tag` +
    (framing || sealedPages || streamPages
      ? ` (${[
          ...(framing ? [`${framing} may load an external video player`] : []),
          ...(streamPages ? [`${streamPages} play adaptive video streams`] : []),
          ...(sealedPages ? [`${sealedPages} protected project pages may play decrypted media`] : []),
        ].join('; ')})`
      : '') +
    `${pages.some((page) => page.admin) ? ', the content editor its own' : ''}; _headers has ` +
    `${headerRules(headersFile).length} rules (limit ${HOST_LIMITS.rules}), longest line ${longest} characters ` +
    `(limit ${HOST_LIMITS.lineLength})`
  );
}
