/**
 * The gallery's filters, in the order of its tabs: the values of `?filter=` and of a project's `filter` list.
 * Kept apart from the schema so the gallery's browser code can use them without the validation library.
 */
export const FILTER_KEYS = ['creator', 'director', 'cutout', 'traditional', 'supervisor', 'voice'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
