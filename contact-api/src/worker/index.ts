import { EmailMessage } from 'cloudflare:email';
import type { D1Database, ExecutionContext } from '@cloudflare/workers-types/index.ts';
import type { Context, Hono } from 'hono';
import { createApp, type AppEnv } from '../app.ts';
import { DAY_MS } from '../inbox.ts';
import { createJsonLogger, logErrorText, type Logger } from '../log.ts';
import type { Mailer } from '../mail.ts';
import { Outbox } from '../outbox.ts';
import { ConfigError } from '../settings.ts';
import { loadWorkerConfig, type WorkerConfig } from './config.ts';
import { D1RateLimitStore } from './d1-rate-limit.ts';
import { D1Stats } from './d1-stats.ts';
import { D1Store } from './d1-store.ts';
import { resendMailer, sendEmailMailer, type SendEmailBinding } from './mail.ts';
import { sendWeeklyReport } from '../stats/weekly.ts';

/**
 * The contact service in a Cloudflare Worker: the Node service's Hono app (app.ts) with D1 for the inbox and the
 * rate limit, and the `send_email` binding or Resend for mail. A message is committed to D1 before the 200; it is
 * mailed right after the answer (waitUntil), and a send that failed is retried by the Cron Trigger (scheduled).
 *
 * The site's Worker (worker/index.ts at the repository's root) hands it `/api/send` and calls `scheduled`;
 * `export default` runs it alone, as a Worker that only takes messages (the tests run it so).
 */

export interface ContactBindings {
  /** The inbox (migrations/*.sql). */
  DB: D1Database;
  /** Email Routing's send_email binding, to the owner's verified address. */
  MAIL?: SendEmailBinding;
  [variable: string]: unknown;
}

/** One line of JSON per entry, as on Node; Workers Logs keeps what the console prints. */
const workerLogger: Logger = createJsonLogger((line, entry) => {
  if (entry.level === 'error') console.error(line);
  else if (entry.level === 'warn') console.warn(line);
  else console.log(line);
});

/** How many messages one delivery run mails at most (a Worker's run is short; the next cron takes the rest). */
const BATCH = 10;

interface Service {
  app: Hono<AppEnv>;
  outbox: Outbox;
  store: D1Store;
  rateLimits: D1RateLimitStore<AppEnv>;
  stats: D1Stats;
  mailer: Mailer | null;
  config: WorkerConfig;
}

/** The visitor's country, as Cloudflare's edge writes it into the request (`request.cf.country`). */
function edgeCountry(request: Request): unknown {
  const cf: unknown = Reflect.get(request, 'cf');
  return typeof cf === 'object' && cf !== null ? Reflect.get(cf, 'country') : undefined;
}

function mailerFor(config: WorkerConfig, env: ContactBindings): Mailer | null {
  switch (config.mailer) {
    case 'none':
      return null;
    case 'resend':
      return resendMailer(config.resendApiKey ?? '');
    case 'send_email':
      if (env.MAIL === undefined)
        throw new ConfigError(
          'CONTACT_MAILER is send_email but the Worker has no MAIL binding: add send_email to wrangler.jsonc.',
        );
      return sendEmailMailer(env.MAIL, EmailMessage);
  }
}

/** The service for one Worker env (one per isolate: the env object stays the same between requests). */
const services = new WeakMap<object, Service | ConfigError>();

function serviceFor(env: ContactBindings, log: Logger): Service | ConfigError {
  const known = services.get(env);
  if (known !== undefined) return known;
  let built: Service | ConfigError;
  try {
    const config = loadWorkerConfig(env);
    const store = new D1Store(env.DB, config.dailyCap);
    const rateLimits = new D1RateLimitStore<AppEnv>(env.DB);
    const stats = new D1Stats(env.DB);
    const mailer = mailerFor(config, env);
    const addresses =
      config.mailTo !== null && config.mailFrom !== null ? { to: config.mailTo, from: config.mailFrom } : null;
    const outbox = new Outbox({
      store,
      mailer,
      addresses,
      retryBaseMs: config.retryBaseMs,
      retryMaxMs: config.retryMaxMs,
      // Unused: the Worker has no timer loop; requests and the Cron Trigger call tick().
      pollMs: 60_000,
      log,
      batchSize: BATCH,
    });
    const app = createApp({
      store,
      config,
      log,
      rateLimitStore: rateLimits,
      // Mailed after the answer is sent: the visitor never waits on the mail service.
      outbox: { notify: (c: Context) => c.executionCtx.waitUntil(deliver(outbox, log)) },
      stats,
      country: (c: Context) => edgeCountry(c.req.raw),
    });
    built = { app, outbox, store, rateLimits, stats, mailer, config };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    built = error;
  }
  services.set(env, built);
  return built;
}

async function deliver(outbox: Outbox, log: Logger): Promise<void> {
  try {
    await outbox.tick();
  } catch (error) {
    log({ level: 'error', event: 'outbox_error', error: logErrorText(error) });
  }
}

/** The answer while the settings are wrong: logged for the owner, a plain 500 for the visitor (nothing stored). */
function configErrorResponse(error: ConfigError, log: Logger): Response {
  log({ level: 'error', event: 'config_error', message: `contact-api: configuration error: ${error.message}` });
  return Response.json(
    { success: false, message: 'The message could not be saved. Please try again later.' },
    { status: 500 },
  );
}

/** Answers a request for the contact service (`/api/send`, or `/healthz` when it runs alone). */
export async function handleContact(
  request: Request,
  env: ContactBindings,
  ctx: ExecutionContext,
  log: Logger = workerLogger,
): Promise<Response> {
  const service = serviceFor(env, log);
  if (service instanceof ConfigError) return configErrorResponse(service, log);
  return service.app.fetch(request, env, ctx);
}

/**
 * The Cron Trigger's run: mails what is due (a first send that failed, or one whose Worker stopped before it was
 * sent), applies CONTACT_RETENTION_DAYS, forgets rate-limit windows that have ended, applies STATS_RETENTION_DAYS
 * (with yesterday's salt and visitor hashes), and from each Monday mails the owner the week's statistics once.
 */
export async function runScheduled(env: ContactBindings, log: Logger = workerLogger, now = Date.now()): Promise<void> {
  const service = serviceFor(env, log);
  if (service instanceof ConfigError) {
    configErrorResponse(service, log);
    return;
  }
  const { outbox, store, rateLimits, stats, mailer, config } = service;
  // Batches until nothing due is left, within a bound so one run stays short.
  for (let batch = 0; batch < 5; batch += 1) {
    const result = await outbox.tick();
    if (result.claimed < BATCH) break;
  }
  if (config.retentionDays !== null) {
    const deleted = await store.deleteOlderThan(now - config.retentionDays * DAY_MS, now);
    if (deleted > 0)
      log({
        level: 'info',
        event: 'retention',
        deleted,
        older_than_days: config.retentionDays,
        message: `Deleted ${deleted === 1 ? '1 message' : `${deleted} messages`} older than ${config.retentionDays} days (CONTACT_RETENTION_DAYS).`,
      });
  }
  await rateLimits.clearExpired();
  const deleted = await stats.deleteOlderThan(now, config.stats.retentionDays);
  if (deleted > 0)
    log({
      level: 'info',
      event: 'stats_retention',
      deleted,
      older_than_days: config.stats.retentionDays,
      message: `Deleted ${deleted === 1 ? '1 statistics event' : `${deleted} statistics events`} older than ${config.stats.retentionDays} days (STATS_RETENTION_DAYS); daily totals are kept.`,
    });
  if (config.stats.weeklyMail) {
    const addresses =
      config.mailTo !== null && config.mailFrom !== null ? { to: config.mailTo, from: config.mailFrom } : null;
    try {
      await sendWeeklyReport({ stats, mailer, addresses, log, now });
    } catch (error) {
      log({ level: 'error', event: 'stats_weekly_mail_failed', error: logErrorText(error) });
    }
  }
}

const contactWorker = {
  fetch(request: Request, env: ContactBindings, ctx: ExecutionContext): Promise<Response> {
    return handleContact(request, env, ctx);
  },
  scheduled(_controller: unknown, env: ContactBindings, ctx: ExecutionContext): void {
    ctx.waitUntil(runScheduled(env));
  },
};

export default contactWorker;
