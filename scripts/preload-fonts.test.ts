/**
 * @jest-environment node
 */
import { optionalFontUrls, preloadOptionalFonts, preloadedFontUrls } from './preload-fonts';

const DISPLAY = '/_next/static/media/display-s.p.abc.woff2';
const BODY = '/_next/static/media/body-s.p.def.woff2';
const STYLES =
  '<style data-precedence="next">' +
  `@font-face{font-family:displayFont;src:url(${DISPLAY})format("woff2");font-display:optional;font-weight:700}` +
  '@font-face{font-family:displayFont Fallback;src:local(Arial);size-adjust:111.32%}' +
  `@font-face{font-family:bodyFont;src:url("${BODY}") format("woff2");font-display:optional}` +
  '@font-face{font-family:swapFont;src:url(/swap.woff2)format("woff2");font-display:swap}' +
  '.title{font-family:var(--font-bricolage)}</style>';

function page(head: string): string {
  const body = '<body><p>Hi</p></body>';
  return `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>T</title></head>${body}</html>`;
}

function preloadLink(href: string): string {
  return `<link rel="preload" href="${href}" as="font" crossorigin="" type="font/woff2"/>`;
}

describe('preloading the optional fonts of an exported page', () => {
  it('reads the files of the optional @font-face rules only, not fallbacks nor fonts that may swap in late', () => {
    expect(optionalFontUrls(page(STYLES))).toEqual([DISPLAY, BODY]);
  });

  it('adds the preloads a page lacks just before its styles, as Next writes them', () => {
    const { html, added } = preloadOptionalFonts(page(STYLES));
    expect(added).toEqual([DISPLAY, BODY]);
    expect(html).toBe(page(preloadLink(DISPLAY) + preloadLink(BODY) + STYLES));
    expect(preloadedFontUrls(html)).toEqual(new Set([DISPLAY, BODY]));
  });

  it('leaves a page that already preloads its fonts exactly as it is, whatever the order of the attributes', () => {
    const html = page(
      `<link as="font" type="font/woff2" href="${DISPLAY}" rel="preload" crossorigin>${preloadLink(BODY)}${STYLES}`,
    );
    expect(preloadOptionalFonts(html)).toEqual({ html, added: [] });
  });

  it('adds only the missing one when a page preloads some of its fonts', () => {
    const { html, added } = preloadOptionalFonts(page(preloadLink(DISPLAY) + STYLES));
    expect(added).toEqual([BODY]);
    expect(preloadedFontUrls(html)).toEqual(new Set([DISPLAY, BODY]));
  });

  it('leaves a page without optional fonts alone, and ignores a @font-face in the body', () => {
    const body = page('<title>T</title>').replace('<p>Hi</p>', STYLES);
    expect(preloadOptionalFonts(body)).toEqual({ html: body, added: [] });
  });

  it('names the page when a font cannot be preloaded', () => {
    const eot = page('<style>@font-face{font-family:Old;src:url(/old.eot);font-display:optional}</style>');
    expect(() => preloadOptionalFonts(eot, '404.html')).toThrow(/404\.html: the font \/old\.eot is neither/);
  });
});
