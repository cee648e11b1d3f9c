import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { after, describe, it } from 'node:test';
import { loadConfig } from '../src/node/config.ts';
import { silentLogger, type Logger } from '../src/core/log.ts';
import { startService, type RunningService } from '../src/node/service.ts';
import { collectLogs, postJson, removeDb, testConfig, VALID } from './helpers.ts';

/**
 * Another connection holds SQLite's write lock (a second worker, a backup, someone poking at the
 * file with the sqlite3 shell). The service must not freeze: it waits a short busy timeout, then
 * answers 503 with a sentence the form shows as is ("❌ Error: <message>", see
 * components/contact/send-message.ts) and a Retry-After.
 */

const cleanups: Array<() => Promise<void> | void> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function service(env: Record<string, string>, log: Logger = silentLogger): Promise<RunningService> {
  const running = await startService(testConfig(env), { log });
  cleanups.push(async () => {
    await running.close();
    removeDb(running.store.path);
  });
  return running;
}

function lockDatabase(dbPath: string): { release(): void } {
  const locker = new Database(dbPath);
  locker.exec('BEGIN EXCLUSIVE');
  locker
    .prepare(
      "INSERT INTO messages (created_at, name, email, subject, message, status) VALUES (0, 'x', 'x', 'x', 'x', 'spam')",
    )
    .run();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    locker.exec('ROLLBACK');
    locker.close();
  };
  cleanups.push(release);
  return { release };
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

describe('a locked database', () => {
  it('answers 503 with Retry-After and a sentence the form can show, stores nothing, and a retry goes through', async () => {
    const logs = collectLogs();
    const svc = await service({ CONTACT_DB_BUSY_TIMEOUT_MS: '100' }, logs.log);
    const lock = lockDatabase(svc.store.path);
    const headers = { origin: 'http://localhost:3000', 'idempotency-key': 'form-locked-1' };

    const { value: res, ms } = await timed(postJson(svc.url, VALID, headers));
    assert.equal(res.status, 503);
    assert.deepEqual(res.json, {
      success: false,
      message: 'The inbox is busy right now, so your message was not saved. Please send it again in 5 seconds.',
    });
    assert.equal(res.headers.get('retry-after'), '5');
    assert.match(res.headers.get('access-control-expose-headers') ?? '', /retry-after/i, 'the form can read it');
    assert.ok(ms < 2_000, `answered after ${Math.round(ms)} ms`);
    assert.ok(logs.entries.some((e) => e.event === 'store_busy' && e.level === 'warn'));

    lock.release();
    const retry = await postJson(svc.url, VALID, headers);
    assert.equal(retry.status, 200);
    assert.equal(svc.store.counts().total, 1, 'the locker rolled back; only the retry is stored');
  });

  it('keeps /healthz answering while a submission waits on the lock', async () => {
    const svc = await service({ CONTACT_DB_BUSY_TIMEOUT_MS: '250' });
    lockDatabase(svc.store.path);
    const [post, health] = await Promise.all([
      postJson(svc.url, VALID),
      timed(fetch(`${svc.url}/healthz`, { signal: AbortSignal.timeout(5_000) })),
    ]);
    assert.equal(post.status, 503);
    assert.equal(health.value.status, 200);
    assert.deepEqual(await health.value.json(), { ok: true });
    // At worst it waited behind one busy timeout.
    assert.ok(health.ms < 1_500, `/healthz took ${Math.round(health.ms)} ms`);
    const again = await timed(fetch(`${svc.url}/healthz`));
    assert.equal(again.value.status, 200);
  });

  it('waits at most CONTACT_DB_BUSY_TIMEOUT_MS for a lock (default 250 ms, at most 5 s)', async () => {
    assert.equal(loadConfig({}).dbBusyTimeoutMs, 250);
    assert.throws(
      () => loadConfig({ CONTACT_DB_BUSY_TIMEOUT_MS: '60000' }),
      /CONTACT_DB_BUSY_TIMEOUT_MS must be between 0 and 5000/,
    );
    const svc = await service({ CONTACT_DB_BUSY_TIMEOUT_MS: '120' });
    assert.equal(svc.store.db.pragma('busy_timeout', { simple: true }), 120);
  });
});
