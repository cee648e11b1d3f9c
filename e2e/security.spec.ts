import { expect, test } from './fixtures';
import { projects } from '../data';

const PATHS = ['/', '/about', '/services', '/portfolio', '/contact', `/portfolio/${projects[0]!.slug}`];

test.describe('security headers', () => {
  for (const path of PATHS) {
    test(`${path} is served with a hash-based Content-Security-Policy and the protective headers`, async ({ page }) => {
      const response = await page.goto(path);
      const headers = response!.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc =
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith('script-src')) ?? '';
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/connect-src 'self' http:\/\/localhost:8787(;|$)/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      // The same policy (less frame-ancestors, which only a header can carry) is in the page for hosts without _headers.
      await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
        'content',
        /script-src 'self' 'sha256-/,
      );
    });
  }

  test.describe('when a page meets code it did not ship', () => {
    // The violation below is provoked on purpose; in every other test it would fail the test.
    test.use({
      expectedConsoleErrors:
        /CSP violation: script-src|Executing inline script violates the following Content Security Policy/,
    });

    test('the policy refuses it', async ({ page }) => {
      await page.goto('/');
      const violation = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
              once: true,
            });
            const script = document.createElement('script');
            script.textContent = 'window.injected = true';
            document.body.append(script);
          }),
      );
      expect(violation).toMatch(/^script-src/);
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    });
  });
});
