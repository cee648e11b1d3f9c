import type { Page } from '@playwright/test';

/**
 * Holds the page's framework chunks back until `release()`: the page is what its HTML (and its small inline
 * scripts) make of it, as a visitor sees it between the first paint and the moment the script runs. Open pages
 * with `goto(url, { waitUntil: 'commit' })` meanwhile: the fixture's `goto` would wait for hydration.
 */
export async function holdTheFramework(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let release = () => {};
  let ask = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (ask = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    ask();
    await held;
    await route.continue().catch(() => {}); // the page may have gone meanwhile
  });
  return { asked, release };
}

/** Waits until the running page has hydrated (the layout's mark). */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
