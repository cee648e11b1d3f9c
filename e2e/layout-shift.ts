import type { Page } from '@playwright/test';

/** The page's cumulative layout shift so far (shifts right after input excluded, as CLS does). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback; give it a few frames.
        setTimeout(() => resolve(total), 300);
      }),
  );
}
