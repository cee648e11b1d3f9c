import { galleryFilters } from './gallery-filters';

/** The seven tabs with the sample's labels, for tests that need a set of filters without reading the content. */
export const SPEC_FILTERS = galleryFilters({
  all: 'All',
  creator: 'Creator',
  director: 'Director',
  cutout: 'CutOut',
  traditional: 'Traditional',
  supervisor: 'Supervisor',
  voice: 'Voice Actress',
});
