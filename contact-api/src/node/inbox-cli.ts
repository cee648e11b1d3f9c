import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DB_PATH } from './config.ts';
import { Store, type StoredMessage } from './store.ts';

/**
 * `npm run inbox -w contact-api [-- --json] [-- --limit N]`: reads the inbox for an owner who has
 * no SMTP set up (or wants to check what was delivered). Safe while the service runs: SQLite WAL
 * lets this reader and the service's writer work at the same time.
 */

const USAGE = `Usage: npm run inbox -w contact-api -- [--json] [--limit N] [--all]

Prints the messages stored by the contact service, newest first.
  --json       machine-readable output (a JSON array)
  --limit N    show at most N messages (default 50)
  --all        show every message
Reads CONTACT_DB_PATH (default ${DEFAULT_DB_PATH}).`;

/**
 * Visitors choose these strings, and a terminal obeys escape sequences: strip control characters
 * (ESC above all) so a message cannot rewrite the owner's screen or hide other messages. Bidi
 * controls go too (embeddings and overrides U+202A–202E, isolates U+2066–2069, the marks U+200E,
 * U+200F, U+061C): they reorder what follows them on screen, so "invoice\u202Efdp.exe" would read
 * as "invoiceexe.pdf", or a line could appear to say something it does not.
 */
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

function safe(text: string, keepNewlines = false): string {
  const cleaned = text.replace(/\r\n?/g, '\n').replace(TERMINAL_CONTROLS, '').replace(BIDI_CONTROLS, '');
  return keepNewlines ? cleaned : cleaned.replace(/[\n\t]+/g, ' ');
}

function when(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/:\d\d\.\d{3}Z$/, ' UTC');
}

function stateLine(msg: StoredMessage): string {
  switch (msg.status) {
    case 'sent':
      return `SENT by email ${msg.sentAt === null ? '' : when(msg.sentAt)}`.trim();
    case 'spam':
      return `SPAM (honeypot filled in: "${safe(msg.honeypot ?? '').slice(0, 60)}"), never mailed`;
    case 'pending': {
      if (msg.attempts === 0) return 'PENDING (not mailed yet)';
      const plural = msg.attempts === 1 ? 'attempt' : 'attempts';
      const error = msg.lastError === null ? '' : `, last error: ${safe(msg.lastError)}`;
      return `PENDING (${msg.attempts} failed ${plural}, next try ${when(msg.nextAttemptAt)}${error})`;
    }
  }
}

function render(msg: StoredMessage): string {
  const body = safe(msg.message, true)
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return [
    `#${msg.id}  ${when(msg.createdAt)}  ${stateLine(msg)}`,
    `  From:    ${safe(msg.name)} <${safe(msg.email)}>`,
    `  Subject: ${safe(msg.subject)}`,
    '',
    body,
  ].join('\n');
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      json: { type: 'boolean', default: false },
      limit: { type: 'string' },
      all: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
}

function main(): number {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let limit = 50;
  if (args.all) limit = Number.MAX_SAFE_INTEGER;
  else if (args.limit !== undefined) {
    if (!/^\d+$/.test(args.limit) || Number(args.limit) < 1) {
      process.stderr.write(`--limit must be a positive whole number, got "${args.limit}".\n`);
      return 2;
    }
    limit = Number(args.limit);
  }

  // Same rule as the service (config.ts): a relative path is relative to the working directory.
  const envPath = process.env.CONTACT_DB_PATH?.trim();
  const dbPath = envPath ? path.resolve(envPath) : DEFAULT_DB_PATH;
  if (!fs.existsSync(dbPath)) {
    if (args.json) process.stdout.write('[]\n');
    else process.stdout.write(`No inbox yet at ${dbPath}: no message has been received.\n`);
    return 0;
  }

  const store = new Store(dbPath, { mustExist: true });
  try {
    const messages = store.list(limit);
    if (args.json) {
      process.stdout.write(`${JSON.stringify(messages, null, 2)}\n`);
      return 0;
    }
    const counts = store.counts();
    const rule = '─'.repeat(Math.min(process.stdout.columns ?? 80, 80));
    const lines = [
      `Inbox ${dbPath}`,
      `${counts.total} message${counts.total === 1 ? '' : 's'}: ${counts.pending} pending, ${counts.sent} sent, ${counts.spam} spam` +
        (messages.length < counts.total ? ` (showing the newest ${messages.length}; use --all for every one)` : ''),
    ];
    for (const msg of messages) lines.push(rule, render(msg));
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    store.close();
  }
}

process.exitCode = main();
