import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { after, before, describe, it } from 'node:test';
import { startService } from '../src/node/service.ts';
import { Store } from '../src/node/store.ts';
import { collectLogs, postJson, removeDb, tempDbPath, testConfig, VALID } from './helpers.ts';

/** Visitors' messages are personal data: only the service's own user may read the inbox files. */

const mode = (file: string) => `0${(fs.statSync(file).mode & 0o777).toString(8)}`;

describe('inbox file permissions', () => {
  let umask = 0;
  const paths: string[] = [];
  // The usual umask, so that a service which did nothing itself would get 0755 and 0644.
  before(() => {
    umask = process.umask(0o022);
  });
  after(() => {
    process.umask(umask);
    for (const dbPath of paths) removeDb(dbPath);
  });

  it('creates the inbox folder 0700 and the database, -wal and -shm 0600', async () => {
    const svc = await startService(testConfig(), { log: collectLogs().log });
    paths.push(svc.store.path);
    assert.equal((await postJson(svc.url, VALID)).status, 200);
    const dbPath = svc.store.path;
    assert.equal(mode(path.dirname(dbPath)), '0700');
    for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) {
      assert.ok(fs.existsSync(file), `${path.basename(file)} exists while the service runs`);
      assert.equal(mode(file), '0600', path.basename(file));
    }
    await svc.close();
  });

  it('tightens database files an earlier version left readable, and warns about an open folder it does not own', () => {
    const dbPath = tempDbPath();
    paths.push(dbPath);
    fs.mkdirSync(path.dirname(dbPath), { mode: 0o755 });
    const old = new Database(dbPath);
    old.pragma('journal_mode = WAL');
    old.exec('CREATE TABLE t (x)');
    // Left open so the -wal and -shm files exist too, as with a still-running older process.
    assert.equal(mode(dbPath), '0644');
    assert.equal(mode(`${dbPath}-wal`), '0644');

    const logs = collectLogs();
    const store = new Store(dbPath, { log: logs.log });
    for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`])
      assert.equal(mode(file), '0600', path.basename(file));
    assert.equal(mode(path.dirname(dbPath)), '0755', 'a folder that existed is not changed…');
    const warning = logs.entries.find((e) => e.event === 'inbox_folder_open');
    assert.equal(warning?.mode, '0755', '…but the owner is told');
    store.close();
    old.close();
  });
});
