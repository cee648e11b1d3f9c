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
  BASE_PATH?: string;
  NEXT_PUBLIC_CONTACT_ENDPOINT?: string;
  CONTACT_ENDPOINT_LOCAL_OK?: string;
  [name: string]: string | undefined;
}

export type ContactEndpointVerdict =
  /** `endpoint` is what the form will post to; undefined means the local service (the old default). */
  { ok: true; endpoint: string | undefined; note?: string } | { ok: false; problem: string };

/** Where the content's own default comes from, for the messages. */
const DEFAULT_FROM = "the content's default (contactEndpointDefault in site.json)";

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
 * Whether this build may ship the contact form as configured. The endpoint is NEXT_PUBLIC_CONTACT_ENDPOINT, else
 * `defaultEndpoint` (the content's contactEndpointDefault: `/api/send` in the sample, which the Cloudflare Worker
 * and `npm start` answer on the site's own address), else the old local default (localhost:8787).
 * - the endpoint must be an http(s) URL or a same-origin path (`/api/send`, for a host that answers it);
 * - a same-origin path must lie under BASE_PATH when there is one: a GitHub Pages project site has nothing at its
 *   host's root, so the form would post into the void;
 * - a site whose NEXT_PUBLIC_SITE_URL is public (set, and not a loopback host) must not post to a local service
 *   (the endpoint unset, or on a loopback host), unless CONTACT_ENDPOINT_LOCAL_OK=1 says it is a deliberate preview;
 * - an https site must not post to a plain-http endpoint elsewhere: browsers block that as mixed content.
 * An unset NEXT_PUBLIC_SITE_URL is a local build (`npm run build && npm start`), which may post anywhere.
 */
export function checkContactEndpoint(env: ContactEndpointEnv, defaultEndpoint?: string): ContactEndpointVerdict {
  const rawSite = env.NEXT_PUBLIC_SITE_URL?.trim() || '';
  const fromEnv = env.NEXT_PUBLIC_CONTACT_ENDPOINT || undefined; // the form treats '' as unset too
  const endpoint = fromEnv ?? (defaultEndpoint || undefined);
  const named =
    fromEnv !== undefined ? `NEXT_PUBLIC_CONTACT_ENDPOINT is ${endpoint}` : `${DEFAULT_FROM} is ${endpoint}`;
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
            `${fromEnv !== undefined ? 'NEXT_PUBLIC_CONTACT_ENDPOINT' : DEFAULT_FROM} is ${JSON.stringify(endpoint)}, which is neither an http(s) URL nor a ` +
            `same-origin path such as /api/send, so the contact form could not post to it.\n` +
            `Set the deployed contact service's address: ${SET_IT}`,
        };
      }
    }
  }

  const basePath = env.BASE_PATH?.trim().replace(/\/$/, '') || '';
  if (endpoint !== undefined && endpointUrl === null && basePath && !endpoint.startsWith(`${basePath}/`)) {
    return {
      ok: false,
      problem:
        `This site is built under ${basePath} (BASE_PATH), but ${named}, a path at the root of the site's host, ` +
        `where a host such as GitHub Pages answers nothing: every visitor's message would fail.\n` +
        `Set the contact service's address (the Cloudflare Worker's, docs/deploy.md): ${SET_IT}`,
    };
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
        : `${named}, a service on the visitor's own computer`;
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
        `This build is for ${rawSite} (NEXT_PUBLIC_SITE_URL), but ${named}: ` +
        `browsers block a plain-http request from an https page (mixed content), so every message would fail.\n` +
        `Serve the contact service over https: ${SET_IT}`,
    };
  }
  if (endpoint !== undefined && endpointUrl === null) {
    return {
      ok: true,
      endpoint,
      note:
        `the form posts to ${endpoint} on the site's own address. The Cloudflare Worker answers it (npm run deploy); ` +
        `on another host, route /api/* to the contact service or set ${SET_IT}.`,
    };
  }
  return { ok: true, endpoint };
}
