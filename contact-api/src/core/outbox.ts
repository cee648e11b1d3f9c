import { buildMail, type MailAddresses, type Mailer } from './mail.ts';
import { errorText, logErrorText, type Logger } from './log.ts';
import type { StoredMessage } from './inbox.ts';
import { inBackground, type Timer } from './timers.ts';

/**
 * The delivery worker. Requests only write to the inbox (fast, durable); this loop, in the same
 * process, mails what is pending. A visitor's 200 therefore never waits on, or depends on, SMTP.
 * The Cloudflare Worker runs the same tick() after a message is stored and from its Cron Trigger, over D1.
 */

/** What delivery needs from the inbox: SQLite's Store answers at once, D1's (worker/d1-store.ts) with promises. */
export interface OutboxStore {
  /** Leases up to `limit` due, undelivered, non-spam messages to the caller (`token`) for `leaseMs`. */
  claimDue(now: number, limit: number, leaseMs: number, token: string): StoredMessage[] | Promise<StoredMessage[]>;
  /** Marks a leased message delivered; false if the lease was lost. */
  markSent(id: number, token: string, now: number): boolean | Promise<boolean>;
  /** Records a failed attempt and when to try again; releases the lease. */
  markFailed(id: number, token: string, nextAttemptAt: number, error: string): boolean | Promise<boolean>;
  /** Gives leased rows back untouched. */
  release(ids: number[], token: string): void | Promise<void>;
  /** When the next pending message becomes due (ms), or null. */
  nextDueAt(): number | null | Promise<number | null>;
}

export interface OutboxOptions {
  store: OutboxStore;
  /** null = SMTP not configured: the worker idles and messages stay `pending` in the inbox. */
  mailer: Mailer | null;
  addresses: MailAddresses | null;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How often to look for due messages when nothing wakes the worker up. */
  pollMs: number;
  log: Logger;
  /** How long a claimed row stays reserved for one worker; far above the SMTP timeouts. */
  leaseMs?: number;
  batchSize?: number;
  now?: () => number;
}

export interface TickResult {
  claimed: number;
  sent: number;
  failed: number;
}

/** Whether `promise` settles within `ms` (which may be infinite). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  if (ms === Number.POSITIVE_INFINITY) {
    await promise.catch(() => {});
    return true;
  }
  let timer: Timer | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** attempt 1 failed → base, 2 → 2×base, 3 → 4×base … never more than max. */
export function backoffMs(failedAttempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 40);
  return Math.min(maxMs, baseMs * 2 ** exponent);
}

/** After aborting a send at the shutdown deadline, how long stop() waits for the worker to record it. */
export const ABORT_GRACE_MS = 1_000;

export class Outbox {
  private readonly opts: Required<Omit<OutboxOptions, 'mailer' | 'addresses'>> &
    Pick<OutboxOptions, 'mailer' | 'addresses'>;
  private timer: Timer | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private started = false;
  private stopped = false;
  /** Aborted at the shutdown deadline: cuts off the SMTP conversation in progress. */
  private readonly sendAbort = new AbortController();

  constructor(options: OutboxOptions) {
    this.opts = { leaseMs: 5 * 60_000, batchSize: 10, now: Date.now, ...options };
  }

  get enabled(): boolean {
    return this.opts.mailer !== null && this.opts.addresses !== null;
  }

  /** Mails every message that is due now, once. Safe to call concurrently, from any number of workers. */
  async tick(): Promise<TickResult> {
    const result: TickResult = { claimed: 0, sent: 0, failed: 0 };
    const { mailer, addresses, store, now, log } = this.opts;
    if (mailer === null || addresses === null) return result;
    const token = crypto.randomUUID();
    const rows = await store.claimDue(now(), this.opts.batchSize, this.opts.leaseMs, token);
    result.claimed = rows.length;
    // One at a time: a portfolio gets a handful of messages, and sequential sends keep the SMTP
    // server (often a personal mailbox with strict limits) from seeing bursts.
    for (const [index, row] of rows.entries()) {
      if (this.stopped) {
        // Shutting down: the rest of the batch goes back untouched, for the next start.
        await store.release(
          rows.slice(index).map((r) => r.id),
          token,
        );
        break;
      }
      try {
        await mailer.send(buildMail(row, addresses), this.sendAbort.signal);
        await store.markSent(row.id, token, now());
        result.sent += 1;
        log({ level: 'info', event: 'mail_sent', id: row.id, attempts: row.attempts + 1 });
      } catch (error) {
        const attempts = row.attempts + 1;
        const delay = backoffMs(attempts, this.opts.retryBaseMs, this.opts.retryMaxMs);
        await store.markFailed(row.id, token, now() + delay, errorText(error));
        result.failed += 1;
        log({
          level: 'warn',
          event: 'mail_failed',
          id: row.id,
          attempts,
          retry_in_ms: delay,
          error: logErrorText(error),
        });
      }
    }
    return result;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    if (!this.enabled) {
      this.opts.log({
        level: 'warn',
        event: 'smtp_off',
        message: 'SMTP is not configured: messages are kept in the inbox as pending (see `npm run inbox`).',
      });
      return;
    }
    this.schedule(0);
  }

  /** Called after a message is stored, so it is mailed now rather than at the next poll. */
  notify(): void {
    if (!this.started || this.stopped || !this.enabled) return;
    if (this.running) this.rerun = true;
    else this.schedule(0);
  }

  /**
   * Stops the loop and waits for the send in progress, so shutdown does not cut a mail in half;
   * but only until `deadline` (ms since epoch): an SMTP server that stalls mid-message must not
   * keep the process past its stop timeout (systemd's TimeoutStopSec would SIGKILL it, possibly
   * halfway through a database write). At the deadline the send is aborted, its socket closed,
   * and the failed attempt recorded, so the message is retried at the next start.
   */
  async stop(deadline = Number.POSITIVE_INFINITY): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const running = this.running;
    if (running !== undefined && !(await settlesWithin(running, deadline - this.opts.now()))) {
      this.opts.log({
        level: 'warn',
        event: 'mail_aborted',
        message: 'The shutdown deadline cut off the email being sent; it will be retried at the next start.',
      });
      this.sendAbort.abort(new Error('The service is shutting down.'));
      await settlesWithin(running, ABORT_GRACE_MS);
    }
    this.opts.mailer?.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = inBackground(setTimeout(() => this.run(), delayMs));
  }

  private run(): void {
    if (this.running || this.stopped) return;
    this.rerun = false;
    this.running = (async () => {
      let busy = false;
      try {
        const result = await this.tick();
        busy = result.claimed === this.opts.batchSize;
      } catch (error) {
        // A database error here must not kill the worker; the next poll tries again.
        this.opts.log({ level: 'error', event: 'outbox_error', error: logErrorText(error) });
      } finally {
        this.running = undefined;
      }
      if (busy || this.rerun) return this.schedule(0);
      this.schedule(await this.delayUntilNextDue());
    })();
  }

  private async delayUntilNextDue(): Promise<number> {
    try {
      const due = await this.opts.store.nextDueAt();
      if (due === null) return this.opts.pollMs;
      return Math.min(this.opts.pollMs, Math.max(0, due - this.opts.now()));
    } catch {
      return this.opts.pollMs;
    }
  }
}
