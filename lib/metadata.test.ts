import { clipAtWord, DESCRIPTION_LIMIT, pageMetadata } from './metadata';

describe('a page description', () => {
  it('is kept whole when it fits', () => {
    expect(clipAtWord('A short description.')).toBe('A short description.');
  });

  it('is cut at a word, with an ellipsis, when it is longer than 160 characters', () => {
    const long = `${'Frame by frame animation '.repeat(10)}end.`;
    const clipped = clipAtWord(long);
    expect(clipped.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(clipped.endsWith('…')).toBe(true);
    expect(long.startsWith(clipped.slice(0, -1))).toBe(true);
    expect(long.charAt(clipped.length - 1)).toBe(' ');
  });

  it('is cut inside a word only when no word ends in its second half', () => {
    const clipped = clipAtWord('x'.repeat(300));
    expect(clipped).toBe(`${'x'.repeat(DESCRIPTION_LIMIT - 1)}…`);
  });

  it('reaches the meta description, Open Graph and the Twitter card clipped', () => {
    const metadata = pageMetadata({ title: 'About', description: 'word '.repeat(60), path: '/about' });
    expect(String(metadata.description).length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(metadata.openGraph?.description).toBe(metadata.description);
    expect(metadata.twitter?.description).toBe(metadata.description);
  });
});
