import { expect, test } from './fixtures';
import { projects } from '../lib/content';
import { CONTACT_ENDPOINT } from '../lib/contact-endpoint';
import { elementsOf } from '../scripts/lib/html';

/** The site itself, and the contact service's origin when the form posts to another one. */
const CONNECT_SRC = /^https?:\/\//.test(CONTACT_ENDPOINT) ? `'self' ${new URL(CONTACT_ENDPOINT).origin}` : "'self'";

const PATHS = ['/', '/about', '/services', '/portfolio', '/contact', `/portfolio/${projects[0]!.slug}`];

/** A policy's directives by name: "script-src 'self' 'sha256-…'" → ['script-src', "'self' 'sha256-…'"]. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)] as [string, string]),
  );
}

/** The Content-Security-Policy of a page's <meta> tag, from its HTML as served. */
function metaPolicy(html: string): string {
  const tag = elementsOf(html).find(
    (element) =>
      element.name === 'meta' && element.attributes.get('http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  return tag?.attributes.get('content') ?? '';
}

test.describe('security headers', () => {
  // What the server sends and the HTML says, read through `request`: no browser needed.
  for (const path of PATHS) {
    test(`${path} is served with a hash-based Content-Security-Policy and the protective headers`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();

      // The page's own policy, in its <meta> tag (so it also holds on hosts without _headers): only its own inline
      // scripts, by hash.
      const meta = directives(metaPolicy(await response.text()));
      expect(meta.get('default-src')).toBe("'self'");
      expect(meta.get('script-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(meta.get('connect-src')).toBe(CONNECT_SRC);
      expect(meta.get('object-src')).toBe("'none'");
      expect(meta.get('base-uri')).toBe("'self'");

      // The header policy, for every path: frame-ancestors (a meta tag cannot carry it) and the page-independent
      // directives. Browsers enforce both policies; this one names no script source, so the hashes above decide.
      const header = directives(headers['content-security-policy'] ?? '');
      expect(header.get('frame-ancestors')).toBe("'none'");
      expect(header.get('object-src')).toBe("'none'");
      expect(header.get('base-uri')).toBe("'self'");
      expect(header.get('form-action')).toBe("'self'");
      expect(header.get('connect-src')).toBe(CONNECT_SRC);
      for (const name of ['default-src', 'script-src', 'script-src-elem', 'script-src-attr']) {
        expect(header.has(name), `${name} in the header policy`).toBe(false);
      }
      for (const policy of [meta, header]) {
        expect([...policy.values()].join(' ')).not.toContain('unsafe-eval');
      }

      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    });
  }

  test('the 404 page has the same protection', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const headers = response.headers();
    expect(directives(headers['content-security-policy'] ?? '').get('frame-ancestors')).toBe("'none'");
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(metaPolicy(await response.text())).toMatch(/script-src 'self' 'sha256-/);
  });

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
          new Promise<{ directive: string; policy: string }>((resolve) => {
            document.addEventListener(
              'securitypolicyviolation',
              (event) => resolve({ directive: event.violatedDirective, policy: event.originalPolicy }),
              { once: true },
            );
            const script = document.createElement('script');
            script.textContent = 'window.injected = true';
            document.body.append(script);
          }),
      );
      expect(violation.directive).toMatch(/^script-src/);
      // Refused by the page's meta policy, the one with the script hashes.
      expect(violation.policy).toMatch(/script-src 'self' 'sha256-/);
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    });
  });
});
