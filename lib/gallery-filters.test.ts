import { filterFromSearch, matchesFilter, searchForFilter } from './gallery-filters';
import { SPEC_FILTERS as GALLERY_FILTERS } from './gallery-filters.fixture';

describe('the gallery filters', () => {
  it('are seven tabs in a fixed order, All first, with the labels the data gives', () => {
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
    expect(filterFromSearch('?filter=director', GALLERY_FILTERS).label).toBe('Director');
    expect(filterFromSearch('?filter=VOICE', GALLERY_FILTERS).label).toBe('Voice Actress');
    expect(filterFromSearch('', GALLERY_FILTERS).label).toBe('All');
    expect(filterFromSearch('?filter=painter', GALLERY_FILTERS).label).toBe('All');
  });

  it('write every filter but All into the URL, and read back the same filter', () => {
    for (const filter of GALLERY_FILTERS) {
      expect(filterFromSearch(searchForFilter(filter), GALLERY_FILTERS)).toBe(filter);
    }
    expect(searchForFilter(GALLERY_FILTERS[0]!)).toBe('');
  });

  it('show a card under All and under each of its tags, and nowhere else', () => {
    const tags = ['director', 'voice'] as const;
    const shownUnder = GALLERY_FILTERS.filter((filter) => matchesFilter(tags, filter)).map((filter) => filter.label);
    expect(shownUnder).toEqual(['All', 'Director', 'Voice Actress']);
  });
});
