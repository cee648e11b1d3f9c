import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/node/config.ts';
import { DailyCapError } from '../src/core/errors.ts';
import { MESSAGES } from '../src/core/messages.ts';
import { DAY_MS, Store } from '../src/node/store.ts';
import { removeDb, tempDbPath, VALID, waitForAsync } from './helpers.ts';
import { post, RUNTIMES, startTargets, type Target, type TargetSet } from './targets.ts';

/**
 * CONTACT_DAILY_CAP: at most so many messages are stored in any 24 hours. Past it a flood (from
 * many addresses, which the per-address rate limit cannot stop) is refused and stores nothing,
 * so the inbox, the disk and the owner's mailbox stay usable.
 */

const cleanups: Array<() => Promise<void> | void> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const message = (subject: string) => ({ ...VALID, subject, honeypot: null });

for (const runtime of RUNTIMES) {
  describe(`daily cap on stored messages [${runtime}]`, () => {
    let set: TargetSet;
    let svc: Target;
    let one: Target;
    before(async () => {
      set = await startTargets(runtime, [{ CONTACT_DAILY_CAP: '3' }, { CONTACT_DAILY_CAP: '1' }]);
      [svc, one] = set.targets as [Target, Target];
    });
    after(() => set.close());

    it('past CONTACT_DAILY_CAP answers 503 with Retry-After and a sentence the form can show, stores nothing and logs once', async () => {
      for (let i = 0; i < 3; i++) assert.equal((await post(svc, { ...VALID, subject: `#${i}` })).status, 200);
      const refused = await post(svc, { ...VALID, subject: 'One too many' }, { origin: 'http://localhost:3000' });
      const again = await post(svc, { ...VALID, subject: 'And another' }, { 'accept-language': 'pt-BR' });

      assert.equal(refused.status, 503);
      assert.equal(again.status, 503);
      const retryAfter = Number(refused.headers.get('retry-after'));
      assert.ok(retryAfter > DAY_MS / 1000 - 60 && retryAfter <= DAY_MS / 1000, `Retry-After ${retryAfter}`);
      assert.deepEqual(refused.json, {
        success: false,
        message:
          'This inbox has received too many messages today, so your message was not saved. Please try again in 24 hours, or use the other links on this page.',
      });
      assert.equal(again.json.message, MESSAGES['pt-BR'].dailyCap('24 horas'));
      assert.equal((await svc.messages()).length, 3);
      await waitForAsync('the log line', async () => svc.logs.some((e) => e.event === 'daily_cap_reached'));
      const lines = svc.logs.filter((e) => e.event === 'daily_cap_reached');
      assert.equal(lines.length, 1, 'one line per episode, not one per refusal');
      assert.equal(lines[0]?.level, 'warn');
      assert.equal(lines[0]?.cap, 3);
      assert.match(
        String(lines[0]?.message),
        /^CONTACT_DAILY_CAP reached: 3 messages were stored in the last 24 hours/,
      );
    });

    it('still answers a retry of a stored message (same Idempotency-Key) as stored, and refuses a new one', async () => {
      assert.equal((await post(one, VALID, { 'idempotency-key': 'key-1' })).status, 200);
      assert.equal((await post(one, VALID, { 'idempotency-key': 'key-1' })).status, 200);
      assert.equal((await post(one, VALID, { 'idempotency-key': 'key-2' })).status, 503);
      assert.deepEqual(
        (await one.messages()).map((row) => row.idempotencyKey),
        ['key-1'],
      );
    });
  });
}

describe('daily cap on stored messages: the SQLite store', () => {
  it('counts a rolling 24 hours: older messages do not count, and Retry-After says when a place frees up', () => {
    const dbPath = tempDbPath();
    cleanups.push(() => removeDb(dbPath));
    const store = new Store(dbPath, { dailyCap: 2 });
    cleanups.push(() => store.close());
    const now = Date.now();
    store.insertMessage(message('Two days ago'), null, now - 2 * DAY_MS);
    store.insertMessage(message('23 hours ago'), null, now - 23 * 60 * 60_000);
    store.insertMessage(message('1 hour ago'), null, now - 60 * 60_000);
    assert.throws(
      () => store.insertMessage(message('Now'), null, now),
      (error: unknown) => error instanceof DailyCapError && error.retryAfterSeconds === 60 * 60,
    );
    // An hour later the 23-hour-old one has left the window.
    assert.equal(store.insertMessage(message('In an hour'), null, now + 60 * 60_000 + 1).duplicate, false);
    assert.equal(store.counts().total, 4);
  });

  it('still answers a retry of a stored message (same Idempotency-Key) as stored', () => {
    const dbPath = tempDbPath();
    cleanups.push(() => removeDb(dbPath));
    const store = new Store(dbPath, { dailyCap: 1 });
    cleanups.push(() => store.close());
    const first = store.insertMessage(message('Kept'), 'key-1');
    assert.deepEqual(store.insertMessage(message('Kept'), 'key-1'), { id: first.id, duplicate: true });
    assert.throws(() => store.insertMessage(message('New'), 'key-2'), DailyCapError);
  });

  it('is 500 by default, and 0 turns it off', () => {
    assert.equal(loadConfig({}).dailyCap, 500);
    assert.equal(loadConfig({ CONTACT_DAILY_CAP: '0' }).dailyCap, null);
    assert.throws(() => loadConfig({ CONTACT_DAILY_CAP: 'lots' }), /CONTACT_DAILY_CAP must be a whole number/);
  });
});
