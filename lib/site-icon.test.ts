/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INLINE_ICON_MAX_BYTES, readSvgIcon, svgDataUrl, svgIconHref } from './site-icon';

const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#e4572e"/></svg>';

describe("the site's SVG icon", () => {
  it('is written into the page as a data: URL that decodes to the same drawing', () => {
    const href = svgIconHref(drawing);
    expect(href).toBe(svgDataUrl(drawing));
    expect(href?.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(drawing);
    expect(href).not.toMatch(/["<>#\s]/);
  });

  it('is linked as a file when the drawing is too big to copy into every page', () => {
    const big = drawing.replace('</svg>', `<!--${'x'.repeat(INLINE_ICON_MAX_BYTES)}--></svg>`);
    expect(svgIconHref(big)).toBe('/icon.svg');
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
