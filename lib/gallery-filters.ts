import { FILTER_KEYS, type FilterKey } from '@/lib/content/filter-keys';

/** One tab of the gallery: its label, its value in the URL (`?filter=director`) and the filter it shows. */
export interface GalleryFilter {
  label: string;
  key: 'all' | FilterKey;
  /** The project filter the tab selects; `null` for All. */
  tag: FilterKey | null;
}

/** The labels of the tabs, as `data/site.json` words them. */
export type FilterLabels = Record<'all' | FilterKey, string>;

/**
 * The tabs, in FILTER_KEYS order, with the owner's labels: All (the default, showing everything) and then one per
 * filter that at least one project carries, so no tab leads to an empty gallery. Given no projects' tags, all
 * seven.
 */
export function galleryFilters(labels: FilterLabels, projectTags?: readonly (readonly FilterKey[])[]): GalleryFilter[] {
  const used = projectTags && new Set(projectTags.flat());
  return [
    { label: labels.all, key: 'all', tag: null },
    ...FILTER_KEYS.filter((key) => !used || used.has(key)).map((key) => ({ label: labels[key], key, tag: key })),
  ];
}

/**
 * The key of the filter a URL's query (`?filter=director`) names, case-insensitively, among `keys`; the first key
 * (All) for a missing or unknown value. Self-contained: the gallery's pre-paint script runs it too.
 */
export function filterKeyFromSearch(search: string, keys: readonly string[]): string {
  const key = (new URLSearchParams(search).get('filter') || '').toLowerCase();
  return keys.indexOf(key) >= 0 ? key : (keys[0] as string);
}

/** The filter named by a URL's `?filter=` value among the tabs; All (the first) for a missing or unknown value. */
export function filterFromSearch(search: string, filters: readonly GalleryFilter[]): GalleryFilter {
  const key = filterKeyFromSearch(
    search,
    filters.map((filter) => filter.key),
  );
  return filters.find((filter) => filter.key === key)!;
}

/** The query string that selects a filter (empty for All, so the plain /portfolio stays canonical). */
export function searchForFilter(filter: GalleryFilter): string {
  return filter.tag ? `?filter=${filter.key}` : '';
}

/** Does a card with these filters show under the tab? */
export function matchesFilter(tags: readonly FilterKey[], filter: GalleryFilter): boolean {
  return filter.tag === null || tags.includes(filter.tag);
}
