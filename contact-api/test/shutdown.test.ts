import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { startChild, stopChild, tempDb } from '../bench/lib.ts';
import { loadConfig, PACKAGE_DIR } from '../src/node/config.ts';
import { ABORT_GRACE_MS } from '../src/core/outbox.ts';
import { startService } from '../src/node/service.ts';
import { Store } from '../src/node/store.ts';
import { collectLogs, postJson, removeDb, smtpEnv, testConfig, VALID, waitFor } from './helpers.ts';

/**
 * Shutdown must end inside the service unit's TimeoutStopSec even when the SMTP server accepts
 * the message text and then never answers (a stalled relay, a tarpit). Otherwise systemd SIGKILLs
 * the process, which could land in the middle of a database write.
 */

/** An SMTP server that takes the whole message after DATA and then never says "250 OK". */
class StallingSmtp {
  readonly server: SMTPServer;
  received = 0;
  closedSessions = 0;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      logger: false,
      disableReverseLookup: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      closeTimeout: 100,
      onData: (stream) => {
        stream.on('data', () => {});
        stream.on('end', () => {
          this.received += 1; // …and the callback is never called
        });
      },
      onClose: () => {
        this.closedSessions += 1;
      },
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    this.port = address.port;
    return this.port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const cleanups: Array<() => Promise<void> | void> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function stallingSmtp(): Promise<StallingSmtp> {
  const smtp = new StallingSmtp();
  await smtp.start();
  cleanups.push(() => smtp.stop());
  return smtp;
}

describe('shutdown while SMTP stalls mid-message', () => {
  it('ends at the shutdown deadline, cuts the SMTP connection and keeps the message for the next start', async () => {
    const smtp = await stallingSmtp();
    const logs = collectLogs();
    const svc = await startService(testConfig({ ...smtpEnv(smtp.port), CONTACT_SHUTDOWN_TIMEOUT_MS: '800' }), {
      log: logs.log,
    });
    cleanups.push(() => removeDb(svc.store.path));
    assert.equal((await postJson(svc.url, VALID)).status, 200);
    await waitFor('the SMTP server to hold the whole message without answering', () => smtp.received === 1);

    const started = performance.now();
    await svc.close();
    const ms = performance.now() - started;
    assert.ok(ms >= 700, `gave the send its chance first (${Math.round(ms)} ms)`);
    assert.ok(ms < 800 + ABORT_GRACE_MS + 500, `closed after ${Math.round(ms)} ms`);
    assert.ok(logs.entries.some((e) => e.event === 'mail_aborted'));
    await waitFor('the SMTP session to be closed', () => smtp.closedSessions === 1);

    // The next start finds it pending, with the cut-off attempt recorded.
    const store = new Store(svc.store.path);
    const [row] = store.list(1);
    store.close();
    assert.equal(row?.status, 'pending');
    assert.equal(row?.attempts, 1);
    assert.match(row?.lastError ?? '', /abort/i);
  });

  it('SIGTERM stops the real process within CONTACT_SHUTDOWN_TIMEOUT_MS, exit status 0', async () => {
    const smtp = await stallingSmtp();
    const dbPath = tempDb('shutdown');
    cleanups.push(() => fs.rmSync(path.dirname(dbPath), { recursive: true, force: true }));
    const child = await startChild(dbPath, { ...smtpEnv(smtp.port), CONTACT_SHUTDOWN_TIMEOUT_MS: '1000' });
    cleanups.push(async () => {
      await stopChild(child, 1_000);
    });
    assert.equal((await postJson(child.url, VALID)).status, 200);
    await waitFor('the SMTP server to hold the whole message without answering', () => smtp.received === 1);
    const started = performance.now();
    const how = await stopChild(child, 10_000);
    const ms = performance.now() - started;
    assert.equal(how, 'exit 0');
    assert.ok(ms < 1_000 + ABORT_GRACE_MS + 1_500, `exited after ${Math.round(ms)} ms`);
  });

  it("fits the default deadline, with the abort's grace and a margin, in the README unit's TimeoutStopSec", () => {
    const readme = fs.readFileSync(path.join(PACKAGE_DIR, 'README.md'), 'utf8');
    const stopSec = Number(/^TimeoutStopSec=(\d+)$/m.exec(readme)?.[1]);
    assert.ok(stopSec > 0, 'the README documents TimeoutStopSec');
    const worstCaseMs = loadConfig({}).shutdownTimeoutMs + ABORT_GRACE_MS + 2_000;
    assert.ok(worstCaseMs < stopSec * 1000, `${worstCaseMs} ms does not fit in TimeoutStopSec=${stopSec}`);
  });
});
