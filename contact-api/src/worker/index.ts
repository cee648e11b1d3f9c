import { EmailMessage } from 'cloudflare:email';
import type { D1Database } from '@cloudflare/workers-types/index.ts';
import type { Context, ExecutionContext } from 'hono';
import { getConnInfo } from 'hono/cloudflare-workers';
import type { AppEnv } from '../core/app.ts';
import { consoleLogger, logErrorText, type Logger } from '../core/log.ts';
import type { Mailer } from '../core/mail.ts';
import type { Outbox } from '../core/outbox.ts';
import { createContactService, type ContactService } from '../core/service.ts';
import { ConfigError } from '../core/settings.ts';
import { loadWorkerConfig, type WorkerConfig } from './config.ts';
import { D1RateLimitStore } from './d1-rate-limit.ts';
import { D1Stats } from './d1-stats.ts';
import { D1Store } from './d1-store.ts';
import { resendMailer, sendEmailMailer, type SendEmailBinding } from './mail.ts';

/**
 * The contact service in a Cloudflare Worker: the Worker's adapters (D1 for the inbox, the statistics and the rate
 * limit; the `send_email` binding or Resend for mail; the edge's address and country) handed to the composition root
 * (core/service.ts) that the Node service calls with its own. A message is committed to D1 before the 200; it is
 * mailed right after the answer (waitUntil), and a send that failed is retried by the Cron Trigger (scheduled).
 *
 * The site's Worker (worker/index.ts at the repository's root) mounts it under `/api/` and calls `runScheduled`;
 * `export default` runs it alone, as a Worker that only takes messages (the tests run it so).
 */

export interface ContactBindings {
  /** The inbox (migrations/*.sql). */
  DB: D1Database;
  /** Email Routing's send_email binding, to the owner's verified address. */
  MAIL?: SendEmailBinding;
  [variable: string]: unknown;
}

/** How many messages one delivery run mails at most (a Worker's run is short; the next cron takes the rest). */
const BATCH = 10;

interface Service extends ContactService {
  rateLimits: D1RateLimitStore<AppEnv>;
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
    const rateLimits = new D1RateLimitStore<AppEnv>(env.DB);
    const service = createContactService({
      config,
      store: new D1Store(env.DB, config.dailyCap),
      stats: new D1Stats(env.DB),
      mailer: mailerFor(config, env),
      rateLimitStore: rateLimits,
      log,
      remoteAddress: (c) => getConnInfo(c).remote.address,
      country: (c: Context) => edgeCountry(c.req.raw),
      // Mailed after the answer is sent: the visitor never waits on the mail service.
      deliverSoon: (outbox, c) => c.executionCtx.waitUntil(deliver(outbox, log)),
      outboxBatchSize: BATCH,
      upkeepSchedule: 'this runs with the Cron Trigger',
    });
    built = { ...service, rateLimits, config };
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
  log: Logger = consoleLogger,
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
export async function runScheduled(env: ContactBindings, log: Logger = consoleLogger, now = Date.now()): Promise<void> {
  const service = serviceFor(env, log);
  if (service instanceof ConfigError) {
    configErrorResponse(service, log);
    return;
  }
  // Batches until nothing due is left, within a bound so one run stays short.
  for (let batch = 0; batch < 5; batch += 1) {
    const result = await service.outbox.tick();
    if (result.claimed < BATCH) break;
  }
  await service.retainMessages({ now });
  await service.rateLimits.clearExpired();
  await service.maintainStats({ now });
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
