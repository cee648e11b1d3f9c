/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  INLINE_ICON_MAX_LENGTH,
  SVG_DATA_URL_PREFIX,
  SVG_ICON,
  readSvgIcon,
  svgDataUrl,
  svgIconHref,
} from './site-icon';
import { assetPath } from './site-url';

const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">\n  <rect width="8" height="8" fill="#e4572e"/>' +
  '<text font-family="\'Étude\', serif">50% ✓ 🎬</text></svg>';

const decoded = (href: string) => decodeURIComponent(href.slice(SVG_DATA_URL_PREFIX.length));

describe("the site's SVG icon", () => {
  it('is written into the page as a data: URL that decodes to the same drawing', () => {
    const href = svgIconHref(drawing)!;
    expect(href).toBe(svgDataUrl(drawing));
    expect(href.startsWith(SVG_DATA_URL_PREFIX)).toBe(true);
    expect(decoded(href)).toBe(drawing);
    // Nothing that would end the attribute, start a fragment or break the URL is left as it is.
    expect(href).not.toMatch(/["<>#\s]|[^\x20-\x7e]/u);
  });

  it('is linked as a file when the drawing is too big to copy into every page', () => {
    const big = drawing.replace('</svg>', `<!--${'x'.repeat(INLINE_ICON_MAX_LENGTH)}--></svg>`);
    expect(svgIconHref(big)).toBe(assetPath(SVG_ICON));
  });

  it('is linked as a file when it is not UTF-8 (read with replacement characters), rather than copied wrong', () => {
    expect(svgIconHref(drawing.replace('É', '\uFFFD'))).toBe(assetPath(SVG_ICON));
  });

  it('is left out when the owner has no public/icon.svg, and read from the file when there is one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-icon-'));
    try {
      expect(readSvgIcon(dir)).toBeUndefined();
      expect(svgIconHref(readSvgIcon(dir))).toBeUndefined();
      writeFileSync(path.join(dir, 'icon.svg'), drawing);
      expect(readSvgIcon(dir)).toBe(drawing);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
