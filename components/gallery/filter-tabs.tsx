import type { GalleryFilter } from '@/lib/gallery-filters';
import { useGalleryWords } from '@/lib/hooks/use-gallery-words';
import styles from './filter-tabs.module.scss';

/** Props of the filter tabs. */
export interface FilterTabsProps {
  filters: readonly GalleryFilter[];
  active: GalleryFilter;
  onSelect: (filter: GalleryFilter) => void;
  /** How many projects each tab shows, by its key. */
  counts: Record<string, number>;
}

/**
 * The row of role filters: toggle buttons, exactly one pressed. Each names its filter in `data-filter-key`, which
 * the gallery's pre-paint script reads to press the address's tab before the page runs (static-grid.ts); React
 * agrees once it does, so the pressed state React hydrates over may differ from its own for a moment.
 */
export function FilterTabs({ filters, active, onSelect, counts }: FilterTabsProps) {
  const words = useGalleryWords();
  return (
    <div className={styles.tabs} role="group" aria-label={words.portfolio.filterGroup}>
      {filters.map((filter) => (
        <button
          key={filter.key}
          type="button"
          className={styles.tab}
          aria-pressed={filter.key === active.key}
          data-filter-key={filter.key}
          suppressHydrationWarning
          onClick={() => onSelect(filter)}
        >
          {filter.label}
          <span className={styles.count} aria-hidden="true">
            {counts[filter.key]}
          </span>
        </button>
      ))}
    </div>
  );
}
