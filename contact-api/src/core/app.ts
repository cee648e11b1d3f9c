import { Hono, type Context } from 'hono';
import type { Store as RateLimitStore } from 'hono-rate-limiter';
import { clientAddressOf, rateLimitKey } from './client-address.ts';
import { answerError, countBeacon, health, notFound, readStatistics, storeMessage } from './handlers.ts';
import type { MessageWriter } from './inbox.ts';
import type { Logger } from './log.ts';
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
  requestLog,
  sizeLimit,
  tooManyMessages,
  validContact,
  type AppEnv,
} from './middleware.ts';
import { BoundedMemoryStore } from './rate-limit-store.ts';
import type { StatsSettings } from './settings.ts';
import { BEACON_BODY_LIMIT, type StatsStore } from './stats/events.ts';

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
  const clientAddress = clientAddressOf(config, remoteAddress, log);
  const limits = { windowMs: config.rateWindowMs, store: rateLimitStore, clock };

  app.use('*', requestLog(log, ROUTES));
  // Before anything that answers: every sentence, refusals included, is in the request's language.
  app.use('*', detectLanguage);
  app.use('/api/*', originCheck(allowed), crossOrigin(allowed));

  app.post(
    '/api/send',
    // Before the body is read, so a flood costs us as little as possible.
    rateLimit({
      ...limits,
      limit: config.rateLimit,
      key: (c) => rateLimitKey(clientAddress(c)),
      standardHeaders: true,
      onLimited: tooManyMessages,
    }),
    sizeLimit(config.bodyLimitBytes),
    contentType('application/json'),
    idempotencyKey,
    jsonBody({ objectOnly: true }),
    validContact,
    storeMessage({ store, stats, outbox, log, clock }),
  );
  app.all('/api/send', onlyPost);

  if (stats !== undefined) {
    // Its own count, apart from the contact form's: a visitor reading pages must not use up the form's limit. The
    // dashboard's reads count too: each asks GitHub about its token, and nobody may make this service do that
    // without end.
    const statsLimit = rateLimit({
      ...limits,
      limit: config.stats.rateLimit,
      key: (c) => `stats:${rateLimitKey(clientAddress(c))}`,
      standardHeaders: false,
      onLimited: (c) => {
        c.header('Retry-After', String(Math.ceil(config.rateWindowMs / 1000)));
        return c.body(null, 429);
      },
    });
    app.post(
      '/api/stats/event',
      statsLimit,
      sizeLimit(BEACON_BODY_LIMIT),
      // sendBeacon's string body is text/plain (it needs no CORS preflight); JSON is taken too.
      contentType('text/plain', 'application/json'),
      jsonBody({ objectOnly: false }),
      countBeacon({ stats, settings: config.stats, clientAddress, country, log, clock }),
    );
    app.all('/api/stats/event', onlyPost);
    app.get('/api/stats', statsLimit, readStatistics({ stats, settings: config.stats, githubFetch, clock }));
  }

  app.get('/healthz', health(store));
  app.notFound(notFound);
  app.onError(answerError(log, ROUTES));
  return app;
}
