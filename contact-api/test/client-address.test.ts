import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  forwardedEntry,
  parseAddress,
  rateLimitKey,
  resolveClientAddress,
  type ClientAddressSettings,
  type FallbackReason,
} from '../src/core/client-address.ts';
import type { Logger } from '../src/core/log.ts';
import { silentLogger } from '../src/core/log.ts';
import { startService, type RunningService } from '../src/node/service.ts';
import { collectLogs, postJson, removeDb, testConfig, VALID } from './helpers.ts';

/** Which address a request is rate-limited by, behind zero, one or more proxies or a platform's edge. */

const cleanups: Array<() => Promise<void>> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function service(env: Record<string, string>, log: Logger = silentLogger): Promise<RunningService> {
  const running = await startService(testConfig({ CONTACT_RATE_LIMIT: '1', ...env }), { log });
  cleanups.push(async () => {
    await running.close();
    removeDb(running.store.path);
  });
  return running;
}

function resolve(
  headers: Record<string, string>,
  settings: Partial<ClientAddressSettings>,
  socket = '127.0.0.1',
): { address: string; fallbacks: FallbackReason[] } {
  const fallbacks: FallbackReason[] = [];
  const address = resolveClientAddress(
    { header: (name) => headers[name], socket: () => socket },
    { trustProxyHops: 0, clientIpHeader: null, ...settings },
    (reason) => fallbacks.push(reason),
  );
  return { address, fallbacks };
}

describe('client address behind a trusted proxy (X-Forwarded-For)', () => {
  it('a forged first X-Forwarded-For entry does not buy a fresh rate-limit bucket', async () => {
    const svc = await service({ CONTACT_TRUST_PROXY: '1' });
    // The proxy appends the real peer (203.0.113.7) to whatever the client sent.
    const first = await postJson(svc.url, VALID, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' });
    const forged = await postJson(svc.url, VALID, { 'x-forwarded-for': '198.51.100.2, 203.0.113.7' });
    assert.equal(first.status, 200);
    assert.equal(forged.status, 429);
    assert.equal(svc.store.counts().total, 1);
  });

  it('different clients of the proxy (the rightmost entry) keep their own buckets', async () => {
    const svc = await service({ CONTACT_TRUST_PROXY: 'true' });
    assert.equal((await postJson(svc.url, VALID, { 'x-forwarded-for': '203.0.113.1' })).status, 200);
    assert.equal((await postJson(svc.url, VALID, { 'x-forwarded-for': '203.0.113.2' })).status, 200);
    assert.equal((await postJson(svc.url, VALID, { 'x-forwarded-for': 'anything, 203.0.113.1' })).status, 429);
  });

  it('with CONTACT_TRUST_PROXY=2 the client is the second entry from the right', async () => {
    const svc = await service({ CONTACT_TRUST_PROXY: '2' });
    const cdn = (client: string, edge: string) => ({ 'x-forwarded-for': `${client}, ${edge}` });
    assert.equal((await postJson(svc.url, VALID, cdn('198.51.100.1', '10.0.0.2'))).status, 200);
    // Same client through another edge node: same bucket. A forged prefix changes nothing.
    assert.equal((await postJson(svc.url, VALID, cdn('forged, 198.51.100.1', '10.0.0.3'))).status, 429);
    assert.equal((await postJson(svc.url, VALID, cdn('198.51.100.2', '10.0.0.2'))).status, 200);
  });

  it('picks the entry by hop count and ignores blanks around commas', () => {
    assert.equal(forwardedEntry('a, b, c', 1)?.trim(), 'c');
    assert.equal(forwardedEntry('a, b, c', 3)?.trim(), 'a');
    assert.equal(forwardedEntry('a, b', 3), undefined);
    assert.equal(
      resolve({ 'x-forwarded-for': ' 203.0.113.9 ,  10.0.0.1 ' }, { trustProxyHops: 2 }).address,
      '203.0.113.9',
    );
  });
});

describe('client address from a platform header (CONTACT_CLIENT_IP_HEADER)', () => {
  it('takes the named header and ignores X-Forwarded-For', async () => {
    const svc = await service({ CONTACT_CLIENT_IP_HEADER: 'Fly-Client-IP' });
    const as = (ip: string, xff: string) => ({ 'fly-client-ip': ip, 'x-forwarded-for': xff });
    assert.equal((await postJson(svc.url, VALID, as('203.0.113.5', '1.1.1.1'))).status, 200);
    assert.equal((await postJson(svc.url, VALID, as('203.0.113.5', '2.2.2.2'))).status, 429);
    assert.equal((await postJson(svc.url, VALID, as('203.0.113.6', '1.1.1.1'))).status, 200);
  });

  it('counts addresses of one IPv6 /64 as one client', async () => {
    const svc = await service({ CONTACT_CLIENT_IP_HEADER: 'X-Real-IP' });
    assert.equal((await postJson(svc.url, VALID, { 'x-real-ip': '2001:db8:1:2::1' })).status, 200);
    assert.equal((await postJson(svc.url, VALID, { 'x-real-ip': '2001:db8:1:2:ffff:ffff:ffff:9' })).status, 429);
    assert.equal((await postJson(svc.url, VALID, { 'x-real-ip': '2001:db8:1:3::1' })).status, 200);
  });
});

describe('a header value that is not a usable address', () => {
  it('falls back to the socket address, so junk values all share one bucket, and says so once in the log', async () => {
    const logs = collectLogs();
    const svc = await service({ CONTACT_CLIENT_IP_HEADER: 'CF-Connecting-IP' }, logs.log);
    assert.equal((await postJson(svc.url, VALID, { 'cf-connecting-ip': 'not-an-address' })).status, 200);
    assert.equal((await postJson(svc.url, VALID, { 'cf-connecting-ip': 'another-one' })).status, 429);
    assert.equal((await postJson(svc.url, VALID, { 'cf-connecting-ip': '1'.repeat(500) })).status, 429);
    const warnings = logs.entries.filter((e) => e.event === 'client_address_fallback');
    assert.deepEqual(
      warnings.map((e) => e.reason),
      ['header_invalid'],
    );
    assert.ok(!JSON.stringify(logs.entries).includes('not-an-address'), 'the header value is not logged');
  });

  it('refuses names, ports, zones, padding tricks and over-long values as addresses', () => {
    for (const raw of [
      'unknown',
      '203.0.113.1:8080',
      '[2001:db8::1]',
      'fe80::1%eth0',
      '203.0.113.001',
      '1.2.3.4.5',
      `${'0:'.repeat(30)}1`,
      '1'.repeat(500),
    ]) {
      assert.equal(parseAddress(raw), null, raw);
    }
    assert.equal(parseAddress(' 203.0.113.1 '), '203.0.113.1');
    assert.equal(parseAddress('::FFFF:203.0.113.1'), '203.0.113.1');
    assert.equal(parseAddress('2001:DB8::1'), '2001:db8::1');
  });

  it('falls back when X-Forwarded-For has fewer entries than trusted proxies, or the entry is junk', () => {
    assert.deepEqual(resolve({ 'x-forwarded-for': '203.0.113.1' }, { trustProxyHops: 2 }, '10.0.0.1'), {
      address: '10.0.0.1',
      fallbacks: ['chain_too_short'],
    });
    assert.deepEqual(resolve({}, { trustProxyHops: 1 }, '10.0.0.1').fallbacks, ['chain_too_short']);
    assert.deepEqual(resolve({ 'x-forwarded-for': '203.0.113.1, evil' }, { trustProxyHops: 1 }, '10.0.0.1'), {
      address: '10.0.0.1',
      fallbacks: ['chain_entry_invalid'],
    });
    assert.deepEqual(resolve({}, { clientIpHeader: 'x-real-ip' }, '::ffff:10.0.0.1'), {
      address: '10.0.0.1',
      fallbacks: ['header_missing'],
    });
  });

  it('keys IPv4 by the address and IPv6 by its /64, whatever the spelling', () => {
    assert.equal(rateLimitKey('203.0.113.1'), '203.0.113.1');
    assert.equal(rateLimitKey('2001:db8:0:1::5'), '2001:db8:0:1::/64');
    assert.equal(rateLimitKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd'), '2001:db8:0:1::/64');
    assert.equal(rateLimitKey('::1'), '0:0:0:0::/64');
    assert.equal(rateLimitKey('64:ff9b::203.0.113.1'), '64:ff9b:0:0::/64');
  });
});
