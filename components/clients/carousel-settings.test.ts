import { paginationAtStart } from './carousel-settings';

describe('the clients carousel pagination on its first logo', () => {
  it('shows the first logos’ bullets in a window of main + 4, after room for the two before', () => {
    expect(paginationAtStart(32, 3)).toEqual({
      slots: 7,
      offset: 2,
      kinds: ['current', 'main', 'main', 'next', 'next-next'],
    });
  });

  it('shows every bullet when there are only a few logos', () => {
    expect(paginationAtStart(2, 3).kinds).toEqual(['current', 'main']);
    expect(paginationAtStart(4, 3).kinds).toEqual(['current', 'main', 'main', 'next']);
  });
});
