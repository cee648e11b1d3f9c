import { externalEmbed, externalWatchUrl } from './external';

describe('an external video address', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aB3_dE-fG7h&t=10', 'aB3_dE-fG7h'],
    ['https://youtu.be/aB3_dE-fG7h', 'aB3_dE-fG7h'],
    ['https://youtube.com/shorts/aB3_dE-fG7h', 'aB3_dE-fG7h'],
    ['https://www.youtube.com/embed/aB3_dE-fG7h', 'aB3_dE-fG7h'],
  ])('on YouTube (%s) plays from the privacy-enhanced host', (address, id) => {
    expect(externalEmbed(address)).toEqual({
      host: 'YouTube',
      id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
      origin: 'https://www.youtube-nocookie.com',
    });
  });

  it.each([
    ['https://vimeo.com/123456789', '123456789'],
    ['https://player.vimeo.com/video/123456789', '123456789'],
  ])("on Vimeo (%s) plays in Vimeo's player", (address, id) => {
    expect(externalEmbed(address)).toMatchObject({ host: 'Vimeo', id, origin: 'https://player.vimeo.com' });
  });

  it.each([
    ['not an address', 'is not a web address'],
    ['https://www.youtube.com/channel/abc', 'no YouTube video id'],
    ['https://vimeo.com/about', 'no Vimeo video id'],
    ['https://dailymotion.com/video/x8', 'is not a YouTube or Vimeo address'],
  ])('is refused with a reason when no player takes it (%s)', (address, reason) => {
    const result = externalEmbed(address);
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toContain(reason);
  });
});

describe("an external video's own page at a time (an external showreel's chapters)", () => {
  it.each([
    [{ host: 'YouTube' as const, id: 'dQw4w9WgXcQ' }, 42.7, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s'],
    [{ host: 'YouTube' as const, id: 'dQw4w9WgXcQ' }, 0, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    [{ host: 'Vimeo' as const, id: '76979871' }, 75, 'https://vimeo.com/76979871#t=75s'],
    [{ host: 'Vimeo' as const, id: '76979871' }, 0, 'https://vimeo.com/76979871'],
  ])('on %o at %s s is %s', (embed, seconds, address) => {
    expect(externalWatchUrl(embed, seconds)).toBe(address);
  });
});
