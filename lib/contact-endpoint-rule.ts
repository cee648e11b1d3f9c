/**
 * The build-time rule that keeps a deploy from losing contact messages silently. A static export bakes the
 * contact endpoint into the page (and into its Content-Security-Policy); a public site built without one posts
 * every visitor's message to a service on the visitor's own computer, where it fails, and the owner never hears
 * of it. No imports, so next.config.ts and the check script can both use it.
 */

/** Set to 1 to build a public (preview) site that posts to a local contact service on purpose. */
export const LOCAL_OK_ENV = 'CONTACT_ENDPOINT_LOCAL_OK';

/** The variables the rule reads (process.env has this shape). */
export interface ContactEndpointEnv {
  NEXT_PUBLIC_SITE_URL?: string;
  NEXT_PUBLIC_CONTACT_ENDPOINT?: string;
  CONTACT_ENDPOINT_LOCAL_OK?: string;
  [name: string]: string | undefined;
}

export type ContactEndpointVerdict =
  /** `endpoint` is what the form will post to; undefined means the local service (the default). */
  { ok: true; endpoint: string | undefined; note?: string } | { ok: false; problem: string };

const SET_IT = 'NEXT_PUBLIC_CONTACT_ENDPOINT=https://<your contact service>/api/send';

/** A host name that only ever means "this computer": localhost, 127.x.x.x, ::1, 0.0.0.0. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '0.0.0.0' ||
    host === '[::1]' ||
    host === '[::]' ||
    // ::ffff:127.x.x.x, which URL writes in hex: [::ffff:7f00:1]
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host)
  );
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether this build may ship the contact form as configured:
 * - the endpoint, when set, must be an http(s) URL or a same-origin path (`/api/send`, for a host that proxies it);
 * - a site whose NEXT_PUBLIC_SITE_URL is public (set, and not a loopback host) must not post to a local service
 *   (the endpoint unset, or on a loopback host), unless CONTACT_ENDPOINT_LOCAL_OK=1 says it is a deliberate preview;
 * - an https site must not post to a plain-http endpoint elsewhere: browsers block that as mixed content.
 * An unset NEXT_PUBLIC_SITE_URL is a local build (`npm run build && npm start`), which may post anywhere.
 */
export function checkContactEndpoint(env: ContactEndpointEnv): ContactEndpointVerdict {
  const rawSite = env.NEXT_PUBLIC_SITE_URL?.trim() || '';
  const endpoint = env.NEXT_PUBLIC_CONTACT_ENDPOINT || undefined; // the form treats '' as unset too
  const localOk = /^(1|true|yes)$/i.test(env.CONTACT_ENDPOINT_LOCAL_OK?.trim() ?? '');

  let endpointUrl: URL | null = null;
  if (endpoint !== undefined) {
    const samePath = endpoint.startsWith('/') && !endpoint.startsWith('//');
    if (!samePath) {
      endpointUrl = parseHttpUrl(endpoint);
      if (endpointUrl === null) {
        return {
          ok: false,
          problem:
            `NEXT_PUBLIC_CONTACT_ENDPOINT is ${JSON.stringify(endpoint)}, which is neither an http(s) URL nor a ` +
            `same-origin path such as /api/send, so the contact form could not post to it.\n` +
            `Set the deployed contact service's address: ${SET_IT}`,
        };
      }
    }
  }

  // A site URL that does not parse counts as public: a typo in it must not let a local endpoint through.
  const siteUrl = rawSite === '' ? null : parseHttpUrl(rawSite);
  const publicSite = rawSite !== '' && !(siteUrl !== null && isLoopbackHost(siteUrl.hostname));
  if (!publicSite) return { ok: true, endpoint };

  const localEndpoint = endpoint === undefined || (endpointUrl !== null && isLoopbackHost(endpointUrl.hostname));
  if (localEndpoint) {
    const where =
      endpoint === undefined
        ? 'NEXT_PUBLIC_CONTACT_ENDPOINT is not set, so the contact form would post to the local development service (localhost:8787)'
        : `NEXT_PUBLIC_CONTACT_ENDPOINT is ${endpoint}, a service on the visitor's own computer`;
    if (localOk) {
      return {
        ok: true,
        endpoint,
        note: `${where}: allowed for this public build because ${LOCAL_OK_ENV}=1. Visitors' messages will not arrive.`,
      };
    }
    return {
      ok: false,
      problem:
        `This build is for ${rawSite} (NEXT_PUBLIC_SITE_URL), but ${where}: every visitor's message would fail ` +
        `and nobody would be told.\n` +
        `Set the deployed contact service's address: ${SET_IT}\n` +
        `For a preview that should post to a local service on purpose, set ${LOCAL_OK_ENV}=1.`,
    };
  }

  if (siteUrl?.protocol === 'https:' && endpointUrl?.protocol === 'http:') {
    return {
      ok: false,
      problem:
        `This build is for ${rawSite} (NEXT_PUBLIC_SITE_URL), but NEXT_PUBLIC_CONTACT_ENDPOINT is ${endpoint}: ` +
        `browsers block a plain-http request from an https page (mixed content), so every message would fail.\n` +
        `Serve the contact service over https: ${SET_IT}`,
    };
  }
  return { ok: true, endpoint };
}
