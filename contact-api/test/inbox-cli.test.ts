import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { PACKAGE_DIR } from '../src/node/config.ts';
import { Store, type StoredMessage } from '../src/node/store.ts';
import { removeDb, tempDbPath, VALID } from './helpers.ts';

const run = promisify(execFile);
const CLI = path.join(PACKAGE_DIR, 'src', 'node', 'inbox-cli.ts');

async function inbox(dbPath: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [CLI, ...args], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, CONTACT_DB_PATH: dbPath },
    timeout: 15_000,
  });
  return stdout;
}

describe('inbox command', () => {
  const dbPath = tempDbPath();
  after(() => removeDb(dbPath));

  const store = new Store(dbPath);
  const t0 = Date.parse('2025-03-01T10:00:00Z');
  const first = store.insertMessage({ ...VALID, subject: 'Oldest, mailed', honeypot: null }, null, t0);
  store.insertMessage({ ...VALID, subject: 'Bot', honeypot: 'http://spam.example' }, null, t0 + 1000);
  store.insertMessage(
    {
      ...VALID,
      name: 'Eve \u001b[2J\u001b[31mRED',
      subject: 'Newest, waiting',
      message: 'Line 1\nLine 2 \u001b]0;title\u0007',
      honeypot: null,
    },
    null,
    t0 + 2000,
  );
  store.insertMessage(
    {
      ...VALID,
      name: 'Mallory \u202eelif\u202c',
      subject: 'Invoice \u2067fdp.exe\u2069 attached \u200e\u200f',
      message: 'Pay \u202a\u202b\u202c\u202d\u2066\u2068 now',
      honeypot: null,
    },
    null,
    t0 + 3000,
  );
  const [claimed] = store.claimDue(t0 + 5000, 1, 60_000, 'token');
  assert.equal(claimed?.id, first.id);
  store.markSent(first.id, 'token', t0 + 6000);
  store.close();

  it('--json prints every message newest first with its state', async () => {
    const messages = JSON.parse(await inbox(dbPath, '--json')) as StoredMessage[];
    assert.deepEqual(
      messages.map((m) => [m.subject, m.status]),
      [
        ['Invoice \u2067fdp.exe\u2069 attached \u200e\u200f', 'pending'],
        ['Newest, waiting', 'pending'],
        ['Bot', 'spam'],
        ['Oldest, mailed', 'sent'],
      ],
    );
    assert.equal(messages[0]?.email, VALID.email);
  });

  // The default listing, run once and read by the two tests below (each run starts a process).
  let listing: Promise<string> | undefined;
  const defaultListing = () => (listing ??= inbox(dbPath));

  it('prints a readable listing without terminal escape sequences', async () => {
    const out = await defaultListing();
    assert.match(out, /4 messages: 2 pending, 1 sent, 1 spam/);
    const newest = out.indexOf('Newest, waiting');
    const bot = out.indexOf('Subject: Bot');
    const oldest = out.indexOf('Oldest, mailed');
    assert.ok(newest > 0 && newest < bot && bot < oldest, 'newest first');
    assert.match(out, /PENDING \(not mailed yet\)/);
    assert.match(out, /SPAM \(honeypot filled in: "http:\/\/spam\.example"\), never mailed/);
    assert.match(out, /SENT by email 2025-03-01 10:00 UTC/);
    assert.match(out, /From: {4}Ada Lovelace <ada@example\.com>/);
    assert.match(out, /^ {4}Line 2/m);
    assert.ok(!out.includes('\u001b'), 'no ESC reaches the terminal');
    assert.ok(!out.includes('\u0007'));
  });

  it('strips bidi controls (U+202A–202E, U+2066–2069, U+200E/F) so text reads as it is stored', async () => {
    const out = await defaultListing();
    assert.ok(!/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/.test(out), 'no bidi control reaches the terminal');
    assert.match(out, /From: {4}Mallory elif <ada@example\.com>/);
    assert.match(out, /Subject: Invoice fdp\.exe attached/);
    assert.match(out, /^ {4}Pay {2}now$/m);
  });

  it('--limit shows the newest N', async () => {
    const out = await inbox(dbPath, '--limit', '2');
    assert.match(out, /showing the newest 2/);
    assert.ok(!out.includes('Oldest, mailed'));
  });

  it('says so when there is no inbox yet', async () => {
    const missing = path.join(path.dirname(dbPath), 'nothing-here.sqlite');
    assert.match(await inbox(missing), /No inbox yet/);
    assert.equal((await inbox(missing, '--json')).trim(), '[]');
  });
});
