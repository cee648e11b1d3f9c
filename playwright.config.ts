import { defineConfig, devices } from '@playwright/test';
import { failureEvidence, testLaunchOptions } from './e2e/support/browser';

/**
 * End-to-end tests run against the built static export (`out/`) served like a CDN would serve it, never against
 * `next dev`, in the Chromium that e2e/support/browser.ts picks. (The same journeys against a build under a base
 * path: e2e/smoke/playwright.config.ts.)
 *
 * Two projects. Every test runs on the desktop screen. The phone (a Pixel 7: narrow, touch, no hover) runs only the
 * tests where a phone behaves differently, marked by a tag in their title: `@phone` (on both screens) or
 * `@phone-only` (the menu's toggle, say, which a desktop does not have). A test that opens no page is never tagged.
 * docs/testing.md says which tests carry a tag and why.
 */
const PORT = Number(process.env.E2E_PORT || 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [
    ['list'],
    // Where the time went: the slowest files and tests, after the run.
    ['./e2e/support/slowest-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  // A test walks a whole journey on one page (the lightbox's seven ways to close, the gallery's seven tabs): most
  // take 2-10 s, the longest 15-30 s on two cores shared with other work. A hang still fails, after a minute.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
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
      command: `node scripts/serve.mjs --port ${PORT}`,
      url: `${BASE_URL}/`,
      // Never a server already on the port: one left from another checkout serves another build's out/, and every
      // journey would test that instead (a busy port fails with Playwright's own message).
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The real contact service (on the port the built site posts to) and an SMTP sink: see the script.
      command: 'node e2e/support/contact-stack.mjs',
      url: 'http://127.0.0.1:8787/healthz',
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SITE_ORIGINS: `${BASE_URL},http://localhost:${PORT}` },
    },
  ],
});
