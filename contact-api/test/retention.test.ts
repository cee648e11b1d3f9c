import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, describe, it } from 'node:test';
import { loadConfig } from '../src/node/config.ts';
import { startService, type RunningService } from '../src/node/service.ts';
import { DAY_MS, Store } from '../src/node/store.ts';
import { collectLogs, removeDb, tempDbPath, testConfig, VALID, waitFor, type CollectingLogger } from './helpers.ts';

/** CONTACT_RETENTION_DAYS: old messages are deleted at start and periodically, and say so in the log. */

const cleanups: Array<() => Promise<void> | void> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An inbox with messages of the given ages (in days), as an earlier run would have left it. */
function seededInbox(ages: Array<[number, string]>): string {
  const dbPath = tempDbPath();
  cleanups.push(() => removeDb(dbPath));
  const store = new Store(dbPath);
  for (const [days, subject] of ages) {
    store.insertMessage({ ...VALID, subject, honeypot: null }, null, Date.now() - days * DAY_MS);
  }
  store.close();
  return dbPath;
}

async function service(dbPath: string, env: Record<string, string>, logs: CollectingLogger, intervalMs?: number) {
  const running: RunningService = await startService(testConfig({ CONTACT_DB_PATH: dbPath, ...env }), {
    log: logs.log,
    ...(intervalMs === undefined ? {} : { retentionIntervalMs: intervalMs }),
  });
  cleanups.push(() => running.close());
  return running;
}

describe('retention', () => {
  it('is off by default: nothing is deleted and nothing is logged about it', async () => {
    assert.equal(loadConfig({}).retentionDays, null);
    const dbPath = seededInbox([[400, 'A year old']]);
    const logs = collectLogs();
    const svc = await service(dbPath, {}, logs);
    assert.equal(svc.store.counts().total, 1);
    assert.ok(!logs.entries.some((e) => e.event === 'retention'));
  });

  it('deletes messages older than CONTACT_RETENTION_DAYS at start, with a log line saying how many', async () => {
    const dbPath = seededInbox([
      [40, 'Forty days old'],
      [31, 'Thirty-one days old'],
      [29, 'Twenty-nine days old'],
      [0, 'Today'],
    ]);
    const logs = collectLogs();
    const svc = await service(dbPath, { CONTACT_RETENTION_DAYS: '30' }, logs);
    assert.deepEqual(
      svc.store.list(10).map((m) => m.subject),
      ['Today', 'Twenty-nine days old'],
    );
    const line = logs.entries.find((e) => e.event === 'retention');
    assert.equal(line?.deleted, 2);
    assert.equal(line?.older_than_days, 30);
    assert.equal(
      line?.message,
      'Deleted 2 messages older than 30 days (CONTACT_RETENTION_DAYS=30); this runs at start and every hour.',
    );
  });

  it('keeps deleting as messages age, while the service runs', async () => {
    const dbPath = seededInbox([]);
    const logs = collectLogs();
    const svc = await service(dbPath, { CONTACT_RETENTION_DAYS: '7' }, logs, 50);
    // A message that turns eight days old while the service runs (inserted with that age here).
    svc.store.insertMessage({ ...VALID, subject: 'Aged out', honeypot: null }, null, Date.now() - 8 * DAY_MS);
    await waitFor('the periodic run to delete it', () => svc.store.counts().total === 0);
    await waitFor('its log line', () => logs.entries.some((e) => e.event === 'retention' && e.deleted === 1));
  });

  it('leaves no readable copy of a deleted message in the database file or its WAL', async () => {
    const secret = 'Retention secret 7f3a9c';
    const dbPath = seededInbox([[60, secret]]);
    const svc = await service(dbPath, { CONTACT_RETENTION_DAYS: '30' }, collectLogs());
    assert.equal(svc.store.counts().total, 0);
    for (const file of [dbPath, `${dbPath}-wal`]) {
      const bytes = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
      assert.ok(!bytes.includes(secret), `${file} still holds the deleted text`);
    }
  });

  it('refuses a retention that is not a whole number of days', () => {
    assert.throws(
      () => loadConfig({ CONTACT_RETENTION_DAYS: '30d' }),
      /CONTACT_RETENTION_DAYS must be a whole number, got "30d"/,
    );
    assert.equal(loadConfig({ CONTACT_RETENTION_DAYS: '0' }).retentionDays, null);
  });
});
