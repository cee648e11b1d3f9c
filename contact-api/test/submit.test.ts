import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { createApp } from '../src/app.ts';
import { silentLogger } from '../src/log.ts';
import { MESSAGES } from '../src/messages.ts';
import { startService, type RunningService } from '../src/service.ts';
import { Store, type MessageWriter } from '../src/store.ts';
import {
  collectLogs,
  postJson,
  removeDb,
  SmtpSink,
  smtpEnv,
  sleep,
  tempDbPath,
  testConfig,
  VALID,
  waitFor,
} from './helpers.ts';

/** Accepted submissions: what is stored, what is answered, spam, idempotency, CORS, logs, 500s. */

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

describe('accepted submissions', () => {
  it('stores a valid message (trimmed) and answers 200 only then', async () => {
    const svc = await service();
    const res = await postJson(svc.url, { ...VALID, name: '  Ada Lovelace  ', message: '\n Hello \n' });
    assert.equal(res.status, 200);
    assert.deepEqual(res.json, { success: true, message: MESSAGES.en.success });
    const [row] = svc.store.list(10);
    assert.ok(row);
    assert.equal(row.name, 'Ada Lovelace');
    assert.equal(row.email, VALID.email);
    assert.equal(row.subject, VALID.subject);
    assert.equal(row.message, 'Hello');
    assert.equal(row.status, 'pending');
    assert.equal(row.attempts, 0);
  });

  it('accepts a value exactly at each limit and counts characters, not UTF-16 units', async () => {
    const svc = await service();
    const atLimit = {
      name: '🎬'.repeat(100),
      // 254 characters with the longest local part there is (64).
      email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
      subject: 'é'.repeat(200),
      message: 'm'.repeat(5000),
    };
    assert.equal((await postJson(svc.url, atLimit)).status, 200);
    const over = await postJson(svc.url, { ...atLimit, name: '🎬'.repeat(101) });
    assert.equal(over.status, 400);
    assert.equal(over.json.message, 'Name must be at most 100 characters.');
    assert.equal(svc.store.counts().total, 1);
  });

  it('keeps text that has visible characters among invisible ones', async () => {
    const svc = await service();
    const res = await postJson(svc.url, {
      ...VALID,
      name: 'Ada\u200b',
      subject: '\u202bשלום\u202c',
      message: '👩‍💻 ok', // emoji with a zero-width joiner
    });
    assert.equal(res.status, 200);
    assert.equal(svc.store.list(1)[0]?.name, 'Ada\u200b');
  });

  it('ignores unknown fields and accepts application/json with a charset', async () => {
    const svc = await service();
    const res = await postJson(
      svc.url,
      { ...VALID, extra: { nested: true } },
      { 'content-type': 'application/json; charset=UTF-8' },
    );
    assert.equal(res.status, 200);
    assert.equal(svc.store.counts().total, 1);
  });
});

describe('honeypot', () => {
  it('answers like success, stores as spam, never mails', async () => {
    const sink = new SmtpSink();
    const port = await sink.start();
    cleanups.push(() => sink.stop());
    const svc = await service(smtpEnv(port));
    const spam = await postJson(svc.url, { ...VALID, website: 'http://cheap-pills.example' });
    const real = await postJson(svc.url, { ...VALID, website: '   ' });
    assert.equal(spam.status, 200);
    assert.deepEqual(spam.json, real.json);
    const rows = svc.store.list(10);
    assert.equal(rows.length, 2);
    const spamRow = rows.find((r) => r.status === 'spam');
    assert.ok(spamRow);
    assert.equal(spamRow.honeypot, 'http://cheap-pills.example');
    // The empty honeypot is a real message: it gets mailed, the spam one does not.
    await waitFor('the real message to be mailed', () => sink.messages.length >= 1);
    await sleep(100);
    await svc.outbox.tick();
    assert.equal(sink.messages.length, 1);
    assert.equal(svc.store.counts().spam, 1);
    assert.equal(svc.store.counts().sent, 1);
  });

  it('treats a non-string honeypot as spam too', async () => {
    const svc = await service();
    assert.equal((await postJson(svc.url, { ...VALID, website: 1 })).status, 200);
    assert.equal(svc.store.counts().spam, 1);
  });
});

describe('idempotency', () => {
  it('stores a retried submission once and answers the same 200', async () => {
    const svc = await service();
    const headers = { 'idempotency-key': 'form-7f9c2a1e-retry' };
    const first = await postJson(svc.url, VALID, headers);
    const second = await postJson(svc.url, VALID, headers);
    assert.equal(first.status, 200);
    assert.equal(second.status, 200);
    assert.deepEqual(first.json, second.json);
    assert.equal(svc.store.counts().total, 1);
    assert.equal(svc.store.list(1)[0]?.idempotencyKey, 'form-7f9c2a1e-retry');
  });

  it('keeps submissions with different keys or no key apart', async () => {
    const svc = await service();
    await postJson(svc.url, VALID, { 'idempotency-key': 'a' });
    await postJson(svc.url, VALID, { 'idempotency-key': 'b' });
    await postJson(svc.url, VALID);
    await postJson(svc.url, VALID);
    assert.equal(svc.store.counts().total, 4);
  });

  it('stores once under concurrent retries', async () => {
    const svc = await service();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postJson(svc.url, VALID, { 'idempotency-key': 'same' })),
    );
    assert.ok(results.every((r) => r.status === 200));
    assert.equal(svc.store.counts().total, 1);
  });
});

describe('CORS', () => {
  it('answers a preflight from an allowed origin', async () => {
    const svc = await service();
    const res = await fetch(`${svc.url}/api/send`, {
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

  it('lets an allowed origin read the answer, and a request without Origin through', async () => {
    const svc = await service({ CONTACT_ALLOWED_ORIGINS: 'https://lia.example' });
    const withOrigin = await postJson(svc.url, VALID, { origin: 'https://lia.example' });
    assert.equal(withOrigin.status, 200);
    assert.equal(withOrigin.headers.get('access-control-allow-origin'), 'https://lia.example');
    const denied = await postJson(svc.url, VALID, { origin: 'http://localhost:3000' });
    assert.equal(denied.status, 403);
    assert.equal((await postJson(svc.url, VALID)).status, 200);
    assert.equal(svc.store.counts().total, 2);
  });
});

describe('rate limit by client address', () => {
  // Which header entry counts behind a proxy: test/client-address.test.ts.
  it('ignores X-Forwarded-For unless CONTACT_TRUST_PROXY is set', async () => {
    const svc = await service({ CONTACT_RATE_LIMIT: '1' });
    assert.equal((await postJson(svc.url, VALID, { 'x-forwarded-for': '203.0.113.1' })).status, 200);
    assert.equal((await postJson(svc.url, VALID, { 'x-forwarded-for': '203.0.113.2' })).status, 429);
  });
});

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
