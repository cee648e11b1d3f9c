import { mayPlayByItself } from './autoplay';

describe('a muted loop playing by itself', () => {
  it('is allowed when the visitor asked for nothing', () => {
    expect(mayPlayByItself({ reducedMotion: false, saveData: false })).toBe(true);
  });

  it('is never allowed with reduced motion or with Save-Data on', () => {
    expect(mayPlayByItself({ reducedMotion: true, saveData: false })).toBe(false);
    expect(mayPlayByItself({ reducedMotion: false, saveData: true })).toBe(false);
    expect(mayPlayByItself({ reducedMotion: true, saveData: true })).toBe(false);
  });
});
