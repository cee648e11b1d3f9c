import { expect, test } from './fixtures';
import { adminPolicy, headerPolicy } from '../scripts/export/security';
import { CONTACT_ENDPOINT } from '../lib/contact-endpoint';

/**
 * The content editor as the built export serves it at /admin/ (Decap CMS with the GitHub backend; its editing
 * journeys run on the local backend in e2e/cms/). It is the owner's: kept from search engines, under its own
 * policy, which leaves the site's as strict as it was.
 */

test.describe('the content editor at /admin/', () => {
  test('is kept from search engines and sitemaps, under its own policy', async ({ request }) => {
    const response = await request.get('/admin/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['content-security-policy']).toBe(adminPolicy({ header: true }));
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${adminPolicy()}"/>`);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/admin');
  });

  test("leaves the site's pages their own strict policy", async ({ request }) => {
    const home = (await request.get('/')).headers();
    expect(home['content-security-policy']).toBe(headerPolicy({ basePath: '', contactEndpoint: CONTACT_ENDPOINT }));
    expect(home['content-security-policy']).not.toContain('unsafe-eval');
    expect(home['cross-origin-opener-policy']).toBe('same-origin');
    expect(home['x-robots-tag']).toBeUndefined();
  });

  test('is reached without the trailing slash too', async ({ request }) => {
    const bare = await request.get('/admin', { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(bare.headers().location).toBe('/admin/');
  });

  test('loads Decap from the site itself and offers the GitHub sign-in, with no error and no other host', async ({
    page,
  }) => {
    // Decap is one 5 MB script: parsing it takes seconds on a busy machine (the site's pages never load it).
    test.slow();
    // Not a page of the site: no hydration mark to wait for.
    await page.goto('/admin/', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 45_000 });
    await expect(page).toHaveTitle('Content manager');
  });
});
