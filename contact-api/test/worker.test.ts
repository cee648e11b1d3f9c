import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { Store } from '../src/node/store.ts';
import { encodedWords, parseMailbox, toMime } from '../src/worker/mail.ts';
import { parseMail, removeDb, tempDbPath, VALID } from './helpers.ts';
import { bundleWorker, migrate, migrationStatements, wranglerSettings } from './workerd.ts';

/**
 * What only the Worker has (the shared behaviour is in the suites that run on both runtimes): mail through Email
 * Routing's send_email binding, the rate limit counted in D1 for every isolate, a wrong setting answered without
 * storing, and one schema for D1 and SQLite.
 */

/** miniflare's own log, kept: the send_email binding says there which .eml file holds the mail it took. */
class KeptLog extends Log {
  readonly lines: string[] = [];
  constructor() {
    super(LogLevel.INFO);
  }
  override logWithLevel(level: LogLevel, message: string): void {
    this.lines.push(message);
    if (level <= LogLevel.WARN) super.logWithLevel(level, message);
  }
  override info(message: string): void {
    this.lines.push(message);
  }
}

const OWNER = { CONTACT_MAIL_TO: 'Lia <owner@example.com>', CONTACT_MAIL_FROM: 'Portfolio <site@example.com>' };

async function workers(
  settings: Array<{ name: string; db: string; bindings: Record<string, string>; email?: boolean }>,
  log = new KeptLog(),
): Promise<Miniflare> {
  const script = await bundleWorker('contact-api/src/worker/index.ts');
  const mf = new Miniflare(
    // The options in miniflare 4's flat shape, which miniflare 5 converts (its own bridge for them).
    convertV4MiniflareOptions({
      log,
      // The Workers' JSON log lines are checked by the shared suites; here they would only be noise.
      handleStructuredLogs() {},
      // No download of Cloudflare's request metadata (cf.json): tests run offline.
      cf: false,
      workers: settings.map(({ name, db, bindings, email }) => ({
        name,
        modules: true,
        script,
        ...wranglerSettings(),
        d1Databases: { DB: db },
        bindings,
        unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }],
        ...(email ? { email: { send_email: [{ name: 'MAIL', destination_address: 'owner@example.com' }] } } : {}),
      })),
    }),
  );
  await mf.ready;
  return mf;
}

async function send(mf: Miniflare, worker: string, body: unknown, headers: Record<string, string> = {}) {
  const url = await mf.unsafeGetDirectURL(worker);
  const res = await fetch(new URL('/api/send', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.7', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { success: boolean; message: string } };
}

describe('the Worker mails through Email Routing (send_email)', () => {
  let mf: Miniflare;
  const log = new KeptLog();
  before(async () => {
    mf = await workers([{ name: 'mail', db: 'mail', bindings: { ...OWNER }, email: true }], log);
    await migrate(await mf.getD1Database('DB', 'mail'));
  });
  after(() => mf.dispose());

  it('sends the owner a plain-text message the binding accepts, Reply-To the visitor, and marks it sent', async () => {
    const visitor = {
      ...VALID,
      name: 'Zoë "Zo" O\'Brien, <Studio>',
      subject: 'Uma animação de 30 s',
      message: 'Olá!\nLinha 2.',
    };
    assert.equal((await send(mf, 'mail', visitor)).status, 200);
    const db = await mf.getD1Database('DB', 'mail');
    const deadline = Date.now() + 5_000;
    let status = '';
    while (status !== 'sent' && Date.now() < deadline) {
      status = (await db.prepare('SELECT status FROM messages').first<{ status: string }>())?.status ?? '';
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(status, 'sent');
    // miniflare parsed it (as Email Routing does) and saves it after answering the send (its waitUntil), then logs
    // the file: read it back as a mail client would.
    const emlFile = () => log.lines.join('\n').match(/(\S+\.eml)/)?.[1];
    while (!emlFile() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const file = emlFile();
    assert.ok(file, `no .eml in: ${log.lines.join(' | ')}`);
    const mail = parseMail(readFileSync(file, 'utf8'));
    assert.deepEqual(mail.headers.get('to'), ['=?UTF-8?B?TGlh?= <owner@example.com>']);
    assert.equal(mail.headers.get('reply-to')?.[0]?.endsWith('<ada@example.com>'), true);
    assert.equal(mail.headers.get('content-type')?.[0], 'text/plain; charset=utf-8');
    assert.match(mail.body, /Olá!\nLinha 2\./);
    assert.match(mail.body, /Name: {5}Zoë "Zo" O'Brien, <Studio>/);
  });
});

describe("the Worker's notification as MIME", () => {
  it('encodes what a visitor types in headers, so no quote, comma, bracket or line break can make a header', () => {
    const raw = toMime({
      from: 'Portfolio <site@example.com>',
      to: 'owner@example.com',
      replyTo: { name: 'Eve", <x@evil.example>\r\nBcc: all@example.com', address: 'eve@example.com' },
      subject: '[Portfolio] Olá, ação',
      messageId: '<contact-1-2@example.com>',
      date: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
      text: 'Hello',
    });
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
    assert.ok(!headers.some((line) => /^bcc:/i.test(line)), 'no header of its own');
    assert.ok(headers.includes('Date: Fri, 02 Jan 2026 03:04:05 +0000'));
    const replyTo = headers.find((line) => line.startsWith('Reply-To: '));
    assert.match(replyTo ?? '', /^Reply-To: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <eve@example.com>$/);
    assert.match(headers.find((line) => line.startsWith('Subject: ')) ?? '', /^Subject: =\?UTF-8\?B\?/);
  });

  it('cuts encoded words at 75 characters, between whole characters', () => {
    const words = encodedWords('🎬'.repeat(40)).split('\r\n ');
    assert.ok(words.length > 1);
    for (const word of words) assert.ok(word.length <= 75, word);
    const decoded = words.map((word) => Buffer.from(word.slice(10, -2), 'base64').toString('utf8')).join('');
    assert.equal(decoded, '🎬'.repeat(40));
  });

  it('reads an address with or without a name', () => {
    assert.deepEqual(parseMailbox('Lia <owner@example.com>'), { name: 'Lia', address: 'owner@example.com' });
    assert.deepEqual(parseMailbox('owner@example.com'), { name: '', address: 'owner@example.com' });
  });
});

describe('the rate limit in D1', () => {
  let mf: Miniflare;
  before(async () => {
    // Two Workers on one database: two isolates, as Cloudflare runs many of one Worker.
    const bindings = { CONTACT_RATE_LIMIT: '2' };
    mf = await workers([
      { name: 'first', db: 'shared', bindings },
      { name: 'second', db: 'shared', bindings },
    ]);
    await migrate(await mf.getD1Database('DB', 'first'));
  });
  after(() => mf.dispose());

  it('holds across isolates and counts each visitor (CF-Connecting-IP) apart', async () => {
    assert.equal((await send(mf, 'first', VALID)).status, 200);
    assert.equal((await send(mf, 'second', VALID)).status, 200);
    const third = await send(mf, 'first', VALID);
    assert.equal(third.status, 429);
    assert.match(third.json.message, /^Too many messages from this address/);
    assert.equal((await send(mf, 'second', VALID, { 'cf-connecting-ip': '203.0.113.9' })).status, 200);
  });
});

describe('a Worker with a wrong setting', () => {
  let mf: Miniflare;
  before(async () => {
    mf = await workers([
      { name: 'wrong', db: 'wrong', bindings: { ...OWNER, CONTACT_MAILER: 'resend', CONTACT_RATE_LIMIT: 'lots' } },
    ]);
    await migrate(await mf.getD1Database('DB', 'wrong'));
  });
  after(() => mf.dispose());

  it('stores nothing and answers 500 JSON the form can show', async () => {
    const res = await send(mf, 'wrong', VALID);
    assert.equal(res.status, 500);
    assert.deepEqual(res.json, {
      success: false,
      message: 'The message could not be saved. Please try again later.',
    });
    const db = await mf.getD1Database('DB', 'wrong');
    assert.equal((await db.prepare('SELECT COUNT(*) AS n FROM messages').first<{ n: number }>())?.n, 0);
  });
});

describe('one schema for both runtimes', () => {
  it("gives D1's migrations and the Node store the same messages table and indexes", () => {
    const dbPath = tempDbPath();
    const store = new Store(dbPath);
    const d1 = new Database(':memory:');
    for (const statement of migrationStatements()) d1.exec(statement);
    const shape = (db: Database.Database) =>
      db.prepare("SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'messages' ORDER BY name").all();
    assert.deepEqual(shape(d1), shape(store.db));
    store.close();
    d1.close();
    removeDb(dbPath);
  });
});
