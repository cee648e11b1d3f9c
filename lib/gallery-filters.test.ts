import { GALLERY_FILTERS, filterFromSearch, matchesFilter, searchForFilter } from './gallery-filters';

describe('the gallery filters', () => {
  it('are the seven tabs of the spec, in order, All first', () => {
    expect(GALLERY_FILTERS.map((filter) => filter.label)).toEqual([
      'All',
      'Creator',
      'Director',
      'CutOut',
      'Traditional',
      'Supervisor',
      'Voice Actress',
    ]);
  });

  it('read the filter from the URL and fall back to All for a missing or unknown value', () => {
    expect(filterFromSearch('?filter=director').label).toBe('Director');
    expect(filterFromSearch('?filter=VOICE').label).toBe('Voice Actress');
    expect(filterFromSearch('').label).toBe('All');
    expect(filterFromSearch('?filter=painter').label).toBe('All');
  });

  it('write every filter but All into the URL, and read back the same filter', () => {
    for (const filter of GALLERY_FILTERS) {
      expect(filterFromSearch(searchForFilter(filter))).toBe(filter);
    }
    expect(searchForFilter(GALLERY_FILTERS[0]!)).toBe('');
  });

  it('show a card under All and under each of its tags, and nowhere else', () => {
    const tags = ['filter-director', 'filter-voice'] as const;
    const shownUnder = GALLERY_FILTERS.filter((filter) => matchesFilter(tags, filter)).map((filter) => filter.label);
    expect(shownUnder).toEqual(['All', 'Director', 'Voice Actress']);
  });
});
