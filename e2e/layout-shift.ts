import type { Page } from '@playwright/test';

/** The page's cumulative layout shift so far (shifts right after input excluded, as CLS does). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // A shift is reported with the frame that paints it: let the frames under way be painted first.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // A buffered observer holds every shift so far at once; takeRecords reads them without waiting for its callback.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
  });
}
