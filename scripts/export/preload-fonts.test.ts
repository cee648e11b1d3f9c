/**
 * @jest-environment node
 */
import { optionalFontUrls, preloadOptionalFonts } from './preload-fonts';
import { tagsOf } from '../startup/markup';

const DISPLAY = '/_next/static/media/display-s.p.abc.woff2';
const BODY = '/_next/static/media/body-s.p.def.woff2';
const STYLES =
  '<style data-precedence="next">' +
  `@font-face{font-family:displayFont;src:url(${DISPLAY})format("woff2");font-display:optional;font-weight:700}` +
  '@font-face{font-family:displayFont Fallback;src:local(Arial);size-adjust:111.32%}' +
  `@font-face{font-family:bodyFont;src:url("${BODY}") format("woff2");font-display:optional}` +
  '@font-face{font-family:swapFont;src:url(/swap.woff2)format("woff2");font-display:swap}' +
  '.title{font-family:var(--font-bricolage)}</style>';

function page(head: string, body = '<p>Hi</p>'): string {
  return `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>T</title></head><body>${body}</body></html>`;
}

function preloadLink(href: string): string {
  return `<link rel="preload" href="${href}" as="font" crossorigin="" type="font/woff2"/>`;
}

/** The hrefs of a page's font preloads, in order. */
function fontPreloads(html: string): string[] {
  return tagsOf(html)
    .filter((tag) => tag.name === 'link' && tag.attributes.get('as') === 'font')
    .map((tag) => tag.attributes.get('href') ?? '');
}

describe('preloading the optional fonts of an exported page', () => {
  it('reads the first file of each optional @font-face rule, not fallbacks nor fonts that may swap in late', () => {
    const css = STYLES.replace(/<\/?style[^>]*>/g, '');
    expect(optionalFontUrls(css)).toEqual([DISPLAY, BODY]);
    const quoted =
      "@font-face{src:url('/sub/_next/a.woff2') format('woff2'),url(/sub/_next/a.woff);font-display:optional}";
    expect(optionalFontUrls(quoted)).toEqual(['/sub/_next/a.woff2']);
    expect(optionalFontUrls('@font-face{src:url(data:font/woff2;base64,AAAA);font-display:optional}')).toEqual([]);
  });

  it('adds the preloads a page lacks just before its styles, as Next writes them', () => {
    const { html, added } = preloadOptionalFonts(page(STYLES));
    expect(added).toEqual([DISPLAY, BODY]);
    expect(html).toBe(page(preloadLink(DISPLAY) + preloadLink(BODY) + STYLES));
  });

  it('leaves a page that already preloads its fonts exactly as it is, whatever the spelling of its tags', () => {
    const links = `<LINK AS="Font" type=font/woff2 href = '${DISPLAY}' REL=Preload crossorigin>${preloadLink(BODY)}`;
    const html = page(links + STYLES);
    expect(preloadOptionalFonts(html)).toEqual({ html, added: [] });
  });

  it('adds only the missing one when a page preloads some of its fonts', () => {
    const { html, added } = preloadOptionalFonts(page(preloadLink(DISPLAY) + STYLES));
    expect(added).toEqual([BODY]);
    expect(fontPreloads(html)).toEqual([DISPLAY, BODY]);
  });

  it('takes nothing inside a script for a style, nor a style in the body for the head', () => {
    const script = `<script>document.head.insertAdjacentHTML('beforeend', '<style>a{}</style></head>');</script>`;
    const withScript = preloadOptionalFonts(page(script + STYLES));
    expect(withScript.html).toBe(page(script + preloadLink(DISPLAY) + preloadLink(BODY) + STYLES));
    const withFontsInBody = page('', STYLES);
    expect(preloadOptionalFonts(withFontsInBody)).toEqual({ html: withFontsInBody, added: [] });
  });

  it('leaves a file that is not a page alone, such as a site-verification file', () => {
    const verification = 'google-site-verification: google0123456789abcdef.html';
    expect(preloadOptionalFonts(verification)).toEqual({ html: verification, added: [] });
  });

  it('escapes the address it writes and names the page when a font cannot be preloaded', () => {
    const odd = page('<style>@font-face{src:url(\'/f.woff2?a="1"&b=2\');font-display:optional}</style>');
    expect(fontPreloads(preloadOptionalFonts(odd).html)).toEqual(['/f.woff2?a="1"&b=2']);
    const eot = page('<style>@font-face{font-family:Old;src:url(/old.eot);font-display:optional}</style>');
    expect(() => preloadOptionalFonts(eot, '404.html')).toThrow(/404\.html: the font \/old\.eot is neither/);
  });
});
