import { checkContactEndpoint, isLoopbackHost } from './contact-endpoint-rule';

const PUBLIC_SITE = 'https://liamontenegro.art';

describe('the contact endpoint rule', () => {
  it('lets a local build post to the local service: no site URL, or a loopback one, and no endpoint', () => {
    expect(checkContactEndpoint({})).toEqual({ ok: true, endpoint: undefined });
    expect(checkContactEndpoint({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' }).ok).toBe(true);
    expect(
      checkContactEndpoint({
        NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3100',
        NEXT_PUBLIC_CONTACT_ENDPOINT: 'http://localhost:8787/api/send',
      }).ok,
    ).toBe(true);
  });

  it('refuses a public site without an endpoint, and says what to set and how to opt out', () => {
    const verdict = checkContactEndpoint({ NEXT_PUBLIC_SITE_URL: PUBLIC_SITE });
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.problem).toContain('NEXT_PUBLIC_CONTACT_ENDPOINT is not set');
    expect(verdict.problem).toContain('NEXT_PUBLIC_CONTACT_ENDPOINT=https://<your contact service>/api/send');
    expect(verdict.problem).toContain('CONTACT_ENDPOINT_LOCAL_OK=1');
  });

  it('refuses a public site whose endpoint is on a loopback host', () => {
    for (const endpoint of [
      'http://localhost:8787/api/send',
      'http://127.0.0.1:8787/api/send',
      'http://[::1]:8787/api/send',
      'https://api.localhost/api/send',
    ]) {
      const verdict = checkContactEndpoint({
        NEXT_PUBLIC_SITE_URL: PUBLIC_SITE,
        NEXT_PUBLIC_CONTACT_ENDPOINT: endpoint,
      });
      expect(verdict).toMatchObject({ ok: false, problem: expect.stringContaining(endpoint) });
    }
  });

  it('lets a public site post to an https endpoint, or to a same-origin path', () => {
    expect(
      checkContactEndpoint({
        NEXT_PUBLIC_SITE_URL: PUBLIC_SITE,
        NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://contact.liamontenegro.art/api/send',
      }),
    ).toEqual({ ok: true, endpoint: 'https://contact.liamontenegro.art/api/send' });
    expect(
      checkContactEndpoint({ NEXT_PUBLIC_SITE_URL: PUBLIC_SITE, NEXT_PUBLIC_CONTACT_ENDPOINT: '/api/send' }).ok,
    ).toBe(true);
  });

  it("uses the content's default when no endpoint is set, and names it in what it says", () => {
    expect(checkContactEndpoint({ NEXT_PUBLIC_SITE_URL: PUBLIC_SITE }, '/api/send')).toMatchObject({
      ok: true,
      endpoint: '/api/send',
      note: expect.stringContaining('The Cloudflare Worker answers it'),
    });
    expect(checkContactEndpoint({ NEXT_PUBLIC_SITE_URL: PUBLIC_SITE }, 'http://localhost:8787/api/send')).toMatchObject(
      { ok: false, problem: expect.stringContaining("the content's default (contactEndpointDefault") },
    );
    expect(
      checkContactEndpoint(
        { NEXT_PUBLIC_SITE_URL: PUBLIC_SITE, NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://contact.example.com/api/send' },
        '/api/send',
      ),
    ).toEqual({ ok: true, endpoint: 'https://contact.example.com/api/send' });
  });

  it('refuses a same-origin path outside the base path (nothing answers at the root of a GitHub Pages host)', () => {
    expect(checkContactEndpoint({ BASE_PATH: '/studio-site' }, '/api/send')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('This site is built under /studio-site (BASE_PATH)'),
    });
    expect(
      checkContactEndpoint({ BASE_PATH: '/studio-site', NEXT_PUBLIC_CONTACT_ENDPOINT: '/studio-site/api/send' }).ok,
    ).toBe(true);
    expect(checkContactEndpoint({ BASE_PATH: '/studio-site' }, 'https://contact.example.com/api/send').ok).toBe(true);
  });

  it('lets a public preview post to the local service when CONTACT_ENDPOINT_LOCAL_OK=1, with a warning', () => {
    const verdict = checkContactEndpoint({ NEXT_PUBLIC_SITE_URL: PUBLIC_SITE, CONTACT_ENDPOINT_LOCAL_OK: '1' });
    expect(verdict).toMatchObject({ ok: true, note: expect.stringContaining('will not arrive') });
  });

  it('refuses an endpoint that is neither an http(s) URL nor a same-origin path, even for a local build', () => {
    for (const endpoint of ['contact.liamontenegro.art/api/send', 'ftp://contact.example.com/send', '//cdn/api', ' ']) {
      const verdict = checkContactEndpoint({ NEXT_PUBLIC_CONTACT_ENDPOINT: endpoint });
      expect(verdict).toMatchObject({ ok: false, problem: expect.stringContaining('neither an http(s) URL') });
    }
  });

  it('refuses an https site posting to a plain-http endpoint, which browsers block as mixed content', () => {
    const verdict = checkContactEndpoint({
      NEXT_PUBLIC_SITE_URL: PUBLIC_SITE,
      NEXT_PUBLIC_CONTACT_ENDPOINT: 'http://contact.liamontenegro.art/api/send',
    });
    expect(verdict).toMatchObject({ ok: false, problem: expect.stringContaining('mixed content') });
  });

  it('counts a site URL that does not parse as public, so a typo cannot let a local endpoint through', () => {
    expect(checkContactEndpoint({ NEXT_PUBLIC_SITE_URL: 'liamontenegro.art' }).ok).toBe(false);
  });

  it('knows the loopback hosts, and nothing else, as loopback', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '0.0.0.0']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    expect(isLoopbackHost(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe(true);
    for (const host of ['liamontenegro.art', 'localhost.example.com', '10.0.0.1', '128.0.0.1']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});
