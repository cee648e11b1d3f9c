import type { Context } from 'hono';
import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv4ToBinary,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  isIPv4MappedIPv6,
} from 'hono/utils/ipaddr';
import type { Logger } from './log.ts';

/**
 * Which address a request comes from, for the rate limit.
 *
 * Behind a reverse proxy the socket address is the proxy's, so the client's address has to come
 * from a header, and headers are written by whoever sends the request. Only the part a trusted
 * proxy wrote can be believed:
 *
 * - X-Forwarded-For: each proxy *appends* the address it received the request from. With N
 *   proxies of ours in front, the entry the outermost one appended is the Nth from the right;
 *   everything to its left came from the client and may be made up. (Taking the first entry, as
 *   this service once did, let anyone pick a fresh "address" per request.)
 * - A platform header (CF-Connecting-IP, Fly-Client-IP, X-Real-IP…) that the platform's edge
 *   overwrites on every request: its whole value is the client's address.
 *
 * A value that is missing, not an IP address or too long is not used: the request counts
 * against the socket address (the proxy's), so a broken or spoofed header makes the limit
 * stricter, never looser.
 */

export interface ClientAddressSettings {
  /** How many proxies of ours stand in front of the service (0 = none: use the socket address). */
  trustProxyHops: number;
  /** Lower-case name of a header the platform's edge sets to the client's address, or null. */
  clientIpHeader: string | null;
}

/** The longest textual IP address (IPv6 with an embedded IPv4 tail) is 45 characters. */
export const MAX_ADDRESS_LENGTH = 45;

export type FallbackReason = 'header_missing' | 'header_invalid' | 'chain_too_short' | 'chain_entry_invalid';

/** 4 or 6 for a valid IPv4 or IPv6 address, 0 for anything else (Hono's parser: no Node `net`, so the Worker needs none). */
export function ipVersion(value: string): 0 | 4 | 6 {
  const kind = distinctRemoteAddr(value);
  try {
    if (kind === 'IPv4') convertIPv4ToBinary(value);
    else if (kind === 'IPv6') convertIPv6ToBinary(value);
    else return 0;
  } catch {
    return 0;
  }
  return kind === 'IPv4' ? 4 : 6;
}

/** IPv4 clients on a dual-stack socket show up as ::ffff:a.b.c.d; count them as a.b.c.d. */
function normalise(address: string, version: 4 | 6): string {
  if (version === 4) return address;
  const binary = convertIPv6ToBinary(address);
  return isIPv4MappedIPv6(binary)
    ? convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(binary))
    : address.toLowerCase();
}

/** A trimmed, length-capped, valid IP address (without a zone), normalised; otherwise null. */
export function parseAddress(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const value = raw.trim();
  if (value.length === 0 || value.length > MAX_ADDRESS_LENGTH || value.includes('%')) return null;
  const version = ipVersion(value);
  return version === 0 ? null : normalise(value, version);
}

/** The entry the outermost trusted proxy appended: the `hops`-th from the right. */
export function forwardedEntry(header: string | undefined, hops: number): string | undefined {
  if (header === undefined || hops < 1) return undefined;
  const entries = header.split(',');
  return entries.length < hops ? undefined : entries[entries.length - hops];
}

export interface RequestAddresses {
  header(name: string): string | undefined;
  /** The TCP peer, if there is a socket (not under app.request() or on some serverless runtimes). */
  socket(): string | undefined;
}

export function resolveClientAddress(
  request: RequestAddresses,
  settings: ClientAddressSettings,
  onFallback?: (reason: FallbackReason) => void,
): string {
  // Looked up only when needed: outside a Node server finding out that there is no socket throws.
  const socket = () => parseAddress(request.socket()) ?? 'unknown';
  if (settings.clientIpHeader !== null) {
    const raw = request.header(settings.clientIpHeader);
    const address = parseAddress(raw);
    if (address !== null) return address;
    onFallback?.(raw === undefined ? 'header_missing' : 'header_invalid');
    return socket();
  }
  if (settings.trustProxyHops > 0) {
    const entry = forwardedEntry(request.header('x-forwarded-for'), settings.trustProxyHops);
    const address = parseAddress(entry);
    if (address !== null) return address;
    onFallback?.(entry === undefined ? 'chain_too_short' : 'chain_entry_invalid');
    return socket();
  }
  return socket();
}

/**
 * The rate-limit bucket of an address. One IPv6 subscriber usually holds a whole /64 (2^64
 * addresses), so keying IPv6 by the full address would give one person endless fresh buckets.
 */
export function rateLimitKey(address: string): string {
  if (ipVersion(address) !== 6) return address;
  const prefix = convertIPv6ToBinary(address) >> 64n;
  const groups = [48n, 32n, 16n, 0n].map((shift) => ((prefix >> shift) & 0xffffn).toString(16));
  return `${groups.join(':')}::/64`;
}

const FALLBACK_TEXT: Record<FallbackReason, string> = {
  header_missing: 'the client address header is missing',
  header_invalid: 'the client address header is not an IP address',
  chain_too_short: 'X-Forwarded-For has fewer entries than CONTACT_TRUST_PROXY proxies',
  chain_entry_invalid: 'the X-Forwarded-For entry of the trusted proxy is not an IP address',
};

/**
 * The client's address of a request, as the settings say to find it. A fallback to the connection's address is
 * logged once per reason: repeated, it is a proxy set up differently from the configuration (all its clients then
 * share the proxy's bucket); the values themselves are never logged.
 */
export function clientAddressOf(
  settings: ClientAddressSettings,
  /** The connection's address as the runtime reports it (Hono's getConnInfo), or undefined. */
  remoteAddress: (c: Context) => string | undefined,
  log: Logger,
): (c: Context) => string {
  const logged = new Set<FallbackReason>();
  const onFallback = (reason: FallbackReason) => {
    if (logged.has(reason)) return;
    logged.add(reason);
    log({
      level: 'warn',
      event: 'client_address_fallback',
      reason,
      message: `Rate limiting by the socket address because ${FALLBACK_TEXT[reason]} (logged once).`,
    });
  };
  return (c) =>
    resolveClientAddress(
      { header: (name) => c.req.header(name), socket: () => remoteAddress(c) },
      settings,
      onFallback,
    );
}
