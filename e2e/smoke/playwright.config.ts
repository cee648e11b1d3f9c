import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { failureEvidence, testLaunchOptions } from '../support/browser';

/**
 * A handful of journeys against the alternate content set built under a base path (a GitHub Pages project site),
 * served under that path: every page, the menu, the filter, the lightbox, a project page, the 404 page, and what the
 * content changes (its owner, clients, services, tabs, a project with nothing but the required fields, an external
 * video, its Portuguese).
 * Run by `npm run test:e2e:smoke` (e2e/smoke/run.mjs), which builds that variant into its own folder first; the
 * tests read the same content folder (CONTENT_DIR) through lib/content, so they expect what that build shows.
 * What the main suite checks the same way whatever the content and the path (sending a message, the lightbox's
 * gestures …) is not repeated here, so no contact service runs. As in the main config, the phone runs only the tests tagged `@phone`.
 */
export const BASE_PATH = process.env.BASE_PATH || '/studio-site';
const PORT = Number(process.env.E2E_SMOKE_PORT || 3101);
const ROOT = path.resolve(__dirname, '../..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.smoke.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['../support/slowest-reporter.ts', { files: 3, tests: 3 }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    // With the trailing slash, relative addresses ('portfolio/') resolve under the base path.
    baseURL: `http://127.0.0.1:${PORT}${BASE_PATH}/`,
    ...failureEvidence,
    launchOptions: testLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    { name: 'mobile', grep: /@phone/, use: { ...devices['Pixel 7'] } },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT} --dir ${process.env.EXPORT_DIR || 'out-smoke'}`,
      cwd: ROOT,
      env: { BASE_PATH },
      url: `http://127.0.0.1:${PORT}${BASE_PATH}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
