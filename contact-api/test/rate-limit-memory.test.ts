import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, it } from 'node:test';
import { createApp, type AppEnv } from '../src/core/app.ts';
import { silentLogger } from '../src/core/log.ts';
import { BoundedMemoryStore } from '../src/core/rate-limit-store.ts';
import type { MessageWriter } from '../src/node/store.ts';
import { testConfig } from './helpers.ts';

/** The rate limiter's memory has a cap, whatever number of addresses comes at it. */

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const MiB = 1024 * 1024;
/** The stated bound for 10,000 remembered addresses (the measured figure is printed). */
const HEAP_BOUND_MIB = 8;

const neverStores: MessageWriter = {
  insertMessage() {
    throw new Error('nothing is stored in this test');
  },
  ping() {},
};

function address(i: number): string {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

describe('rate-limit memory', () => {
  it(`remembers at most CONTACT_RATE_LIMIT_MAX_CLIENTS (10,000) addresses while 60,000 distinct ones post, in under ${HEAP_BOUND_MIB} MiB of heap`, async (t) => {
    const config = testConfig({ CONTACT_CLIENT_IP_HEADER: 'X-Real-IP', CONTACT_RATE_LIMIT: '5' });
    assert.equal(config.rateLimitMaxClients, 10_000, 'the default cap');
    const limiterStore = new BoundedMemoryStore<AppEnv>(config.rateLimitMaxClients);
    const app = createApp({ store: neverStores, config, log: silentLogger, rateLimitStore: limiterStore });
    const post = (ip: string) =>
      app.fetch(new Request('http://contact.test/api/send', { method: 'POST', headers: { 'x-real-ip': ip } }));

    gc();
    const before = process.memoryUsage();
    let largest = 0;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 60_000; i++) {
      // No Content-Type: the rate limiter counts the request, then it is refused with a 415.
      const res = await post(address(i));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      largest = Math.max(largest, limiterStore.size);
    }
    gc();
    const after = process.memoryUsage();
    const grownMiB = (after.heapUsed - before.heapUsed) / MiB;
    t.diagnostic(
      `60,000 addresses: the limiter holds ${limiterStore.size}; heap grew ${grownMiB.toFixed(2)} MiB ` +
        `(bound ${HEAP_BOUND_MIB} MiB), heap ${(after.heapUsed / MiB).toFixed(1)} MiB, RSS ${(after.rss / MiB).toFixed(1)} MiB`,
    );
    assert.deepEqual([...statuses], [[415, 60_000]]);
    assert.equal(largest, 10_000);
    assert.equal(limiterStore.size, 10_000);
    assert.ok(grownMiB < HEAP_BOUND_MIB, `heap grew ${grownMiB.toFixed(2)} MiB`);

    // The flood did not switch the limit off for a client it still remembers…
    const last = address(59_999);
    for (let i = 0; i < 4; i++) assert.equal((await post(last)).status, 415);
    assert.equal((await post(last)).status, 429);
    // …and the address seen longest ago was the one forgotten.
    assert.equal(limiterStore.get(address(0)), undefined);
    limiterStore.shutdown();
  });
});

describe('the bounded store', () => {
  function store(max: number) {
    let now = 1_000_000;
    const s = new BoundedMemoryStore(max, () => now);
    s.init({ windowMs: 60_000 } as Parameters<typeof s.init>[0]);
    s.shutdown(); // the test drives expiry by hand
    return { s, advance: (ms: number) => (now += ms) };
  }

  it('evicts the least recently seen address, not the one that keeps posting', () => {
    const { s } = store(3);
    s.increment('a');
    s.increment('b');
    s.increment('c');
    s.increment('a'); // a is now the most recent
    s.increment('d'); // over the cap: b goes
    assert.equal(s.size, 3);
    assert.equal(s.get('b'), undefined);
    assert.equal(s.get('a')?.totalHits, 2);
    assert.equal(s.increment('a').totalHits, 3);
  });

  it('starts a new window once the old one is over, and forgets finished windows', () => {
    const { s, advance } = store(10);
    s.increment('a');
    s.increment('a');
    s.increment('b');
    advance(60_000);
    assert.equal(s.get('a'), undefined);
    assert.equal(s.increment('a').totalHits, 1);
    s.clearExpired();
    assert.equal(s.size, 1);
  });

  it('can reset one address or all of them', () => {
    const { s } = store(10);
    s.increment('a');
    s.increment('b');
    s.resetKey('a');
    assert.equal(s.size, 1);
    s.resetAll();
    assert.equal(s.size, 0);
    s.increment('c');
    assert.equal(s.get('c')?.totalHits, 1);
  });
});
