/**
 * The site's public address, written once: NEXT_PUBLIC_SITE_URL when the build's environment sets it (a deploy
 * may derive it), else the owner's own, `siteUrl` in data/site.json (the editor's Site settings). A build for
 * the public (SITE_PUBLISH=1, which `npm run deploy` and the deploy workflow set) stops without one, or with the
 * sample's; any other build without one uses the sample's address, so the sample runs as it is.
 * Free of data imports: next.config.ts, the build's scripts and the pages all read it.
 */

/** The sample content's address: what a local build prints where it has no address of its own. */
export const SAMPLE_SITE_URL = 'https://lia-montenegro.example.com';

/** The variables the address depends on. */
export interface SiteAddressEnv {
  [name: string]: string | undefined;
  NEXT_PUBLIC_SITE_URL?: string;
  /** `1` on a build that goes online (`npm run deploy`, .github/workflows/deploy.yml). */
  SITE_PUBLISH?: string;
}

/** The address the build gives itself, without a trailing slash: the environment's, the content's, or the sample's. */
export function siteAddress(env: SiteAddressEnv, siteUrl: string | undefined): string {
  return (env.NEXT_PUBLIC_SITE_URL?.trim() || siteUrl?.trim() || SAMPLE_SITE_URL).replace(/\/$/, '');
}

/** Whether the address is the sample's own domain (any scheme, path or `www.`). */
export function isSampleAddress(address: string): boolean {
  try {
    return new URL(address).hostname.replace(/^www\./, '') === new URL(SAMPLE_SITE_URL).hostname;
  } catch {
    return false;
  }
}

const SET_IT =
  'Write your address once in the editor (Site › Site address) or in data/site.json as "siteUrl": "https://your-domain", ' +
  'or set NEXT_PUBLIC_SITE_URL for this build.';

/** Whether a build may go on with its address; why not, in words the owner can act on. */
export function checkSiteAddress(
  env: SiteAddressEnv,
  siteUrl: string | undefined,
): { ok: true; address: string } | { ok: false; problem: string } {
  const given = env.NEXT_PUBLIC_SITE_URL?.trim() || siteUrl?.trim();
  const address = siteAddress(env, siteUrl);
  if (env.SITE_PUBLISH !== '1') return { ok: true, address };
  if (!given)
    return {
      ok: false,
      problem: `This build goes online, but the site has no address of its own: its pages, sitemap, share cards and CV would name the sample's (${SAMPLE_SITE_URL}).\n${SET_IT}`,
    };
  if (isSampleAddress(address))
    return {
      ok: false,
      problem: `This build goes online with the sample's address (${address}): search engines and share cards would send visitors there.\n${SET_IT}`,
    };
  return { ok: true, address };
}

/**
 * The environment the build's other rules read (the contact endpoint's, the NDA passwords'): on a build that goes
 * online, NEXT_PUBLIC_SITE_URL is the site's address even when only the content gives it, so those rules treat it
 * as the public build it is.
 */
export function publishEnv(env: SiteAddressEnv, siteUrl: string | undefined): SiteAddressEnv {
  if (env.SITE_PUBLISH !== '1' || env.NEXT_PUBLIC_SITE_URL?.trim() || !siteUrl?.trim()) return env;
  return { ...env, NEXT_PUBLIC_SITE_URL: siteUrl.trim() };
}
