import { defineConfig, devices } from '@playwright/test';
import { editorLaunchOptions, failureEvidence } from '../support/browser';

/**
 * The content editor (Decap CMS at /admin/) driven like an owner would, on its local backend (`npm run cms`), over a
 * temporary copy of a small content set: never the real data/. Needs no build of the site. Each spec starts its own
 * editor (see editing.cms.ts). Run by `npm run test:e2e:cms`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.cms.ts',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { ...failureEvidence, launchOptions: editorLaunchOptions },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
});
