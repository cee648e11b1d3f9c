import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { silentLogger } from '../src/core/log.ts';
import { buildMail, createSmtpMailer, type Mailer } from '../src/node/mailer.ts';
import { backoffMs, Outbox } from '../src/core/outbox.ts';
import { startService, type RunningService } from '../src/node/service.ts';
import { Store } from '../src/node/store.ts';
import {
  collectLogs,
  freePort,
  parseMail,
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

/** Email notification through a real SMTP server (smtp-server on 127.0.0.1, random port). */

const cleanups: Array<() => Promise<void> | void> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function sink(auth?: { user: string; pass: string }, port = 0): Promise<SmtpSink> {
  const s = new SmtpSink(auth);
  await s.start(port);
  cleanups.push(() => s.stop());
  return s;
}

async function service(env: Record<string, string>, log = silentLogger): Promise<RunningService> {
  const running = await startService(testConfig(env), { log });
  cleanups.push(async () => {
    await running.close();
    removeDb(running.store.path);
  });
  return running;
}

describe('delivery', () => {
  it('mails the typed fields as plain text, Reply-To the visitor', async () => {
    const smtp = await sink();
    const svc = await service(smtpEnv(smtp.port));
    const res = await postJson(svc.url, { ...VALID, message: 'Line one.\nLine two: 24 fps, please.' });
    assert.equal(res.status, 200);
    await waitFor('one email', () => smtp.messages.length === 1);
    const received = smtp.messages[0];
    assert.ok(received);
    assert.equal(received.from, 'site@example.com');
    assert.deepEqual(received.to, ['owner@example.com']);
    const mail = parseMail(received.raw);
    assert.deepEqual(mail.headers.get('subject'), ['[Portfolio] A short film']);
    assert.deepEqual(mail.headers.get('reply-to'), ['Ada Lovelace <ada@example.com>']);
    assert.deepEqual(mail.headers.get('to'), ['owner@example.com']);
    assert.deepEqual(mail.headers.get('from'), ['Portfolio <site@example.com>']);
    // Text only: a single text/plain part, no HTML alternative.
    assert.match(mail.headers.get('content-type')?.[0] ?? '', /^text\/plain/);
    assert.ok(!/text\/html/i.test(received.raw));
    assert.ok(!/multipart/i.test(received.raw));
    for (const value of [VALID.name, VALID.email, VALID.subject, 'Line one.\nLine two: 24 fps, please.']) {
      assert.ok(mail.body.includes(value), `body lacks ${value}`);
    }
    await waitFor('row marked sent', () => svc.store.list(1)[0]?.status === 'sent');
    const row = svc.store.list(1)[0];
    assert.equal(row?.attempts, 1);
    assert.ok(row?.sentAt);
  });

  it('keeps a header-injection attempt inside one header line and the body', async () => {
    const smtp = await sink();
    const svc = await service(smtpEnv(smtp.port));
    const res = await postJson(svc.url, {
      ...VALID,
      name: 'Eve\r\nBcc: x@y',
      subject: 'Hello\r\nBcc: x@y\r\nX-Injected: 1',
      message: 'Body line\r\nBcc: x@y\r\n\r\n.\r\nMAIL FROM:<x@y>',
    });
    assert.equal(res.status, 200);
    await waitFor('one email', () => smtp.messages.length === 1);
    const received = smtp.messages[0];
    assert.ok(received);
    // The SMTP envelope has the owner only: nobody was added as a recipient.
    assert.deepEqual(received.to, ['owner@example.com']);
    const mail = parseMail(received.raw);
    assert.equal(mail.headers.get('bcc'), undefined);
    assert.equal(mail.headers.get('x-injected'), undefined);
    assert.ok(!mail.headerLines.some((line) => /^(bcc|x-injected):/i.test(line)));
    assert.deepEqual(mail.headers.get('subject'), ['[Portfolio] Hello Bcc: x@y X-Injected: 1']);
    const replyTo = mail.headers.get('reply-to');
    assert.equal(replyTo?.length, 1);
    assert.match(replyTo?.[0] ?? '', /<ada@example\.com>$/);
    assert.match(replyTo?.[0] ?? '', /^"?Eve Bcc: x@y"? <ada@example\.com>$/);
    // The message text arrives intact, as body text.
    assert.ok(mail.body.includes('Body line\nBcc: x@y\n\n.\nMAIL FROM:<x@y>'));
  });

  it('authenticates with SMTP_URL credentials', async () => {
    const smtp = await sink({ user: 'lia@example.com', pass: 'p@ss:word/1' });
    const svc = await service({
      SMTP_URL: `smtp://${encodeURIComponent('lia@example.com')}:${encodeURIComponent('p@ss:word/1')}@127.0.0.1:${smtp.port}`,
      CONTACT_MAIL_TO: 'owner@example.com',
      CONTACT_MAIL_FROM: 'site@example.com',
    });
    await postJson(svc.url, VALID);
    await waitFor('one email', () => smtp.messages.length === 1);
    await waitFor('row marked sent', () => svc.store.counts().sent === 1);
  });

  it('retries while SMTP is down (never started) and then delivers 20 messages exactly once', async () => {
    const port = await freePort();
    const logs = collectLogs();
    const svc = await service(smtpEnv(port), logs.log);
    const subjects = Array.from({ length: 20 }, (_, i) => `Retry test #${i}`);
    for (const subject of subjects) assert.equal((await postJson(svc.url, { ...VALID, subject })).status, 200);

    // Every message has failed at least twice against the closed port, and none is marked sent.
    await waitFor('two failed attempts on every message', () => svc.store.list(100).every((m) => m.attempts >= 2));
    assert.equal(svc.store.counts().pending, 20);
    assert.ok(svc.store.list(100).every((m) => m.lastError !== null && m.nextAttemptAt > m.createdAt));
    assert.ok(logs.entries.some((e) => e.event === 'mail_failed'));

    const smtp = await sink(undefined, port);
    await waitFor('20 messages sent', () => svc.store.counts().sent === 20, 10_000);
    await sleep(200);
    await svc.outbox.tick();
    assert.equal(smtp.messages.length, 20);
    const got = smtp.messages.map((m) => parseMail(m.raw).headers.get('subject')?.[0]).sort();
    assert.deepEqual(got, subjects.map((s) => `[Portfolio] ${s}`).sort());
  });

  it('keeps messages when the SMTP server goes away and delivers them once it is back', async () => {
    const first = new SmtpSink();
    const port = await first.start();
    const svc = await service(smtpEnv(port));
    await postJson(svc.url, { ...VALID, subject: 'Before the outage' });
    await waitFor('first message sent', () => svc.store.counts().sent === 1);
    await first.stop();

    const subjects = Array.from({ length: 10 }, (_, i) => `During the outage #${i}`);
    for (const subject of subjects) assert.equal((await postJson(svc.url, { ...VALID, subject })).status, 200);
    await waitFor('a failed attempt on every new message', () =>
      svc.store.list(100).every((m) => m.status === 'sent' || m.attempts >= 1),
    );
    assert.equal(svc.store.counts().pending, 10);

    const second = await sink(undefined, port);
    await waitFor('all 11 sent', () => svc.store.counts().sent === 11, 10_000);
    await sleep(200);
    await svc.outbox.tick();
    assert.equal(first.messages.length, 1);
    assert.equal(second.messages.length, 10);
    const got = second.messages.map((m) => parseMail(m.raw).headers.get('subject')?.[0]).sort();
    assert.deepEqual(got, subjects.map((s) => `[Portfolio] ${s}`).sort());
  });

  it('delivers each message once when workers tick concurrently (two connections, overlapping ticks)', async () => {
    const smtp = await sink();
    const dbPath = tempDbPath();
    cleanups.push(() => removeDb(dbPath));
    const seed = new Store(dbPath);
    for (let i = 0; i < 20; i++) {
      seed.insertMessage({ ...VALID, subject: `Concurrent #${i}`, honeypot: null }, null);
    }
    seed.insertMessage({ ...VALID, subject: 'spam', honeypot: 'x' }, null);
    seed.close();

    const real = createSmtpMailer({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: undefined,
      pass: undefined,
    });
    // A slow mailer widens the window in which a second worker could grab the same row.
    const slow: Mailer = {
      async send(mail) {
        await sleep(5);
        await real.send(mail);
      },
      close: () => real.close(),
    };
    const stores = [new Store(dbPath), new Store(dbPath)];
    const workers = stores.map(
      (store) =>
        new Outbox({
          store,
          mailer: slow,
          addresses: { to: 'owner@example.com', from: 'site@example.com' },
          retryBaseMs: 10,
          retryMaxMs: 100,
          pollMs: 20,
          log: silentLogger,
          batchSize: 3,
        }),
    );
    for (let round = 0; round < 20 && (stores[0]?.counts().pending ?? 0) > 0; round++) {
      await Promise.all(workers.flatMap((w) => [w.tick(), w.tick(), w.tick()]));
    }
    const counts = stores[0]?.counts();
    assert.equal(counts?.sent, 20);
    assert.equal(counts?.spam, 1);
    assert.equal(smtp.messages.length, 20);
    const subjects = new Set(smtp.messages.map((m) => parseMail(m.raw).headers.get('subject')?.[0]));
    assert.equal(subjects.size, 20);
    assert.ok(stores[0]?.list(100).every((m) => m.status === 'spam' || m.attempts === 1));
    real.close();
    for (const store of stores) store.close();
  });

  it('keeps messages pending and logs once when SMTP is not configured', async () => {
    const logs = collectLogs();
    const svc = await service({}, logs.log);
    await postJson(svc.url, VALID);
    await postJson(svc.url, VALID);
    await sleep(100);
    assert.equal(svc.store.counts().pending, 2);
    assert.ok(svc.store.list(10).every((m) => m.attempts === 0));
    assert.equal(logs.entries.filter((e) => e.event === 'smtp_off').length, 1);
  });

  it('drops bidi controls from the subject and the Reply-To name, so they read as typed', () => {
    const mail = buildMail(
      {
        id: 1,
        createdAt: Date.parse('2025-03-01T10:00:00Z'),
        name: 'Mallory \u202eelif\u202c',
        email: 'm@example.com',
        subject: 'Invoice \u2067fdp.exe\u2069 \u200e',
        message: 'Text',
        status: 'pending',
        idempotencyKey: null,
        honeypot: null,
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        sentAt: null,
      },
      { to: 'owner@example.com', from: 'site@example.com' },
    );
    assert.equal(mail.subject, '[Portfolio] Invoice fdp.exe');
    assert.deepEqual(mail.replyTo, { name: 'Mallory elif', address: 'm@example.com' });
  });

  it('backs off exponentially up to the cap', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 8, 12, 100].map((n) => backoffMs(n, 5_000, 600_000)),
      [5_000, 10_000, 20_000, 40_000, 80_000, 600_000, 600_000, 600_000],
    );
  });
});
