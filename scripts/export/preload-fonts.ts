/**
 * The first page step of the build's export stage (scripts/export/pages.ts): makes every exported page preload the fonts its styles declare `font-display: optional`.
 *
 * An optional font is used only if it is there within about 100 ms of being needed; otherwise the page keeps the
 * fallback for that view (styles/fonts.ts: no re-flow, CLS 0). So a font that is not preloaded is requested only
 * once the first layout needs it, is nearly always late, and a first visit rarely shows it. Next writes the
 * preloads from its font manifest, which has an entry for every page and layout but none for the global
 * not-found page (app/global-not-found.tsx, out/404.html: what a host serves at every unknown address), so that
 * page showed the system fonts. This step reads each page's own inlined styles, the same `@font-face` rules the
 * browser will use, and adds the preload links Next would have written for those it lacks, just before the styles.
 * Pages that already preload their fonts (every other page) are left byte for byte as they are. Tags are read
 * with the start-up step's reader (scripts/startup/markup.ts): any attribute order or quoting, nothing inside a
 * script or a comment taken for a tag.
 */
import { applyEdits, elementsOf, escapeAttribute } from '../lib/html';
import { tagsOf, type Tag } from '../startup/markup';

const FONT_TYPES: Readonly<Record<string, string>> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
};

/**
 * The tags of the page's head. A file without one (say, a site-verification file an owner put in public/) has none.
 */
function headTags(html: string): Tag[] {
  const head = elementsOf(html).find((element) => element.name === 'head');
  return head ? tagsOf(html).filter((tag) => tag.start > head.start && tag.end <= head.end) : [];
}

/** The first file of each `font-display: optional` `@font-face` rule in the given CSS, in order, once each. */
export function optionalFontUrls(css: string): string[] {
  const urls: string[] = [];
  for (const [, rule = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/gi)) {
    if (!/font-display\s*:\s*optional\b/i.test(rule)) continue;
    // A rule's `src` lists its files in order of preference: the first one is what a current browser loads.
    const [, double, single, bare] = rule.match(/url\(\s*(?:"([^"]+)"|'([^']+)'|([^)\s]+))\s*\)/i) ?? [];
    const url = double ?? single ?? bare;
    if (url && !url.startsWith('data:') && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** The MIME type a preload of this font file declares, by its extension. */
function fontType(url: string, page: string): string {
  const extension =
    url
      .replace(/[?#].*$/, '')
      .split('.')
      .pop()
      ?.toLowerCase() ?? '';
  const type = FONT_TYPES[extension];
  if (!type) throw new Error(`${page}: the font ${url} is neither woff2, woff, ttf nor otf; cannot preload it`);
  return type;
}

/** The page with a preload link for each optional font it lacks one for (inserted before its first `<style>`). */
export function preloadOptionalFonts(html: string, page = 'the page'): { html: string; added: string[] } {
  const head = headTags(html);
  const styles = head.filter((tag) => tag.name === 'style');
  const preloaded = new Set(
    head
      .filter((tag) => tag.name === 'link')
      .filter((tag) => tag.attributes.get('rel')?.toLowerCase() === 'preload')
      .filter((tag) => tag.attributes.get('as')?.toLowerCase() === 'font')
      .map((tag) => tag.attributes.get('href')),
  );
  const missing = optionalFontUrls(styles.map((tag) => tag.content).join('\n')).filter((url) => !preloaded.has(url));
  const [firstStyle] = styles;
  if (missing.length === 0 || !firstStyle) return { html, added: [] };
  // The same markup as Next's own font preloads (fonts are always fetched in CORS mode, hence crossorigin).
  const links = missing
    .map(
      (url) =>
        `<link rel="preload" href="${escapeAttribute(url)}" as="font" crossorigin="" type="${fontType(url, page)}"/>`,
    )
    .join('');
  return { html: applyEdits(html, [{ at: firstStyle.start, insert: links }]), added: missing };
}
