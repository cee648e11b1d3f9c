/**
 * After `next build`: makes every exported page preload the fonts its styles declare `font-display: optional`.
 *
 * An optional font is used only if it is there within about 100 ms of being needed; otherwise the page keeps the
 * fallback for that view (styles/fonts.ts: no re-flow, CLS 0). So a font that is not preloaded is requested only
 * once the first layout needs it, is nearly always late, and a first visit never shows it. Next writes the
 * preloads from its font manifest, which has an entry for every page and layout but none for the global
 * not-found page (app/global-not-found.tsx, out/404.html: what a host serves at every unknown address), so that
 * page showed the system fonts. This step reads each page's own inlined styles, the same `@font-face` rules the
 * browser will use, and adds the preload links Next would have written for those it lacks, just before the styles.
 * Pages that already preload their fonts (every other page) are left byte for byte as they are.
 *
 *   npx tsx scripts/preload-fonts.ts       (EXPORT_DIR: the export's folder, out/ by default)
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FONT_TYPES: Record<string, string> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
};

/** The part of a page before `</head>` (the whole page when it has none). */
function headOf(html: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : html.slice(0, end);
}

/** The value of one attribute of a tag, or undefined. */
function attribute(tag: string, name: string): string | undefined {
  return tag
    .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find(Boolean);
}

/** The font files of the `font-display: optional` `@font-face` rules in the page's `<style>` elements, in order. */
export function optionalFontUrls(html: string): string[] {
  const css = [...headOf(html).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join('\n');
  const urls: string[] = [];
  for (const [, rule] of css.matchAll(/@font-face\s*\{([^}]*)\}/gi)) {
    if (!/font-display\s*:\s*optional\b/i.test(rule!)) continue;
    // A rule's `src` lists its files in order of preference: the first one is what a current browser loads.
    const url = rule!
      .match(/url\(\s*(?:"([^"]+)"|'([^']+)'|([^)\s]+))\s*\)/i)
      ?.slice(1)
      .find(Boolean);
    if (url && !url.startsWith('data:') && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** The hrefs of the page's `<link rel="preload" as="font">` tags. */
export function preloadedFontUrls(html: string): Set<string> {
  const hrefs = new Set<string>();
  for (const [tag] of headOf(html).matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && attribute(tag, 'rel')?.toLowerCase() === 'preload' && attribute(tag, 'as') === 'font') hrefs.add(href);
  }
  return hrefs;
}

/** The page with a preload link for each optional font it lacks one for (inserted before its first `<style>`). */
export function preloadOptionalFonts(html: string, page = 'the page'): { html: string; added: string[] } {
  const preloaded = preloadedFontUrls(html);
  const missing = optionalFontUrls(html).filter((url) => !preloaded.has(url));
  if (missing.length === 0) return { html, added: [] };
  const links = missing
    .map((url) => {
      const type = FONT_TYPES[url.split(/[?#]/)[0]!.split('.').pop()!.toLowerCase()];
      if (!type) throw new Error(`${page}: the font ${url} is neither woff2, woff, ttf nor otf; cannot preload it`);
      // The same markup as Next's own font preloads (fonts are always fetched in CORS mode, hence crossorigin).
      return `<link rel="preload" href="${url}" as="font" crossorigin="" type="${type}"/>`;
    })
    .join('');
  const head = headOf(html);
  const at = head.search(/<style\b/i);
  if (at === -1) throw new Error(`${page}: optional fonts but no <style> in its <head>; has Next's markup changed?`);
  return { html: html.slice(0, at) + links + html.slice(at), added: missing };
}

async function main(): Promise<void> {
  const out = path.resolve(process.env.EXPORT_DIR || 'out');
  const entries = await readdir(out, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const fixed: string[] = [];
  for (const file of files) {
    const page = path.relative(out, file);
    const { html, added } = preloadOptionalFonts(await readFile(file, 'utf8'), page);
    if (added.length === 0) continue;
    await writeFile(file, html);
    fixed.push(`${page} (${added.length})`);
  }
  console.log(
    `preload-fonts: ${files.length - fixed.length} of ${files.length} pages already preloaded their optional fonts` +
      (fixed.length ? `; preloads added to ${fixed.join(', ')}` : ''),
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`preload-fonts: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
