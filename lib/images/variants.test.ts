import {
  masterPath,
  needsMaster,
  originalUrl,
  pictureSources,
  formatVariants,
  MAX_PIXELS,
  variantsOf,
} from './variants';

describe('what the site shows of a picture', () => {
  test('a JPEG, PNG, WebP, AVIF or GIF within 40 MP is shown as it is; a TIFF, a HEIF or a larger one through its master', () => {
    for (const src of ['/a.jpg', '/a.png', '/a.webp', '/a.avif', '/a.gif'])
      expect(needsMaster(src, 4000, 3000)).toBe(false);
    for (const src of ['/a.tif', '/a.tiff', '/a.heic']) expect(needsMaster(src, 400, 300)).toBe(true);
    expect(needsMaster('/a.jpg', 12000, 8000)).toBe(true);
    expect(12000 * 8000).toBeGreaterThan(MAX_PIXELS);
  });

  test('an SVG logo is shown as it is, whatever size it says it has', () => {
    expect(needsMaster('/images/clients/a.svg', 240, 96)).toBe(false);
    expect(needsMaster('/images/clients/a.svg', 12000, 8000)).toBe(false);
  });

  test('the fallback <img> is the master when there is one', () => {
    const master = masterPath('/images/scan.tif', false);
    expect(master).toBe('/_img/images/scan-master.jpg');
    expect(masterPath('/images/cut.tif', true)).toBe('/_img/images/cut-master.png');
    expect(originalUrl({ src: '/images/scan.tif', master, width: 100, height: 80 })).toMatch(
      /\/_img\/images\/scan-master\.jpg$/,
    );
  });

  test('an animated picture has WebP sources only (browsers would take a still AVIF first)', () => {
    const image = { src: '/images/walk-animated.gif', width: 320, height: 200, animated: true } as const;
    expect(pictureSources(image).map((source) => source.type)).toEqual(['image/webp']);
    expect(formatVariants(image, 'avif').every((variant) => variant.src.endsWith('.webp'))).toBe(true);
    expect(pictureSources({ src: '/images/a.gif', width: 320, height: 200 }).map((source) => source.type)).toEqual([
      'image/avif',
      'image/webp',
    ]);
  });
});

describe('the variants the build writes', () => {
  test('a picture gets each of its widths in AVIF and WebP, a moving one in WebP alone', () => {
    expect(variantsOf({ src: '/images/a.jpg', width: 1000 })).toEqual(
      [320, 480, 640, 960, 1000].flatMap((width) => [
        { width, format: 'avif' },
        { width, format: 'webp' },
      ]),
    );
    expect(variantsOf({ src: '/images/b-animated.gif', width: 500, animated: true })).toEqual([
      { width: 320, format: 'webp' },
      { width: 480, format: 'webp' },
      { width: 500, format: 'webp' },
    ]);
  });

  test("a video's poster gets the one WebP its <video> shows: 960 px wide, or its own width when narrower", () => {
    expect(variantsOf({ src: '/_media/reel.abc.poster.jpg', width: 1920 })).toEqual([{ width: 960, format: 'webp' }]);
    expect(variantsOf({ src: '/_media/projects/tall.abc.poster.jpg', width: 480 })).toEqual([
      { width: 480, format: 'webp' },
    ]);
  });
});
