#!/usr/bin/env node
/**
 * The contact side of the end-to-end tests, started by Playwright's webServer: a real SMTP sink (smtp-server)
 * that writes every mail it accepts to .cache/e2e/mail/, and the real contact service on the port the built
 * site posts to (8787), with its inbox at .cache/e2e/inbox.sqlite. Tests read both to check what arrived.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const E2E_DIR = path.resolve('.cache/e2e');
const MAIL_DIR = path.join(E2E_DIR, 'mail');
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 2525);
const SITE_ORIGINS = process.env.E2E_SITE_ORIGINS || 'http://127.0.0.1:3100,http://localhost:3100';

rmSync(E2E_DIR, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });

let count = 0;
const sink = new SMTPServer({
  logger: false,
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const mail = {
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${count}.json`), JSON.stringify(mail));
      callback();
    });
  },
});
await new Promise((resolve, reject) => {
  sink.once('error', reject);
  sink.listen(SMTP_PORT, '127.0.0.1', resolve);
});

const service = spawn(process.execPath, ['contact-api/src/node/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: '8787',
    HOST: '127.0.0.1',
    CONTACT_DB_PATH: path.join(E2E_DIR, 'inbox.sqlite'),
    CONTACT_ALLOWED_ORIGINS: SITE_ORIGINS,
    // Many tests send from one address in parallel; the limit itself is covered by contact-api's own tests.
    CONTACT_RATE_LIMIT: '10000',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    CONTACT_MAIL_TO: 'owner@example.com',
    CONTACT_MAIL_FROM: 'portfolio@example.com',
    CONTACT_OUTBOX_POLL_MS: '200',
    CONTACT_RETRY_BASE_MS: '200',
  },
});

const stop = () => {
  service.kill('SIGTERM');
  sink.close(() => process.exit(0));
};
service.on('exit', (code, signal) => {
  // A signal (a crash in a native module, say) says more than a null exit code; the Node it ran on, too.
  console.error(`contact-stack: the contact service exited (${code ?? signal}) on Node ${process.version}`);
  sink.close(() => process.exit(code ?? 1));
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
