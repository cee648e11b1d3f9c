import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { loadConfig, type Config } from '../src/node/config.ts';
import type { LogEntry, Logger } from '../src/core/log.ts';

/**
 * A database path in a fresh folder under the OS temp dir. Neither exists yet: the Store creates
 * them (as the service does on first start), so a config that never opens its DB leaves nothing.
 */
export function tempDbPath(): string {
  return path.join(os.tmpdir(), `contact-api-test-${randomUUID()}`, 'inbox.sqlite');
}

export function removeDb(dbPath: string): void {
  fs.rmSync(path.dirname(dbPath), { recursive: true, force: true });
}

/** A config as the service would read it from the environment, plus test overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    CONTACT_DB_PATH: tempDbPath(),
    PORT: '0',
    HOST: '127.0.0.1',
    CONTACT_RATE_LIMIT: '1000',
    CONTACT_RETRY_BASE_MS: '10',
    CONTACT_RETRY_MAX_MS: '200',
    CONTACT_OUTBOX_POLL_MS: '20',
    // The owner's mails in a test are the messages it sends; the statistics suite turns the weekly one on.
    STATS_WEEKLY_MAIL: '0',
    ...env,
  });
}

export function smtpEnv(port: number): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    CONTACT_MAIL_TO: 'owner@example.com',
    CONTACT_MAIL_FROM: 'Portfolio <site@example.com>',
    // The mails a test counts are the messages it sends (the statistics suite turns the weekly one on).
    STATS_WEEKLY_MAIL: '0',
  };
}

export interface CollectingLogger {
  log: Logger;
  entries: LogEntry[];
}

export function collectLogs(): CollectingLogger {
  const entries: LogEntry[] = [];
  return { entries, log: (entry) => entries.push(entry) };
}

/** Polls until `check` holds; fails with `what` after `timeoutMs` (every wait in the suite is bounded). */
export async function waitFor(what: string, check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** waitFor for a check that has to read something (a database, a log). */
export async function waitForAsync(what: string, check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A port that was free a moment ago (for "SMTP is down" tests, which must know the port in advance). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') return reject(new Error('no port'));
      server.close(() => resolve(address.port));
    });
  });
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | undefined;

  private readonly auth: { user: string; pass: string } | undefined;

  constructor(auth?: { user: string; pass: string }) {
    this.auth = auth;
  }

  async start(port = 0): Promise<number> {
    const options: SMTPServerOptions = {
      logger: false,
      // Reverse DNS of 127.0.0.1 costs ~100 ms per connection for nothing.
      disableReverseLookup: true,
      // No STARTTLS: the sink has no certificate nodemailer would trust, and it is loopback only.
      disabledCommands: this.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !this.auth,
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        if (this.auth && auth.username === this.auth.user && auth.password === this.auth.pass)
          callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          this.messages.push({
            from: mailFrom === false ? '' : mailFrom.address,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    };
    const server = new SMTPServer(options);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.server.address();
    if (address === null || typeof address === 'string') throw new Error('SMTP sink has no port');
    this.server = server;
    this.port = address.port;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export interface ParsedMail {
  /** Header names in lower case; folded lines already joined. */
  headers: Map<string, string[]>;
  /** Raw header lines after unfolding, in order. */
  headerLines: string[];
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] ?? '';
    const hex = input.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Just enough RFC 5322 parsing for the assertions (nodemailer text-only messages). */
export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  let body = raw.slice(split + 4);
  const headerLines = head.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
  const headers = new Map<string, string[]>();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const encoding = headers.get('content-transfer-encoding')?.[0]?.toLowerCase();
  if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body);
  else if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { headers, headerLines, body: body.replace(/\r\n/g, '\n') };
}

export const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A short film',
  message: 'Hello! I would like to talk about a 30-second animated opener.',
} as const;

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { success: boolean; message: string }; headers: Headers }> {
  const res = await fetch(`${url}/api/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; message: string };
  return { status: res.status, json, headers: res.headers };
}
