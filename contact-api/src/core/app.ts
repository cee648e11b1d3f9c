import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Store as RateLimitStore } from 'hono-rate-limiter';
import { rateLimitKey, resolveClientAddress, type FallbackReason } from './client-address.ts';
import { DailyCapError, StoreBusyError } from './errors.ts';
import type { MessageWriter } from './inbox.ts';
import { loggablePath, logErrorText, type Logger } from './log.ts';
import { waitPhrase } from './messages.ts';
import {
  allowedOrigins,
  contentType,
  crossOrigin,
  detectLanguage,
  idempotencyKey,
  jsonBody,
  onlyPost,
  originCheck,
  rateLimit,
  reply,
  requestLog,
  requestPath,
  sizeLimit,
  tooManyMessages,
  validContact,
  wordsFor,
  type AppEnv,
} from './middleware.ts';
import { BoundedMemoryStore } from './rate-limit-store.ts';
import type { StatsSettings } from './settings.ts';
import {
  BEACON_BODY_LIMIT,
  countryOf,
  deviceOf,
  range,
  readBeacon,
  visitorId,
  type StatsEvent,
  type StatsStore,
} from './stats/events.ts';
import { bearerToken, checkAccess } from './stats/github.ts';

export type { AppEnv } from './middleware.ts';

/**
 * The HTTP surface, built only from web-standard Request/Response (Hono), so the same app runs under
 * @hono/node-server (node/, with SQLite) and in a Cloudflare Worker (worker/, with D1): what differs between the two
 * (the store, the rate limiter's memory, the connection's address) comes in as dependencies, through the one
 * composition root (service.ts). Each route is the list of named steps a request goes through (middleware.ts).
 * Every answer, including errors, is JSON `{ success, message }` with a sentence a person can read, in the language
 * the request's Accept-Language asks for (English or Brazilian Portuguese, messages.ts).
 */

/** What the HTTP app reads of the settings, which both runtimes' configurations hold. */
export interface AppConfig {
  allowedOrigins: string[];
  rateLimit: number;
  rateWindowMs: number;
  /** How many client addresses the in-memory rate limiter remembers at most. */
  rateLimitMaxClients: number;
  trustProxyHops: number;
  clientIpHeader: string | null;
  bodyLimitBytes: number;
  stats: StatsSettings;
  /**
   * Also let a page of the origin the request was sent to post (the Worker, which serves the site and the form on
   * one address). The Node service, behind a proxy that may rewrite the address, lists its origins instead.
   */
  allowSameOrigin?: boolean;
}

export interface AppDeps {
  store: MessageWriter;
  config: AppConfig;
  /** Woken after each new non-spam message, so it is mailed at once (optional: tests). */
  outbox?: { notify(c: Context): void };
  log: Logger;
  /**
   * The rate limiter's memory: by default a new in-process one capped at config.rateLimitMaxClients; the Worker
   * passes one in D1, shared by all its isolates.
   */
  rateLimitStore?: RateLimitStore<AppEnv>;
  /** The connection's address as the runtime reports it (Hono's getConnInfo of each runtime); undefined without one. */
  remoteAddress?: (c: Context) => string | undefined;
  /** The owner's statistics (POST /api/stats/event, GET /api/stats); without it those answer 404. */
  stats?: StatsStore;
  /** The visitor's country as the edge tells it (the Worker: request.cf.country); none on Node. */
  country?: (c: Context) => unknown;
  /** How GET /api/stats asks GitHub who the token's user is (tests answer it on this machine). */
  githubFetch?: typeof fetch;
  /** The time (ms since epoch); tests may move it. */
  clock?: () => number;
}

/** The routes this app answers; any other path is logged cut (see loggablePath). */
const ROUTES: ReadonlySet<string> = new Set(['/api/send', '/api/stats', '/api/stats/event', '/healthz']);

/** How many days GET /api/stats may cover at once. */
const MAX_STATS_DAYS = 366;

const FALLBACK_TEXT: Record<FallbackReason, string> = {
  header_missing: 'the client address header is missing',
  header_invalid: 'the client address header is not an IP address',
  chain_too_short: 'X-Forwarded-For has fewer entries than CONTACT_TRUST_PROXY proxies',
  chain_entry_invalid: 'the X-Forwarded-For entry of the trusted proxy is not an IP address',
};

/** What a 503 for a locked database asks the visitor to wait. */
export const BUSY_RETRY_AFTER_S = 5;

/** A warning logged once until `reset()`: repeated, it would only say the same thing per request. */
function once(log: Logger): { warn(entry: Parameters<Logger>[0]): void; reset(): void } {
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

export function createApp({
  store,
  config,
  outbox,
  log,
  rateLimitStore = new BoundedMemoryStore<AppEnv>(config.rateLimitMaxClients),
  // No connection (app.request() in tests): one shared bucket, unless a header names the client.
  remoteAddress = () => undefined,
  stats,
  country = () => undefined,
  githubFetch,
  clock = Date.now,
}: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const allowed = allowedOrigins(config.allowedOrigins, config.allowSameOrigin === true);

  // Logged once per reason: repeated, it is a proxy set up differently from the configuration (all its clients
  // then share the proxy's bucket); the values themselves are never logged.
  const fallbacksLogged = new Set<FallbackReason>();
  const onFallback = (reason: FallbackReason) => {
    if (fallbacksLogged.has(reason)) return;
    fallbacksLogged.add(reason);
    log({
      level: 'warn',
      event: 'client_address_fallback',
      reason,
      message: `Rate limiting by the socket address because ${FALLBACK_TEXT[reason]} (logged once).`,
    });
  };
  const clientAddress = (c: Context) =>
    resolveClientAddress({ header: (name) => c.req.header(name), socket: () => remoteAddress(c) }, config, onFallback);

  app.use('*', requestLog(log, ROUTES));
  // Before anything that answers: every sentence below, refusals included, is in the request's language.
  app.use('*', detectLanguage);
  app.use('/api/*', originCheck(allowed));
  app.use('/api/*', crossOrigin(allowed));

  const dailyCap = once(log);
  app.post(
    '/api/send',
    // Before the body is read, so a flood costs us as little as possible.
    rateLimit({
      windowMs: config.rateWindowMs,
      limit: config.rateLimit,
      store: rateLimitStore,
      key: (c) => rateLimitKey(clientAddress(c)),
      standardHeaders: true,
      onLimited: tooManyMessages,
      clock,
    }),
    sizeLimit(config.bodyLimitBytes),
    contentType('application/json'),
    idempotencyKey,
    jsonBody({ objectOnly: true }),
    validContact,
    async function storeMessage(c) {
      const words = wordsFor(c);
      const contact = c.get('contact');
      // Committed (fsynced) when this returns: the 200 below is a promise we keep. A honeypot hit is stored as spam
      // and answered exactly like a real message, so the bot cannot tell it was caught.
      let stored: Awaited<ReturnType<MessageWriter['insertMessage']>>;
      try {
        stored = await store.insertMessage(contact, c.get('idempotencyKey'));
      } catch (error) {
        if (error instanceof DailyCapError) {
          // A flood (or a very good day): keep the inbox and the owner's mailbox usable. Logged once per episode,
          // the request lines count the refusals.
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
        // Another connection (a second worker, a maintenance job) holds the write lock. A retry in a few seconds
        // will very likely succeed; an Idempotency-Key keeps it from doubling up.
        log({ level: 'warn', event: 'store_busy', message: 'The database was locked: answered 503, stored nothing.' });
        c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
        return reply(c, 503, false, words.busy(waitPhrase(BUSY_RETRY_AFTER_S, words)));
      }
      if (!stored.duplicate) dailyCap.reset();
      if (!stored.duplicate && contact.honeypot === null) {
        outbox?.notify(c);
        // An id no beacon can send (their ids refuse ':'), so no visitor can take a message's count away.
        await countServerEvent(`contact:${stored.id}`);
      }
      return reply(c, 200, true, words.success);
    },
  );
  app.all('/api/send', onlyPost);

  /**
   * A message stored, as an event the service itself saw: counted once per message (its id is the event's), and
   * never at the cost of the answer: a statistics failure is logged, the message is already safe.
   */
  async function countServerEvent(id: string): Promise<void> {
    if (stats === undefined) return;
    const event: StatsEvent = {
      id,
      name: 'contact-sent',
      path: '/api/send',
      label: null,
      referrer: null,
      via: null,
      country: null,
      device: 'server',
    };
    try {
      await stats.record(event, clock(), null, null);
    } catch (error) {
      log({ level: 'error', event: 'stats_error', error: logErrorText(error) });
    }
  }

  if (stats !== undefined) {
    // Its own count, apart from the contact form's: a visitor reading pages must not use up the form's limit. The
    // dashboard's reads are limited by it too: each asks GitHub about its token, and nobody may make this service
    // do that without end.
    const statsLimit = rateLimit({
      windowMs: config.rateWindowMs,
      limit: config.stats.rateLimit,
      store: rateLimitStore,
      key: (c) => `stats:${rateLimitKey(clientAddress(c))}`,
      standardHeaders: false,
      onLimited: (c) => {
        c.header('Retry-After', String(Math.ceil(config.rateWindowMs / 1000)));
        return c.body(null, 429);
      },
      clock,
    });
    const statsCap = once(log);

    /**
     * A page's beacon. The answer is 204 with no body and no cookie, whatever happened to the event (a duplicate,
     * the day's cap reached): the page has nothing to show about it. What is refused (a foreign origin, too large,
     * not one of the events) is answered as the form's refusals are.
     */
    app.post(
      '/api/stats/event',
      statsLimit,
      sizeLimit(BEACON_BODY_LIMIT),
      // sendBeacon's string body is text/plain (no CORS preflight); JSON is taken too.
      contentType('text/plain', 'application/json'),
      jsonBody({ objectOnly: false }),
      async function countBeacon(c) {
        const beacon = readBeacon(c.get('body'));
        if (!beacon.ok) return reply(c, 400, false, wordsFor(c).statsBadEvent);
        const now = clock();
        const userAgent = c.req.header('user-agent') ?? '';
        // The address and the browser's name are used here, in memory, and dropped: only the hash of the day is
        // written (and only until the day ends), with the one word for the device.
        const visitor =
          beacon.value.name === 'pageview'
            ? await visitorId(await stats.salt(now), clientAddress(c), userAgent, new URL(c.req.url).host)
            : null;
        const event: StatsEvent = { ...beacon.value, country: countryOf(country(c)), device: deviceOf(userAgent) };
        const outcome = await stats.record(event, now, config.stats.dailyCap, visitor);
        if (outcome === 'capped')
          statsCap.warn({
            level: 'warn',
            event: 'stats_daily_cap_reached',
            cap: config.stats.dailyCap,
            message: `STATS_DAILY_CAP reached: ${config.stats.dailyCap} events were counted today; more are not counted until tomorrow (UTC). Logged once.`,
          });
        if (outcome === 'stored') statsCap.reset();
        return c.body(null, 204);
      },
    );
    app.all('/api/stats/event', onlyPost);

    /**
     * The owner's statistics, for the editor's dashboard: `?days=7|30|90` (any 1–366). Only for someone GitHub says
     * may push to the site's repository.
     */
    app.get('/api/stats', statsLimit, async function readStatistics(c) {
      const words = wordsFor(c);
      c.header('Cache-Control', 'no-store');
      c.header('Vary', 'Authorization', { append: true });
      const access = await checkAccess(
        bearerToken(c.req.header('authorization')),
        config.stats.repo,
        config.stats.githubApiUrl,
        githubFetch,
      );
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
    });
  }

  app.get('/healthz', async (c) => {
    await store.ping();
    return c.json({ ok: true });
  });

  app.notFound((c) => reply(c, 404, false, wordsFor(c).notFound));

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return reply(c, error.status, false, wordsFor(c).badRequest);
    }
    log({
      level: 'error',
      event: 'unhandled_error',
      method: c.req.method,
      path: loggablePath(requestPath(c), ROUTES),
      error: logErrorText(error),
    });
    if (c.req.path === '/healthz') return c.json({ ok: false }, 503);
    return reply(c, 500, false, wordsFor(c).serverError);
  });

  return app;
}
