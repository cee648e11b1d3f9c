import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createApp } from '../src/core/app.ts';
import { silentLogger } from '../src/core/log.ts';
import { MESSAGES } from '../src/core/messages.ts';
import { startService, type RunningService } from '../src/node/service.ts';
import { Store, type MessageWriter } from '../src/node/store.ts';
import { collectLogs, postJson, removeDb, sleep, tempDbPath, testConfig, VALID, waitForAsync } from './helpers.ts';
import { post, RUNTIMES, startTargets, type Target, type TargetSet } from './targets.ts';

/**
 * Accepted submissions, on both runtimes (see targets.ts): what is stored, what is answered, spam, idempotency, CORS,
 * the rate limit. Then, on Node: health, logs, 500s.
 */

const cleanups: Array<() => Promise<void> | void> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function service(env: Record<string, string> = {}, log = silentLogger): Promise<RunningService> {
  const running = await startService(testConfig(env), { log });
  cleanups.push(async () => {
    await running.close();
    removeDb(running.store.path);
  });
  return running;
}

function inProcessApp(store: MessageWriter) {
  return createApp({ store, config: testConfig(), log: silentLogger });
}

/** The settings of each service the shared suite below starts, by the test that uses it. */
const SETTINGS = {
  shared: {},
  cors: { CONTACT_ALLOWED_ORIGINS: 'https://lia.example' },
  forwardedFor: { CONTACT_RATE_LIMIT: '1' },
} satisfies Record<string, Record<string, string>>;

/** A subject no other test uses: the tests share one inbox and each reads back only its own messages. */
let subjects = 0;
const subject = (label: string) => `${label} #${(subjects += 1)}`;

type Name = keyof typeof SETTINGS;

for (const runtime of RUNTIMES) {
  describe(`accepted submissions [${runtime}]`, () => {
    const names = Object.keys(SETTINGS) as Name[];
    let set: TargetSet;
    const target = {} as Record<Name, Target>;
    before(async () => {
      set = await startTargets(
        runtime,
        names.map((name) => SETTINGS[name]),
      );
      names.forEach((name, index) => (target[name] = set.targets[index]!));
    });
    after(() => set.close());

    /** The stored messages with this subject (the tests share an inbox). */
    const stored = async (subjectText: string) =>
      (await target.shared.messages()).filter((row) => row.subject === subjectText);

    it('stores a valid message (trimmed) and answers 200 only then', async () => {
      const title = subject('Trimmed');
      const res = await post(target.shared, {
        ...VALID,
        subject: title,
        name: '  Ada Lovelace  ',
        message: '\n Hello \n',
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.json, { success: true, message: MESSAGES.en.success });
      const [row] = await stored(title);
      assert.ok(row);
      assert.equal(row.name, 'Ada Lovelace');
      assert.equal(row.email, VALID.email);
      assert.equal(row.message, 'Hello');
      // Mailed at once (sent) or waiting for the delivery worker (pending): stored either way.
      assert.ok(['pending', 'sent'].includes(row.status), row.status);
    });

    it('accepts a value exactly at each limit and counts characters, not UTF-16 units', async () => {
      const title = subject('é'.repeat(190));
      const atLimit = {
        name: '🎬'.repeat(100),
        // 254 characters with the longest local part there is (64).
        email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
        subject: title.padEnd(200, 'é'),
        message: 'm'.repeat(5000),
      };
      assert.equal((await post(target.shared, atLimit)).status, 200);
      const over = await post(target.shared, { ...atLimit, name: '🎬'.repeat(101) });
      assert.equal(over.status, 400);
      assert.equal(over.json.message, 'Name must be at most 100 characters.');
      assert.equal((await stored(atLimit.subject)).length, 1);
    });

    it('keeps text that has visible characters among invisible ones', async () => {
      const title = subject('\u202bשלום\u202c');
      const res = await post(target.shared, { ...VALID, name: 'Ada\u200b', subject: title, message: '👩‍💻 ok' });
      assert.equal(res.status, 200);
      assert.equal((await stored(title))[0]?.name, 'Ada\u200b');
    });

    it('ignores unknown fields and accepts application/json with a charset', async () => {
      const title = subject('Unknown fields');
      const res = await post(
        target.shared,
        { ...VALID, subject: title, extra: { nested: true } },
        { 'content-type': 'application/json; charset=UTF-8' },
      );
      assert.equal(res.status, 200);
      assert.equal((await stored(title)).length, 1);
    });

    it('honeypot: answers like success, stores as spam, never mails', async () => {
      const [spamTitle, realTitle] = [subject('Pills'), subject('Real')];
      const spam = await post(target.shared, { ...VALID, subject: spamTitle, website: 'http://cheap-pills.example' });
      const real = await post(target.shared, { ...VALID, subject: realTitle, website: '   ' });
      assert.equal(spam.status, 200);
      assert.deepEqual(spam.json, real.json);
      const [spamRow] = await stored(spamTitle);
      assert.equal(spamRow?.status, 'spam');
      assert.equal(spamRow?.honeypot, 'http://cheap-pills.example');
      // The empty honeypot is a real message: it gets mailed, the spam one never is.
      const mailed = (title: string) => target.shared.mails().filter((mail) => mail.subject.includes(title));
      await waitForAsync('the real message to be mailed', async () => mailed(realTitle).length === 1);
      await sleep(100);
      await target.shared.deliver();
      assert.equal(mailed(spamTitle).length, 0);
      assert.equal((await stored(realTitle))[0]?.status, 'sent');
      assert.equal((await stored(spamTitle))[0]?.status, 'spam');
    });

    it('honeypot: treats a non-string honeypot as spam too', async () => {
      const title = subject('Number in the honeypot');
      assert.equal((await post(target.shared, { ...VALID, subject: title, website: 1 })).status, 200);
      assert.deepEqual(
        (await stored(title)).map((row) => row.status),
        ['spam'],
      );
    });

    it('idempotency: stores a retried submission once and answers the same 200', async () => {
      const title = subject('Retried');
      const headers = { 'idempotency-key': 'form-7f9c2a1e-retry' };
      const first = await post(target.shared, { ...VALID, subject: title }, headers);
      const second = await post(target.shared, { ...VALID, subject: title }, headers);
      assert.equal(first.status, 200);
      assert.equal(second.status, 200);
      assert.deepEqual(first.json, second.json);
      const rows = await stored(title);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.idempotencyKey, 'form-7f9c2a1e-retry');
    });

    it('idempotency: keeps submissions with different keys or no key apart', async () => {
      const title = subject('Keys');
      await post(target.shared, { ...VALID, subject: title }, { 'idempotency-key': 'a' });
      await post(target.shared, { ...VALID, subject: title }, { 'idempotency-key': 'b' });
      await post(target.shared, { ...VALID, subject: title });
      await post(target.shared, { ...VALID, subject: title });
      assert.equal((await stored(title)).length, 4);
    });

    it('idempotency: stores once under concurrent retries', async () => {
      const title = subject('Concurrent');
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          post(target.shared, { ...VALID, subject: title }, { 'idempotency-key': 'same' }),
        ),
      );
      assert.ok(results.every((r) => r.status === 200));
      assert.equal((await stored(title)).length, 1);
    });

    it('CORS: answers a preflight from an allowed origin', async () => {
      const res = await target.shared.fetch('/api/send', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key',
        },
      });
      assert.equal(res.status, 204);
      assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:3000');
      assert.match(res.headers.get('access-control-allow-methods') ?? '', /POST/);
      const allowHeaders = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      assert.ok(allowHeaders.includes('content-type') && allowHeaders.includes('idempotency-key'));
    });

    it('CORS: lets an allowed origin read the answer, and a request without Origin through', async () => {
      const svc = target.cors;
      const withOrigin = await post(svc, VALID, { origin: 'https://lia.example' });
      assert.equal(withOrigin.status, 200);
      assert.equal(withOrigin.headers.get('access-control-allow-origin'), 'https://lia.example');
      const denied = await post(svc, VALID, { origin: 'http://localhost:3000' });
      assert.equal(denied.status, 403);
      assert.equal((await post(svc, VALID)).status, 200);
      assert.equal((await svc.messages()).length, 2);
    });

    // Which header entry counts behind a proxy: test/client-address.test.ts.
    it('rate limit: ignores X-Forwarded-For, which the visitor can write', async () => {
      const svc = target.forwardedFor;
      assert.equal((await post(svc, VALID, { 'x-forwarded-for': '203.0.113.1' })).status, 200);
      assert.equal((await post(svc, VALID, { 'x-forwarded-for': '203.0.113.2' })).status, 429);
    });
  });
}

describe('health, errors and logs', () => {
  it('GET /healthz answers {ok:true}', async () => {
    const svc = await service();
    const res = await fetch(`${svc.url}/healthz`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ok: true });
  });

  it('answers 500 JSON when the message cannot be stored, and /healthz reports the broken DB', async () => {
    const broken: MessageWriter = {
      insertMessage() {
        throw new Error('SQLITE_FULL: database or disk is full');
      },
      ping() {
        throw new Error('SQLITE_CANTOPEN');
      },
    };
    const app = inProcessApp(broken);
    const res = await app.request('/api/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VALID),
    });
    assert.equal(res.status, 500);
    assert.deepEqual(await res.json(), {
      success: false,
      message: 'The message could not be saved. Please try again later.',
    });
    const health = await app.request('/healthz');
    assert.equal(health.status, 503);
    assert.deepEqual(await health.json(), { ok: false });
  });

  it('answers 500 when the database was closed under it', async () => {
    const dbPath = tempDbPath();
    const store = new Store(dbPath);
    store.close();
    const res = await inProcessApp(store).request('/api/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VALID),
    });
    assert.equal(res.status, 500);
    removeDb(dbPath);
  });

  it('logs one JSON line per request with method, path, status and ms, and no personal data', async () => {
    const logs = collectLogs();
    const svc = await service({}, logs.log);
    const secret = {
      name: 'Zebulon Quux',
      email: 'zebulon.quux@example.org',
      subject: 'Secret subject xyz',
      message: 'Private words 123',
    };
    await postJson(svc.url, secret);
    await postJson(svc.url, { ...secret, email: 'not-an-email' });
    await fetch(`${svc.url}/api/send?email=zebulon.quux@example.org`, { method: 'GET' });
    const requests = logs.entries.filter((e) => e.event === 'request');
    assert.equal(requests.length, 3);
    assert.deepEqual(
      requests.map((e) => [e.method, e.path, e.status]),
      [
        ['POST', '/api/send', 200],
        ['POST', '/api/send', 400],
        ['GET', '/api/send', 405],
      ],
    );
    for (const entry of requests) assert.equal(typeof entry.ms, 'number');
    const all = JSON.stringify(logs.entries);
    for (const value of Object.values(secret)) assert.ok(!all.includes(value), `log contains ${value}`);
    assert.ok(!all.includes('zebulon'), 'log contains part of the email');
  });
});
