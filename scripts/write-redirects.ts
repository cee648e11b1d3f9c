/**
 * After `next build`: writes out/_redirects, the rule by which Netlify answers an unknown address under a
 * language's folder (`/pt-br/…`) with that language's 404 page, status 404. Cloudflare Pages needs no rule (it
 * serves the nearest 404.html up the folder tree); `npm start` follows the same rule (scripts/serve.mjs); GitHub
 * Pages serves only the root's 404.html, the English one.
 *
 *   npx tsx scripts/write-redirects.ts
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, LOCALE_PREFIX } from '../lib/i18n/locales';
import { BASE_PATH } from '../lib/site-url';

const OUT = path.resolve(process.env.EXPORT_DIR || 'out');

const rules = LOCALES.flatMap((locale) => {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return [];
  const page = `${prefix}/404.html`;
  if (!existsSync(path.join(OUT, page))) return [];
  return [`${BASE_PATH}${prefix}/*  ${BASE_PATH}${page}  404`];
});

writeFileSync(
  path.join(OUT, '_redirects'),
  `# Unknown addresses in a language's folder get that language's 404 page (Netlify; written by the build).\n${rules.join('\n')}\n`,
);
console.log(`redirects: out/_redirects has ${rules.length} rule${rules.length === 1 ? '' : 's'}`);
