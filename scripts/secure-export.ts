/**
 * After `next build`: gives every exported page a Content-Security-Policy that allows exactly its own inline
 * scripts (by SHA-256 hash; no 'unsafe-inline', no 'unsafe-eval') and lets the page talk only to itself and the
 * contact endpoint. The policy goes two ways, so it holds on any host:
 * - into each HTML file as a <meta http-equiv> tag (also covers the 404 page that hosts serve for any path);
 * - into out/_headers (read by Netlify, Cloudflare Pages and `npm start`), one rule per page, plus the headers a
 *   meta tag cannot carry (frame-ancestors, nosniff, referrer and permissions policies) for every path.
 *
 *   npx tsx scripts/secure-export.ts
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTACT_ENDPOINT } from '../lib/contact-endpoint';

const OUT = path.resolve(process.env.EXPORT_DIR || 'out');
const BASE_PATH = (process.env.BASE_PATH || '').replace(/\/$/, '');
const META_MARKER = 'http-equiv="Content-Security-Policy"';

/** Headers for every path, whatever the page. */
const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
};

/** The policy of one page, from the hashes of its inline scripts. */
function policyFor(scriptHashes: string[], { forMeta }: { forMeta: boolean }): string {
  // A relative endpoint (a same-origin proxy) is covered by 'self'.
  const endpoint = /^https?:\/\//.test(CONTACT_ENDPOINT) ? new URL(CONTACT_ENDPOINT).origin : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ')}`.trim(),
    // React writes style attributes (masonry column widths, carousel geometry); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${endpoint}`.trim(),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only valid in a header: browsers ignore (and warn about) frame-ancestors in a meta tag.
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join('; ');
}

/** SHA-256 (base64) of every inline script that the browser will run (not JSON-LD data blocks). */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes) || body === '') continue;
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes].sort();
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The clean URL a static host serves a file at: out/about.html → /about, out/index.html → /. */
function urlPathOf(file: string): string {
  const relative = `/${path.relative(OUT, file).split(path.sep).join('/')}`.replace(/\.html$/, '');
  const clean = relative === '/index' ? '/' : relative.replace(/\/index$/, '');
  // Under a base path the export uses trailing slashes (next.config.ts).
  return BASE_PATH ? `${BASE_PATH}${clean}/`.replace(/\/\/$/, '/') : clean || '/';
}

async function main(): Promise<void> {
  const rules: string[] = [];
  const files = await htmlFiles(OUT);
  for (const file of files) {
    let html = await readFile(file, 'utf8');
    if (html.includes(META_MARKER)) throw new Error(`${file} already has a CSP meta tag: build again before securing.`);
    const hashes = inlineScriptHashes(html);
    const meta = `<meta ${META_MARKER} content="${policyFor(hashes, { forMeta: true })}"/>`;
    // Right after <meta charset>: the policy must come before the first script it governs.
    html = html.replace(/(<head>(?:<meta charSet="utf-8"\/>)?)/, `$1${meta}`);
    if (!html.includes(META_MARKER)) throw new Error(`${file}: found no <head> to put the policy in.`);
    await writeFile(file, html);
    const urlPath = urlPathOf(file);
    // The 404 page is served at any unknown path: its policy lives in its meta tag only (a catch-all header rule
    // would be merged into every page's own).
    if (urlPath.endsWith('/404') || urlPath.endsWith('/_not-found')) continue;
    rules.push(`${urlPath}\n  Content-Security-Policy: ${policyFor(hashes, { forMeta: false })}`);
  }

  const common = Object.entries(COMMON_HEADERS)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  const headersFile = [
    '# Written by scripts/secure-export.ts after the export. Netlify and Cloudflare Pages read this file.',
    `${BASE_PATH}/*\n${common}`,
    `${BASE_PATH}/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable`,
    // Variant names are not content hashes (an owner may replace a picture under the same name): one week.
    `${BASE_PATH}/_img/*\n  Cache-Control: public, max-age=604800`,
    ...rules,
    '',
  ].join('\n');
  await writeFile(path.join(OUT, '_headers'), headersFile);
  console.log(`security: ${files.length} pages given a hash-based CSP; out/_headers has ${rules.length + 3} rules`);
}

main().catch((error: unknown) => {
  console.error(`security: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
