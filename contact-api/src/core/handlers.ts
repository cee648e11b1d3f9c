import type { Context, ErrorHandler, Handler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DailyCapError, StoreBusyError } from './errors.ts';
import type { MessageWriter } from './inbox.ts';
import { loggablePath, logErrorText, type LogEntry, type Logger } from './log.ts';
import { waitPhrase } from './messages.ts';
import { reply, requestPath, wordsFor, type AppEnv } from './middleware.ts';
import type { StatsSettings } from './settings.ts';
import { countryOf, deviceOf, range, readBeacon, visitorId, type StatsEvent, type StatsStore } from './stats/events.ts';
import { bearerToken, checkAccess } from './stats/github.ts';

/**
 * What each route does once its middleware let the request through (app.ts lists them): store a message, count a
 * beacon, read the statistics, answer /healthz, and the answers for no route and for an error.
 */

/** What a 503 for a locked database asks the visitor to wait. */
export const BUSY_RETRY_AFTER_S = 5;

/** How many days GET /api/stats may cover at once. */
const MAX_STATS_DAYS = 366;

/** A warning logged once until `reset()`: repeated, it would only say the same thing per request. */
export function logOnce(log: Logger): { warn(entry: LogEntry): void; reset(): void } {
  let logged = false;
  return {
    warn(entry) {
      if (logged) return;
      logged = true;
      log(entry);
    },
    reset() {
      logged = false;
    },
  };
}

/**
 * A message stored, as an event the service itself saw: counted once per message (its id is the event's), and never
 * at the cost of the answer: a statistics failure is logged, the message is already safe.
 */
async function countMessage(stats: StatsStore | undefined, id: number, now: number, log: Logger): Promise<void> {
  if (stats === undefined) return;
  const event: StatsEvent = {
    // An id no beacon can send (their ids refuse ':'), so no visitor can take a message's count away.
    id: `contact:${id}`,
    name: 'contact-sent',
    path: '/api/send',
    label: null,
    referrer: null,
    via: null,
    country: null,
    device: 'server',
  };
  try {
    await stats.record(event, now, null, null);
  } catch (error) {
    log({ level: 'error', event: 'stats_error', error: logErrorText(error) });
  }
}

/**
 * POST /api/send, after validContact: the message committed (fsynced) before the 200, which is a promise we keep. A
 * honeypot hit is stored as spam and answered exactly like a real message, so the bot cannot tell it was caught.
 */
export function storeMessage(deps: {
  store: MessageWriter;
  stats: StatsStore | undefined;
  /** Woken after each new non-spam message, so it is mailed at once. */
  outbox: { notify(c: Context): void } | undefined;
  log: Logger;
  clock: () => number;
}): Handler<AppEnv> {
  const { store, stats, outbox, log, clock } = deps;
  const dailyCap = logOnce(log);
  return async function storeMessage(c) {
    const words = wordsFor(c);
    const contact = c.get('contact');
    let stored: Awaited<ReturnType<MessageWriter['insertMessage']>>;
    try {
      stored = await store.insertMessage(contact, c.get('idempotencyKey'));
    } catch (error) {
      if (error instanceof DailyCapError) {
        // A flood (or a very good day): keep the inbox and the owner's mailbox usable. Logged once per episode, the
        // request lines count the refusals.
        dailyCap.warn({
          level: 'warn',
          event: 'daily_cap_reached',
          cap: error.cap,
          message: `CONTACT_DAILY_CAP reached: ${error.cap} messages were stored in the last 24 hours. New ones are refused with 503 and not stored until the count drops (logged once until a message is stored again).`,
        });
        c.header('Retry-After', String(error.retryAfterSeconds));
        return reply(c, 503, false, words.dailyCap(waitPhrase(error.retryAfterSeconds, words)));
      }
      if (!(error instanceof StoreBusyError)) throw error;
      // Another connection (a second worker, a maintenance job) holds the write lock. A retry in a few seconds will
      // very likely succeed; an Idempotency-Key keeps it from doubling up.
      log({ level: 'warn', event: 'store_busy', message: 'The database was locked: answered 503, stored nothing.' });
      c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
      return reply(c, 503, false, words.busy(waitPhrase(BUSY_RETRY_AFTER_S, words)));
    }
    if (!stored.duplicate) dailyCap.reset();
    if (!stored.duplicate && contact.honeypot === null) {
      outbox?.notify(c);
      await countMessage(stats, stored.id, clock(), log);
    }
    return reply(c, 200, true, words.success);
  };
}

/**
 * POST /api/stats/event, after jsonBody: a page's beacon. The answer is 204 with no body and no cookie, whatever
 * happened to the event (a duplicate, the day's cap reached): the page has nothing to show about it. A body that is
 * not one of the events is refused as the form's bad requests are.
 */
export function countBeacon(deps: {
  stats: StatsStore;
  settings: StatsSettings;
  clientAddress: (c: Context) => string;
  country: (c: Context) => unknown;
  log: Logger;
  clock: () => number;
}): Handler<AppEnv> {
  const { stats, settings, clientAddress, country, log, clock } = deps;
  const statsCap = logOnce(log);
  return async function countBeacon(c) {
    // The page's origin (else this address, the Worker's own): a visit from one page of the site to another is no
    // referrer.
    const beacon = readBeacon(c.get('body'), c.req.header('origin') ?? c.req.url);
    if (!beacon.ok) return reply(c, 400, false, wordsFor(c).statsBadEvent);
    const now = clock();
    const userAgent = c.req.header('user-agent') ?? '';
    // The address and the browser's name are used here, in memory, and dropped: only the hash of the day is written
    // (and only until the day ends), with the one word for the device.
    const visitor =
      beacon.value.name === 'pageview'
        ? await visitorId(await stats.salt(now), clientAddress(c), userAgent, new URL(c.req.url).host)
        : null;
    const event: StatsEvent = { ...beacon.value, country: countryOf(country(c)), device: deviceOf(userAgent) };
    const outcome = await stats.record(event, now, settings.dailyCap, visitor);
    if (outcome === 'capped')
      statsCap.warn({
        level: 'warn',
        event: 'stats_daily_cap_reached',
        cap: settings.dailyCap,
        message: `STATS_DAILY_CAP reached: ${settings.dailyCap} events were counted today; more are not counted until tomorrow (UTC). Logged once.`,
      });
    if (outcome === 'stored') statsCap.reset();
    return c.body(null, 204);
  };
}

/**
 * GET /api/stats: the owner's statistics, for the editor's dashboard, `?days=7|30|90` (any 1–366). Only for someone
 * GitHub says may push to the site's repository (the request's `Authorization: Bearer` token, asked of GitHub).
 */
export function readStatistics(deps: {
  stats: StatsStore;
  settings: StatsSettings;
  githubFetch: typeof fetch | undefined;
  clock: () => number;
}): Handler<AppEnv> {
  const { stats, settings, githubFetch, clock } = deps;
  return async function readStatistics(c) {
    const words = wordsFor(c);
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Authorization', { append: true });
    const token = bearerToken(c.req.header('authorization'));
    const access = await checkAccess(token, settings.repo, settings.githubApiUrl, githubFetch);
    if (access === 'no-token' || access === 'bad-token') {
      c.header('WWW-Authenticate', 'Bearer realm="statistics"');
      return reply(c, 401, false, words.statsSignIn);
    }
    if (access === 'forbidden') return reply(c, 403, false, words.statsForbidden);
    if (access === 'unavailable') return reply(c, 503, false, words.statsUnavailable);
    const raw = c.req.query('days') ?? '30';
    const days = /^\d{1,3}$/.test(raw) ? Math.min(MAX_STATS_DAYS, Math.max(1, Number(raw))) : 30;
    const { from, to } = range(clock(), days);
    return c.json(await stats.summary(from, to));
  };
}

/** GET /healthz: the database answers. */
export function health(store: MessageWriter): Handler<AppEnv> {
  return async function health(c) {
    await store.ping();
    return c.json({ ok: true });
  };
}

/** No route: 404 in the request's language. */
export function notFound(c: Context): Response {
  return reply(c, 404, false, wordsFor(c).notFound);
}

/**
 * A request Hono refused (a 4xx it threw) is a bad request; anything else is logged (method and a cut path, never the
 * body) and answered 500, or `{ ok: false }` 503 for /healthz.
 */
export function answerError(log: Logger, routes: ReadonlySet<string>): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return reply(c, error.status, false, wordsFor(c).badRequest);
    }
    log({
      level: 'error',
      event: 'unhandled_error',
      method: c.req.method,
      path: loggablePath(requestPath(c), routes),
      error: logErrorText(error),
    });
    if (c.req.path === '/healthz') return c.json({ ok: false }, 503);
    return reply(c, 500, false, wordsFor(c).serverError);
  };
}
