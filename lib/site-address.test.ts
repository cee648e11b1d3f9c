import { SAMPLE_SITE_URL, checkSiteAddress, isSampleAddress, publishEnv, siteAddress } from './site-address';

describe("the site's address", () => {
  it("is the build's NEXT_PUBLIC_SITE_URL, else the content's siteUrl, else the sample's, without a trailing slash", () => {
    expect(siteAddress({ NEXT_PUBLIC_SITE_URL: 'https://ana.art/' }, 'https://ana-lima.art')).toBe('https://ana.art');
    expect(siteAddress({}, 'https://ana-lima.art/')).toBe('https://ana-lima.art');
    expect(siteAddress({ NEXT_PUBLIC_SITE_URL: ' ' }, undefined)).toBe(SAMPLE_SITE_URL);
  });

  it('lets a build that does not go online use the sample address', () => {
    expect(checkSiteAddress({}, undefined)).toEqual({ ok: true, address: SAMPLE_SITE_URL });
  });

  it('stops a build that goes online without an address of its own, saying where to write it', () => {
    const verdict = checkSiteAddress({ SITE_PUBLISH: '1' }, undefined);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.problem).toMatch(/no address of its own[\s\S]*Site › Site address[\s\S]*"siteUrl"/);
  });

  it("stops a build that goes online with the sample's address, however it is written", () => {
    for (const address of [SAMPLE_SITE_URL, 'http://www.lia-montenegro.example.com/']) {
      expect(isSampleAddress(address)).toBe(true);
      expect(checkSiteAddress({ SITE_PUBLISH: '1', NEXT_PUBLIC_SITE_URL: address }, undefined).ok).toBe(false);
      expect(checkSiteAddress({ SITE_PUBLISH: '1' }, address).ok).toBe(false);
    }
  });

  it('lets a build go online with her own address, from the content or the environment', () => {
    expect(checkSiteAddress({ SITE_PUBLISH: '1' }, 'https://ana-lima.art')).toEqual({
      ok: true,
      address: 'https://ana-lima.art',
    });
    expect(checkSiteAddress({ SITE_PUBLISH: '1', NEXT_PUBLIC_SITE_URL: 'https://ana.pages.dev' }, undefined).ok).toBe(
      true,
    );
  });
});

describe("the build's other rules", () => {
  it('see the content’s address on a build that goes online, and only there', () => {
    expect(publishEnv({ SITE_PUBLISH: '1' }, 'https://ana-lima.art').NEXT_PUBLIC_SITE_URL).toBe('https://ana-lima.art');
    expect(publishEnv({}, 'https://ana-lima.art').NEXT_PUBLIC_SITE_URL).toBeUndefined();
    expect(
      publishEnv({ SITE_PUBLISH: '1', NEXT_PUBLIC_SITE_URL: 'https://ana.pages.dev' }, 'https://ana-lima.art')
        .NEXT_PUBLIC_SITE_URL,
    ).toBe('https://ana.pages.dev');
  });
});
