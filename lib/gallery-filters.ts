import type { FilterTag } from '@/data';

/** One tab of the gallery: its label, its value in the URL (`?filter=director`) and the tag it shows. */
export interface GalleryFilter {
  label: string;
  key: string;
  /** The project tag the tab selects; `null` for All. */
  tag: FilterTag | null;
}

/** The seven tabs, in the spec's order. All is the default and shows everything. */
export const GALLERY_FILTERS: readonly GalleryFilter[] = [
  { label: 'All', key: 'all', tag: null },
  { label: 'Creator', key: 'creator', tag: 'filter-creator' },
  { label: 'Director', key: 'director', tag: 'filter-director' },
  { label: 'CutOut', key: 'cutout', tag: 'filter-cutout' },
  { label: 'Traditional', key: 'traditional', tag: 'filter-traditional' },
  { label: 'Supervisor', key: 'supervisor', tag: 'filter-supervisor' },
  { label: 'Voice Actress', key: 'voice', tag: 'filter-voice' },
];

/**
 * The key of the filter a URL's query (`?filter=director`) names, case-insensitively, among `keys`; the first key
 * (All) for a missing or unknown value. Self-contained: the gallery's pre-paint script runs it too.
 */
export function filterKeyFromSearch(search: string, keys: readonly string[]): string {
  const key = (new URLSearchParams(search).get('filter') || '').toLowerCase();
  return keys.indexOf(key) >= 0 ? key : (keys[0] as string);
}

/** The filter named by a URL's `?filter=` value; All for a missing or unknown value. */
export function filterFromSearch(search: string): GalleryFilter {
  const key = filterKeyFromSearch(
    search,
    GALLERY_FILTERS.map((filter) => filter.key),
  );
  return GALLERY_FILTERS.find((filter) => filter.key === key)!;
}

/** The query string that selects a filter (empty for All, so the plain /portfolio stays canonical). */
export function searchForFilter(filter: GalleryFilter): string {
  return filter.tag ? `?filter=${filter.key}` : '';
}

/** Does a card with these tags show under the filter? */
export function matchesFilter(tags: readonly FilterTag[], filter: GalleryFilter): boolean {
  return filter.tag === null || tags.includes(filter.tag);
}
