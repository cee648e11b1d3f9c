/**
 * After `next build`: writes out/_redirects, the rules by which Netlify answers an unknown address with the nearest
 * folder's 404 page, status 404 (`/pt-br/portfolio/…` → pt-br/portfolio/404.html, `/pt-br/…` → pt-br/404.html).
 * Cloudflare needs no rule (it serves the nearest 404.html up the folder tree); `npm start` does the same
 * (scripts/serve.mjs); GitHub Pages serves only the root's 404.html, the general English one.
 *
 *   npx tsx scripts/write-redirects.ts
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(process.env.EXPORT_DIR || 'out');
// The build's own variable (lib/site-url.ts reads the copy Next gives the pages, which a script does not have).
const BASE_PATH = (process.env.BASE_PATH || '').replace(/\/$/, '');

// Every folder's own 404 page (folder/404.html, or folder/404/index.html in a base-path build), deepest first:
// Netlify takes the first rule that matches.
const pages = readdirSync(OUT, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /^(.+)\/404(\.html|\/index\.html)$/.test(file) && !file.startsWith('admin/'))
  .sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));
const rules = pages.map((page) => {
  const folder = page.replace(/\/404(\.html|\/index\.html)$/, '');
  return `${BASE_PATH}/${folder}/*  ${BASE_PATH}/${page}  404`;
});

writeFileSync(
  path.join(OUT, '_redirects'),
  `# Unknown addresses get the nearest folder's 404 page (Netlify; written by the build).\n${rules.join('\n')}\n`,
);
console.log(`redirects: out/_redirects has ${rules.length} rule${rules.length === 1 ? '' : 's'}`);
