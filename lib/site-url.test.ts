import { pictureSources } from './images/variants';
import { absoluteUrl, assetPath, encodePath } from './site-url';

describe('a file the owner named with spaces, accents or commas', () => {
  const src = '/images/projects/Ação Final, Cena 2.jpg';

  it('is written into pages percent-encoded, the same file once decoded', () => {
    expect(encodePath(src)).toBe('/images/projects/A%C3%A7%C3%A3o%20Final%2C%20Cena%202.jpg');
    expect(decodeURIComponent(assetPath(src))).toBe(src);
    expect(decodeURIComponent(new URL(absoluteUrl(src)).pathname)).toBe(src);
  });

  it('keeps each variant one entry of a srcset', () => {
    for (const { srcSet } of pictureSources({ src, width: 1000, height: 600 })) {
      const entries = srcSet.split(', ');
      for (const entry of entries) expect(entry).toMatch(/^\S+ \d+w$/);
    }
  });

  it('leaves a plain path as it is', () => {
    expect(encodePath('/images/projects/a-film_2.jpg')).toBe('/images/projects/a-film_2.jpg');
  });
});
