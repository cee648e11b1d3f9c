import { existsSync } from 'node:fs';

/** The first of these files that exists, if any. */
const firstOf = (...paths: string[]): string | undefined => paths.find((file) => existsSync(file));

/**
 * The Chromium the test suites drive: $CHROMIUM_PATH if set; else Debian's headless shell
 * (`chromium-headless-shell`), the same build Playwright itself uses for headless tests, which renders a page for
 * about half the processor time of the full browser in headless mode; else Debian's full `chromium`; else
 * Playwright's own browser (a developer laptop after `npx playwright install chromium`).
 */
export const testBrowserPath: string | undefined =
  process.env.CHROMIUM_PATH || firstOf('/usr/bin/chromium-headless-shell', '/usr/bin/chromium');

/**
 * The Chromium the benches measure with: the full browser a visitor has ($CHROMIUM_PATH, else Debian's
 * `chromium`, else Playwright's own), never the lighter test shell.
 */
export const benchBrowserPath: string | undefined = process.env.CHROMIUM_PATH || firstOf('/usr/bin/chromium');

// Closed network here: without these Chromium keeps trying to reach Google's services at start.
const quiet = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Launch options of the test suites' browser. */
export const testLaunchOptions = { executablePath: testBrowserPath, args: quiet };

/** Launch options of the benches' browser. */
export const launchOptions = { executablePath: benchBrowserPath, args: quiet };
