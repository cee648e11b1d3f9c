import { test as base, expect, type Page } from '@playwright/test';

/** Options a test can set with `test.use(...)`. */
export interface SiteOptions {
  /** Console errors the test provokes on purpose (e.g. a failed contact request is logged), matched by text. */
  expectedConsoleErrors: RegExp | null;
  /** A host besides the site's own that the page may contact (the contact endpoint). */
  allowedHost: string | null;
}

/** The contact service's address on the site's own origin (/api/send): what the form talks to, not a file. */
const isContactService = (url: URL) => url.pathname.startsWith('/api/');

/**
 * Every test that opens a page runs under these checks, whatever it is about: no console error (hydration warnings included),
 * no uncaught exception, no failed request for the site's own files, no request to a host other than the
 * site's own and the allowed ones. A test fails when any of them happened.
 */
export const test = base.extend<SiteOptions>({
  /**
   * Pages boot after their first paint (scripts/export/startup.ts): `goto` and `reload` resolve on the load event,
   * which can come before React has hydrated, so they also wait for the mark the layout sets then. A test of the
   * page before its script runs asks for `goto(url, { waitUntil: 'commit' })`, which does not wait.
   *
   * The page is also watched (the checks above) from its first request to the end of the test. A test that opens no
   * page (it reads the export, or asks the server through `request`) starts no browser page at all.
   */
  // (`provide` is Playwright's `use`; named so the React hooks lint rule leaves it alone.)
  page: async ({ page, javaScriptEnabled, baseURL, expectedConsoleErrors, allowedHost }, provide) => {
    const problems = await watch(page, baseURL, expectedConsoleErrors, allowedHost);
    if (javaScriptEnabled !== false) {
      const hydrated = () =>
        page.waitForFunction(
          () => document.contentType !== 'text/html' || document.documentElement.hasAttribute('data-hydrated'),
        );
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        if (args[1]?.waitUntil !== 'commit') await hydrated();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated();
        return response;
      };
    }
    await provide(page);
    expect(problems, 'the page logged errors or made unexpected requests').toEqual([]);
  },
  expectedConsoleErrors: [null, { option: true }],
  allowedHost: [null, { option: true }],
});

/** Starts the checks on a page; returns the list of problems seen so far (it grows until the test ends). */
async function watch(
  page: Page,
  baseURL: string | undefined,
  expectedConsoleErrors: RegExp | null,
  allowedHost: string | null,
): Promise<string[]> {
  const own = new URL(baseURL ?? 'http://127.0.0.1').host;
  const problems: string[] = [];
  // A 404 answer is reported twice: here, and below where the response arrives. Only the latter knows
  // whether it was the page itself (a test of the 404 page) or a file the page needed (a broken site).
  const NOT_FOUND = /^Failed to load resource: the server responded with a status of 404/;
  // Next prefetches the pages that links point to, styles included; Chrome warns when such a style is not
  // applied within seconds, which is the point of a prefetch. Not a fault of the page.
  const PREFETCHED_STYLE = /was preloaded using link preload but not used within a few seconds/;
  const expected = (text: string) =>
    NOT_FOUND.test(text) || PREFETCHED_STYLE.test(text) || (expectedConsoleErrors?.test(text) ?? false);
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !expected(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.host !== own && url.host !== allowedHost) problems.push(`request to another host: ${url.href}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    // A 404 for a page is a test of the 404 page; a 404 for a file the page asked for is a broken site. The
    // contact service's refusals (/api/…, on the site's own address) are answers the form shows; Chrome still
    // logs them, so the console check above catches one a test did not expect.
    if (
      url.host === own &&
      !isContactService(url) &&
      response.status() >= 400 &&
      response.request().resourceType() !== 'document'
    ) {
      problems.push(`${response.status()} for ${url.pathname}`);
    }
  });
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    const reason = request.failure()?.errorText ?? '';
    // Navigations away abort in-flight prefetches; that is the browser's housekeeping, not a failure.
    if (url.host === own && !isContactService(url) && !reason.includes('ERR_ABORTED'))
      problems.push(`failed: ${url.pathname} ${reason}`);
  });
  // The Content-Security-Policy is on for every page: any violation is reported as a console error above.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  return problems;
}

export { expect };

/** True when the test runs in the mobile project (narrow screen, touch). */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1366) < 1200;
}

/** The site's pages with their titles' `{page}` part. */
export const PAGES = [
  { path: '/', name: 'Home' },
  { path: '/about', name: 'About' },
  { path: '/services', name: 'Services' },
  { path: '/portfolio', name: 'Portfolio' },
  { path: '/contact', name: 'Contact' },
] as const;
