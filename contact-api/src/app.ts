import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { languageDetector } from 'hono/language';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { rateLimiter, type RateLimitInfo, type Store as RateLimitStore } from 'hono-rate-limiter';
import { DailyCapError, StoreBusyError } from './errors.ts';
import { rateLimitKey, resolveClientAddress, type FallbackReason } from './client-address.ts';
import type { Config } from './config.ts';
import { jsonLogger, loggablePath, logErrorText, type Logger } from './log.ts';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  MESSAGES,
  waitPhrase,
  type Catalogue,
  type Language,
} from './messages.ts';
import { BoundedMemoryStore } from './rate-limit-store.ts';
import type { MessageWriter } from './store.ts';
import { checkIdempotencyKey, validateContact } from './validate.ts';
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

/**
 * The HTTP surface, built only from web-standard Request/Response (Hono), so the same app runs under
 * @hono/node-server (service.ts, with SQLite) and in a Cloudflare Worker (worker/, with D1): what differs between
 * the two (the store, the rate limiter's memory, the socket address) comes in as dependencies.
 * Every answer, including errors, is JSON `{ success, message }` with a sentence a person can read,
 * in the language the request's Accept-Language asks for (English or Brazilian Portuguese, messages.ts).
 */

export type AppConfig = Pick<
  Config,
  | 'allowedOrigins'
  | 'rateLimit'
  | 'rateWindowMs'
  | 'rateLimitMaxClients'
  | 'trustProxyHops'
  | 'clientIpHeader'
  | 'bodyLimitBytes'
  | 'stats'
> & {
  /**
   * Also let a page of the origin the request was sent to post (the Worker, which serves the site and the form on
   * one address). The Node service, behind a proxy that may rewrite the address, lists its origins instead.
   */
  allowSameOrigin?: boolean;
};

export interface AppDeps {
  store: MessageWriter;
  config: AppConfig;
  /** Woken after each new non-spam message, so it is mailed at once (optional: tests). */
  outbox?: { notify(c: Context): void };
  log?: Logger;
  /**
   * The rate limiter's memory: by default a new in-process one capped at config.rateLimitMaxClients; the Worker
   * passes one in D1, shared by all its isolates.
   */
  rateLimitStore?: RateLimitStore<AppEnv>;
  /** The TCP peer of the request, where there is one (Node); undefined on a runtime without sockets. */
  socketAddress?: (c: Context) => string | undefined;
  /** The owner's statistics (POST /api/stats/event, GET /api/stats); without it those answer 404. */
  stats?: StatsStore;
  /** The visitor's country as the edge tells it (the Worker: request.cf.country); none on Node. */
  country?: (c: Context) => unknown;
  /** How GET /api/stats asks GitHub who the token's user is (tests answer it on this machine). */
  githubFetch?: typeof fetch;
}

export type AppEnv = { Variables: { rateLimit: RateLimitInfo } };

/**
 * The request's language, as the language detector chose it. It runs before everything that answers, so the
 * fallback is only for a handler that would ever run without it.
 */
function languageOf(c: Context): Language {
  const language: unknown = c.get('language');
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The visitor-facing sentences in the request's language. */
function wordsFor(c: Context): Catalogue {
  return MESSAGES[languageOf(c)];
}

/**
 * A `{ success, message }` answer. `message` must be in the request's language (wordsFor): the answer says which
 * (Content-Language) and that it depends on Accept-Language (Vary), so a cache never hands one language's answer
 * to a request for the other.
 */
function reply(c: Context, status: ContentfulStatusCode, success: boolean, message: string): Response {
  c.header('Content-Language', languageOf(c));
  c.header('Vary', 'Accept-Language', { append: true });
  return c.json({ success, message }, status);
}

/**
 * Hono's language detector, from the Accept-Language header only (no cookie, query or path: the answer must
 * follow the page the form is on, which says its language in that header). The detector takes an exact tag or
 * a more specific one of a supported tag (`en-GB` → `en`) but not a sibling or a parent (`pt-PT`, `pt` would not
 * match `pt-BR`), so every Portuguese tag is mapped to `pt-BR` first, ours being the only Portuguese there is.
 * Tags are tried in the header's order of preference (q); none supported → English.
 */
const detectLanguage = languageDetector({
  order: ['header'],
  caches: false,
  supportedLanguages: [...LANGUAGES],
  fallbackLanguage: DEFAULT_LANGUAGE,
  convertDetectedLanguage: (tag) => (/^pt(?:-|$)/i.test(tag) ? 'pt-BR' : tag),
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** application/json, with or without parameters such as charset. */
function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** The routes this app answers; any other path is logged cut (see loggablePath). */
const ROUTES: ReadonlySet<string> = new Set(['/api/send', '/api/stats', '/api/stats/event', '/healthz']);

/** A beacon is sent as text/plain (sendBeacon's string body, which needs no CORS preflight) or as JSON. */
function isBeaconContentType(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type === 'text/plain' || type === 'application/json';
}

/** How many days GET /api/stats may cover at once. */
const MAX_STATS_DAYS = 366;

/** The path as sent, still %-encoded (c.req.path is decoded), without the query string. */
function requestPath(c: Context): string {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const end = url.search(/[?#]/);
  return url.slice(start, end === -1 ? undefined : end);
}

const FALLBACK_TEXT: Record<FallbackReason, string> = {
  header_missing: 'the client address header is missing',
  header_invalid: 'the client address header is not an IP address',
  chain_too_short: 'X-Forwarded-For has fewer entries than CONTACT_TRUST_PROXY proxies',
  chain_entry_invalid: 'the X-Forwarded-For entry of the trusted proxy is not an IP address',
};

/** What a 503 for a locked database asks the visitor to wait. */
export const BUSY_RETRY_AFTER_S = 5;

export function createApp({
  store,
  config,
  outbox,
  log = jsonLogger,
  rateLimitStore = new BoundedMemoryStore<AppEnv>(config.rateLimitMaxClients),
  // No socket (app.request() in tests, or a runtime without one): one shared bucket, unless a header names the client.
  socketAddress = () => undefined,
  stats,
  country = () => undefined,
  githubFetch,
}: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const listed = new Set(config.allowedOrigins);
  const allowed = (origin: string, c: Context) =>
    listed.has(origin) || (config.allowSameOrigin === true && origin === new URL(c.req.url).origin);

  // One line per request: method, route, a cut path (see loggablePath), status and time. Never
  // bodies, query strings or decoded paths: names and emails are personal data the log host has
  // no business keeping.
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const path = requestPath(c);
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      event: 'request',
      method: c.req.method,
      route: ROUTES.has(path) ? path : 'none',
      path: loggablePath(path, ROUTES),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  // Before anything that answers: every sentence below, refusals included, is in the request's language.
  app.use('*', detectLanguage);

  // Browsers always send Origin on cross-site POSTs and preflights, so a foreign Origin is a page
  // on another site trying to use this form. Requests without Origin (curl, server-to-server)
  // are not from a browser page and are let through; the rate limit still applies to them.
  app.use('/api/*', async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !allowed(origin, c)) return reply(c, 403, false, wordsFor(c).forbiddenOrigin);
    await next();
  });

  app.use(
    '/api/*',
    cors({
      origin: (origin, c) => (allowed(origin, c) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      // Accept-Language (the form's page language) is CORS-safelisted for values like `pt-BR`, so browsers do
      // not ask for it; it is listed for a value that is not (over 128 bytes, or an unusual character).
      allowHeaders: ['Content-Type', 'Idempotency-Key', 'Accept-Language', 'Authorization'],
      // So the form can read how long to wait after a 429 or a 503.
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );

  // Logged once per reason: repeated, it is a proxy set up differently from the configuration
  // (all its clients then share the proxy's bucket); the values themselves are never logged.
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

  let capReached = false;

  const clientAddress = (c: Context) =>
    resolveClientAddress({ header: (name) => c.req.header(name), socket: () => socketAddress(c) }, config, onFallback);

  const limiter: MiddlewareHandler<AppEnv> = rateLimiter<AppEnv>({
    windowMs: config.rateWindowMs,
    limit: config.rateLimit,
    standardHeaders: 'draft-6',
    store: rateLimitStore,
    keyGenerator: (c) => rateLimitKey(clientAddress(c)),
    handler: (c) => {
      const resetTime = c.get('rateLimit').resetTime;
      const seconds = Math.max(
        1,
        Math.ceil(((resetTime?.getTime() ?? Date.now() + config.rateWindowMs) - Date.now()) / 1000),
      );
      c.header('Retry-After', String(seconds));
      const words = wordsFor(c);
      return reply(c, 429, false, words.rateLimited(waitPhrase(seconds, words)));
    },
  });

  app.post(
    '/api/send',
    // Before the body is read, so a flood costs us as little as possible.
    limiter,
    bodyLimit({ maxSize: config.bodyLimitBytes, onError: (c) => reply(c, 413, false, wordsFor(c).tooLarge) }),
    async (c) => {
      const language = languageOf(c);
      const words = MESSAGES[language];
      if (!isJsonContentType(c.req.header('content-type'))) return reply(c, 415, false, words.contentType);

      const idempotencyKey = c.req.header('idempotency-key');
      const keyError = checkIdempotencyKey(idempotencyKey, language);
      if (keyError !== null) return reply(c, 400, false, keyError);

      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return reply(c, 400, false, words.notJson);
      }
      if (!isRecord(body)) return reply(c, 400, false, words.notObject);

      const result = validateContact(body, language);
      if (!result.ok) return reply(c, 400, false, result.message);

      // Committed (fsynced) when this returns: the 200 below is a promise we keep.
      // A honeypot hit is stored as spam and answered exactly like a real message, so the bot
      // cannot tell it was caught.
      let stored: Awaited<ReturnType<MessageWriter['insertMessage']>>;
      try {
        stored = await store.insertMessage(result.value, idempotencyKey ?? null);
      } catch (error) {
        if (error instanceof DailyCapError) {
          // A flood (or a very good day): keep the inbox and the owner's mailbox usable. Logged once
          // per episode, the request lines count the refusals.
          if (!capReached) {
            capReached = true;
            log({
              level: 'warn',
              event: 'daily_cap_reached',
              cap: error.cap,
              message: `CONTACT_DAILY_CAP reached: ${error.cap} messages were stored in the last 24 hours. New ones are refused with 503 and not stored until the count drops (logged once until a message is stored again).`,
            });
          }
          c.header('Retry-After', String(error.retryAfterSeconds));
          return reply(c, 503, false, words.dailyCap(waitPhrase(error.retryAfterSeconds, words)));
        }
        if (!(error instanceof StoreBusyError)) throw error;
        // Another connection (a second worker, a maintenance job) holds the write lock. A retry in
        // a few seconds will very likely succeed; an Idempotency-Key keeps it from doubling up.
        log({ level: 'warn', event: 'store_busy', message: 'The database was locked: answered 503, stored nothing.' });
        c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
        return reply(c, 503, false, words.busy(waitPhrase(BUSY_RETRY_AFTER_S, words)));
      }
      if (!stored.duplicate) capReached = false;
      if (!stored.duplicate && result.value.honeypot === null) {
        outbox?.notify(c);
        // An id no beacon can send (their ids refuse ':'), so no visitor can take a message's count away.
        await countServerEvent('contact-sent', `contact:${stored.id}`);
      }
      return reply(c, 200, true, words.success);
    },
  );

  app.all('/api/send', (c) => {
    c.header('Allow', 'POST, OPTIONS');
    return reply(c, 405, false, wordsFor(c).methodNotAllowed);
  });

  /**
   * An event the service itself saw (a message stored): counted once per message (its id is the event's), and never
   * at the cost of the answer: a statistics failure is logged, the message is already safe.
   */
  async function countServerEvent(name: 'contact-sent', id: string): Promise<void> {
    if (stats === undefined) return;
    const event: StatsEvent = {
      id,
      name,
      path: '/api/send',
      label: null,
      referrer: null,
      via: null,
      country: null,
      device: 'server',
    };
    try {
      await stats.record(event, Date.now(), null, null);
    } catch (error) {
      log({ level: 'error', event: 'stats_error', error: logErrorText(error) });
    }
  }

  if (stats !== undefined) {
    const statsLimiter: MiddlewareHandler<AppEnv> = rateLimiter<AppEnv>({
      windowMs: config.rateWindowMs,
      limit: config.stats.rateLimit,
      standardHeaders: false,
      store: rateLimitStore,
      // Its own count, apart from the contact form's: a visitor reading pages must not use up the form's limit.
      keyGenerator: (c) => `stats:${rateLimitKey(clientAddress(c))}`,
      handler: (c) => {
        c.header('Retry-After', String(Math.ceil(config.rateWindowMs / 1000)));
        return c.body(null, 429);
      },
    });

    let statsCapLogged = false;

    /**
     * A page's beacon. The answer is 204 with no body and no cookie, whatever happened to the event (a duplicate, the
     * day's cap reached): the page has nothing to show about it. What is refused (a foreign origin, too large, not
     * one of the events) is answered as the form's refusals are.
     */
    app.post(
      '/api/stats/event',
      statsLimiter,
      bodyLimit({ maxSize: BEACON_BODY_LIMIT, onError: (c) => reply(c, 413, false, wordsFor(c).tooLarge) }),
      async (c) => {
        const words = wordsFor(c);
        if (!isBeaconContentType(c.req.header('content-type'))) return reply(c, 415, false, words.contentType);
        let body: unknown;
        try {
          body = JSON.parse(await c.req.text());
        } catch {
          return reply(c, 400, false, words.notJson);
        }
        // The page's origin (else this address, the Worker's own): a visit from one page of the site to another
        // is no referrer.
        const beacon = readBeacon(body, c.req.header('origin') ?? c.req.url);
        if (!beacon.ok) return reply(c, 400, false, words.statsBadEvent);
        const now = Date.now();
        const userAgent = c.req.header('user-agent') ?? '';
        // The address and the browser's name are used here, in memory, and dropped: only the hash of the day is
        // written (and only until the day ends), with the one word for the device.
        const visitor =
          beacon.value.name === 'pageview'
            ? await visitorId(await stats.salt(now), clientAddress(c), userAgent, new URL(c.req.url).host)
            : null;
        const event: StatsEvent = { ...beacon.value, country: countryOf(country(c)), device: deviceOf(userAgent) };
        const outcome = await stats.record(event, now, config.stats.dailyCap, visitor);
        if (outcome === 'capped' && !statsCapLogged) {
          statsCapLogged = true;
          log({
            level: 'warn',
            event: 'stats_daily_cap_reached',
            cap: config.stats.dailyCap,
            message: `STATS_DAILY_CAP reached: ${config.stats.dailyCap} events were counted today; more are not counted until tomorrow (UTC). Logged once.`,
          });
        }
        if (outcome === 'stored') statsCapLogged = false;
        return c.body(null, 204);
      },
    );

    /**
     * The owner's statistics, for the editor's dashboard: `?days=7|30|90` (any 1–366). Only for someone GitHub says
     * may push to the site's repository.
     */
    // Limited like the beacon: each request asks GitHub about its token, and nobody may make this service do that
    // without end.
    app.get('/api/stats', statsLimiter, async (c) => {
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
      const { from, to } = range(Date.now(), days);
      return c.json(await stats.summary(from, to));
    });

    app.all('/api/stats/event', (c) => {
      c.header('Allow', 'POST, OPTIONS');
      return reply(c, 405, false, wordsFor(c).methodNotAllowed);
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
