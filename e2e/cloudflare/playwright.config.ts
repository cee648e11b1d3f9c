import { defineConfig, devices } from '@playwright/test';
import { failureEvidence, testLaunchOptions } from '../support/browser';

/**
 * The site as the Cloudflare Worker serves it (`npm run preview:cloudflare -- --no-build`: wrangler.jsonc's Worker in
 * workerd with a local D1, on the export the main suite tests), through a few journeys: the form in both languages,
 * the 404 pages, the _headers. Desktop only: the pages themselves are the main suite's. Needs `npm run build` first.
 * Run by `npm run test:e2e:cloudflare`.
 */
const PORT = Number(process.env.PREVIEW_PORT || 8788);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Where this run's local D1 lives (emptied at the start: --fresh). */
export const PREVIEW_STATE = '.cache/e2e-cloudflare';

export default defineConfig({
  testDir: '.',
  testMatch: '*.cf.ts',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL: BASE_URL, ...failureEvidence, launchOptions: testLaunchOptions },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: 'node scripts/preview-cloudflare.mjs --no-build --fresh',
    // The repository's root (webServer commands run in the config's folder otherwise).
    cwd: '../..',
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PREVIEW_PORT: String(PORT),
      PREVIEW_STATE,
      // The tests send from one address; the limit itself is the contact suites' (on both runtimes).
      CONTACT_RATE_LIMIT: '10000',
    },
  },
});
