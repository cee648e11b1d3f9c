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

/**
 * Launch options of the editor's journeys (e2e/cms/): V8 compiles no further than its baseline compiler (Sparkplug).
 * Each journey loads Decap's 5 MB bundle into a new page that lives a minute at most, too short for the optimizing
 * compilers' work on background threads to pay back: alone the journeys took 62 s of processor with it against 70 (in
 * `npm test`, 78, 80 and 94 s against 87 to 90, the machine's drift as large as the gain), and they behave the same.
 * The site's own suites keep V8 as visitors have it: there the same flag saved 15 s of 632 alone but not in `npm test`
 * (658 and 663 s with it, 647 and 685 without).
 */
export const editorLaunchOptions = { ...testLaunchOptions, args: [...quiet, '--js-flags=--max-opt=1'] };

/** Launch options of the benches' browser. */
export const launchOptions = { executablePath: benchBrowserPath, args: quiet };

/**
 * What a failing test leaves behind (test-results/): a screenshot of the page as it failed, beside the error and
 * the page's accessibility snapshot. No trace: recording one for every test, to keep only the failures', cost 40% of
 * the browser suites' processor time. To follow a failure step by step, rerun it with one:
 * `npx playwright test e2e/portfolio.spec.ts --trace retain-on-failure`, then `npx playwright show-trace`.
 */
export const failureEvidence = { trace: 'off', screenshot: 'only-on-failure' } as const;
