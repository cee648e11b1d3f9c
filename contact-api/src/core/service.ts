import type { Context, Hono } from 'hono';
import type { Store as RateLimitStore } from 'hono-rate-limiter';
import { createApp, type AppConfig, type AppEnv } from './app.ts';
import { DAY_MS, type MessageWriter } from './inbox.ts';
import { logErrorText, type Logger } from './log.ts';
import type { MailAddresses, Mailer } from './mail.ts';
import { Outbox, type OutboxStore } from './outbox.ts';
import type { StatsStore } from './stats/events.ts';
import { sendWeeklyReport } from './stats/weekly.ts';

/**
 * The composition root: the contact service put together from what a runtime hands it (its adapters). The Node
 * service (node/service.ts: SQLite, SMTP, a server and timers) and the Worker (worker/index.ts: D1, Email Routing or
 * Resend, the Cron Trigger) both call it, so the app, the delivery and the upkeep are wired the same way on both.
 */

/** The settings the service reads, which both runtimes' configurations hold (node/config.ts, worker/config.ts). */
export interface ServiceConfig extends AppConfig {
  mailTo: string | null;
  mailFrom: string | null;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Messages older than this many days are deleted by the upkeep; null keeps them all. */
  retentionDays: number | null;
}

/** The inbox as the service uses it: written by the app, read by the delivery, trimmed by the upkeep. */
export interface ContactStore extends MessageWriter, OutboxStore {
  /** Deletes messages created before `cutoff` (none being mailed at `now`); returns how many. */
  deleteOlderThan(cutoff: number, now: number): number | Promise<number>;
}

export interface Adapters {
  config: ServiceConfig;
  store: ContactStore;
  stats: StatsStore;
  /** null: mail is not set up, and messages wait in the inbox. */
  mailer: Mailer | null;
  rateLimitStore: RateLimitStore<AppEnv>;
  log: Logger;
  /** The time (ms since epoch). */
  clock?: () => number;
  /** The connection's address, as the runtime's getConnInfo reports it. */
  remoteAddress?: (c: Context) => string | undefined;
  /** The visitor's country as the edge tells it. */
  country?: (c: Context) => unknown;
  /** How GET /api/stats reaches GitHub. */
  githubFetch?: typeof fetch;
  /**
   * How a new message reaches delivery: the Node service wakes its loop, the Worker mails after the answer is sent
   * (waitUntil). Either way the visitor never waits on the mail.
   */
  deliverSoon: (outbox: Outbox, c: Context) => void;
  /** How often the Node loop looks for due mail (the Worker has no loop: requests and its cron tick). */
  outboxPollMs?: number;
  /** How many messages one delivery run mails at most. */
  outboxBatchSize?: number;
  /** When the upkeep runs, said in its log lines ("this runs at start and every hour"). */
  upkeepSchedule?: string;
}

export interface ContactService {
  app: Hono<AppEnv>;
  outbox: Outbox;
  /**
   * CONTACT_RETENTION_DAYS: deletes older messages and logs how many. `atStart` logs the line even when nothing went,
   * so the owner sees the setting is on. Never rejects: a failure (a locked database) is logged, the next run retries.
   */
  retainMessages(options?: { now?: number; atStart?: boolean }): Promise<void>;
  /**
   * The statistics' upkeep: STATS_RETENTION_DAYS (raw events older than that go, daily totals stay, and every earlier
   * day's salt and visitor hashes), then the weekly mail when a new week has begun. Never rejects.
   */
  maintainStats(options?: { now?: number; signal?: AbortSignal }): Promise<void>;
}

function plural(n: number, one: string, many: string): string {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

export function createContactService(adapters: Adapters): ContactService {
  const { config, store, stats, mailer, log, clock = Date.now } = adapters;
  const addresses: MailAddresses | null =
    config.mailTo !== null && config.mailFrom !== null ? { to: config.mailTo, from: config.mailFrom } : null;
  const when = adapters.upkeepSchedule === undefined ? '' : `; ${adapters.upkeepSchedule}`;

  const outbox = new Outbox({
    store,
    mailer,
    addresses,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    pollMs: adapters.outboxPollMs ?? 60_000,
    log,
    now: clock,
    ...(adapters.outboxBatchSize === undefined ? {} : { batchSize: adapters.outboxBatchSize }),
  });

  const app = createApp({
    store,
    config,
    log,
    rateLimitStore: adapters.rateLimitStore,
    outbox: { notify: (c) => adapters.deliverSoon(outbox, c) },
    stats,
    clock,
    ...(adapters.remoteAddress && { remoteAddress: adapters.remoteAddress }),
    ...(adapters.country && { country: adapters.country }),
    ...(adapters.githubFetch && { githubFetch: adapters.githubFetch }),
  });

  async function retainMessages({ now = clock(), atStart = false } = {}): Promise<void> {
    const days = config.retentionDays;
    if (days === null) return;
    try {
      const deleted = await store.deleteOlderThan(now - days * DAY_MS, now);
      if (deleted === 0 && !atStart) return;
      log({
        level: 'info',
        event: 'retention',
        deleted,
        older_than_days: days,
        message: `Deleted ${plural(deleted, 'message', 'messages')} older than ${days} days (CONTACT_RETENTION_DAYS=${days})${when}.`,
      });
    } catch (error) {
      log({ level: 'error', event: 'retention_failed', error: logErrorText(error) });
    }
  }

  async function maintainStats({ now = clock(), signal }: { now?: number; signal?: AbortSignal } = {}): Promise<void> {
    const days = config.stats.retentionDays;
    try {
      const deleted = await stats.deleteOlderThan(now, days);
      if (deleted > 0)
        log({
          level: 'info',
          event: 'stats_retention',
          deleted,
          older_than_days: days,
          message: `Deleted ${plural(deleted, 'statistics event', 'statistics events')} older than ${days} days (STATS_RETENTION_DAYS); daily totals are kept.`,
        });
    } catch (error) {
      log({ level: 'error', event: 'stats_retention_failed', error: logErrorText(error) });
    }
    if (!config.stats.weeklyMail) return;
    try {
      await sendWeeklyReport({ stats, mailer, addresses, log, now, ...(signal && { signal }) });
    } catch (error) {
      log({ level: 'error', event: 'stats_weekly_mail_failed', error: logErrorText(error) });
    }
  }

  return { app, outbox, retainMessages, maintainStats };
}
