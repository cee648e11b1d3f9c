import { CONTACT_ENDPOINT } from '@/lib/contact-endpoint';

/**
 * Where the statistics beacon sends (lib/stats/beacon.ts), fixed at build time:
 * - NEXT_PUBLIC_STATS_ENDPOINT, when set: a same-origin path or an http(s) URL; `off` turns the statistics off;
 * - else the contact service's, which counts them: `/api/stats/event` beside the form's endpoint (the same address
 *   on the Cloudflare Worker and with `npm start`; the service's own origin when the form posts to another one).
 * The contact endpoint's own rules (lib/contact-endpoint-rule.ts) have already kept a public build from posting to
 * a local service.
 */
export function statsEndpointFor(setting: string | undefined, contactEndpoint: string): string | null {
  const value = setting?.trim();
  if (value === 'off') return null;
  if (value) {
    if (/^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^/\s]+(\/\S*)?$/.test(value)) return value;
    throw new Error(
      `NEXT_PUBLIC_STATS_ENDPOINT must be a path on the site (/api/stats/event), an http(s) URL or "off", got "${value}".`,
    );
  }
  const contact = /^https?:\/\//.test(contactEndpoint) ? new URL(contactEndpoint) : null;
  return contact === null ? '/api/stats/event' : `${contact.origin}/api/stats/event`;
}

export const STATS_ENDPOINT = statsEndpointFor(process.env.NEXT_PUBLIC_STATS_ENDPOINT, CONTACT_ENDPOINT);

/** The beacon's file in the export (scripts/export/stats-beacon.ts writes it after `next build`). */
export const BEACON_FILE = '/_stats/beacon.js';
