import { existsSync } from 'node:fs';

/**
 * The Chromium both Playwright configs drive: $CHROMIUM_PATH if set, else Debian's /usr/bin/chromium when present,
 * else Playwright's own browser (a developer laptop after `npx playwright install chromium`).
 */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  // Closed network here: without these Chromium keeps trying to reach Google's services at start.
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
