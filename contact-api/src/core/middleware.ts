import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { languageDetector } from 'hono/language';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { rateLimiter, type RateLimitInfo, type Store as RateLimitStore } from 'hono-rate-limiter';
import { isRecord } from './json.ts';
import { loggablePath, type Logger } from './log.ts';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  MESSAGES,
  waitPhrase,
  type Catalogue,
  type Language,
} from './messages.ts';
import { checkIdempotencyKey, validateContact, type ContactMessage } from './validate.ts';

/**
 * The contact app's steps, each one named and small, so that a route reads as the list of what a request goes
 * through (app.ts). Every refusal is a `{ success: false, message }` answer in the request's language.
 */

export type AppEnv = {
  Variables: {
    /** Set by the rate limiter. */
    rateLimit: RateLimitInfo;
    /** Set by detectLanguage. */
    language: string;
    /** The request's body, parsed by jsonBody. */
    body: unknown;
    /** The message, checked by validContact. */
    contact: ContactMessage;
    /** The Idempotency-Key header, checked by idempotencyKey. */
    idempotencyKey: string | null;
  };
};

/**
 * The request's language, as the language detector chose it. It runs before everything that answers, so the
 * fallback is only for a handler that would ever run without it.
 */
export function languageOf(c: Context): Language {
  const language: unknown = c.get('language');
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The visitor-facing sentences in the request's language. */
export function wordsFor(c: Context): Catalogue {
  return MESSAGES[languageOf(c)];
}

/**
 * A `{ success, message }` answer. `message` must be in the request's language (wordsFor): the answer says which
 * (Content-Language) and that it depends on Accept-Language (Vary), so a cache never hands one language's answer
 * to a request for the other.
 */
export function reply(c: Context, status: ContentfulStatusCode, success: boolean, message: string): Response {
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
export const detectLanguage = languageDetector({
  order: ['header'],
  caches: false,
  supportedLanguages: [...LANGUAGES],
  fallbackLanguage: DEFAULT_LANGUAGE,
  convertDetectedLanguage: (tag) => (/^pt(?:-|$)/i.test(tag) ? 'pt-BR' : tag),
});

/** The path as sent, still %-encoded (c.req.path is decoded), without the query string. */
export function requestPath(c: Context): string {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const end = url.search(/[?#]/);
  return url.slice(start, end === -1 ? undefined : end);
}

/**
 * One line per request: method, route, a cut path (see loggablePath), status and time. Never bodies, query strings
 * or decoded paths: names and emails are personal data the log host has no business keeping.
 */
export function requestLog(log: Logger, routes: ReadonlySet<string>): MiddlewareHandler {
  return async function requestLog(c, next) {
    const started = performance.now();
    await next();
    const path = requestPath(c);
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      event: 'request',
      method: c.req.method,
      route: routes.has(path) ? path : 'none',
      path: loggablePath(path, routes),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

/** Whether a page of `origin` may call the service. */
export type OriginRule = (origin: string, c: Context) => boolean;

/** The listed origins, and the request's own when `sameOrigin` (the Worker serves the site and the form on one address). */
export function allowedOrigins(listed: readonly string[], sameOrigin: boolean): OriginRule {
  const set = new Set(listed);
  return (origin, c) => set.has(origin) || (sameOrigin && origin === new URL(c.req.url).origin);
}

/**
 * Browsers always send Origin on cross-site POSTs and preflights, so a foreign Origin is a page on another site
 * trying to use this form. Requests without Origin (curl, server-to-server) are not from a browser page and are let
 * through; the rate limit still applies to them.
 */
export function originCheck(allowed: OriginRule): MiddlewareHandler {
  return async function originCheck(c, next) {
    const origin = c.req.header('origin');
    if (origin !== undefined && !allowed(origin, c)) return reply(c, 403, false, wordsFor(c).forbiddenOrigin);
    await next();
  };
}

/** Hono's CORS for the allowed origins: what the form and the editor's dashboard may send and read. */
export function crossOrigin(allowed: OriginRule): MiddlewareHandler {
  return cors({
    origin: (origin, c) => (allowed(origin, c) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    // Accept-Language (the form's page language) is CORS-safelisted for values like `pt-BR`, so browsers do
    // not ask for it; it is listed for a value that is not (over 128 bytes, or an unusual character).
    allowHeaders: ['Content-Type', 'Idempotency-Key', 'Accept-Language', 'Authorization'],
    // So the form can read how long to wait after a 429 or a 503.
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
}

export interface RateLimitOptions {
  windowMs: number;
  limit: number;
  store: RateLimitStore<AppEnv>;
  /** The bucket of a request (its client's address, see client-address.ts). */
  key: (c: Context<AppEnv>) => string;
  /** RateLimit-* headers on every answer (the form's), or none (the beacon's). */
  standardHeaders: boolean;
  /** The answer past the limit; `seconds` is how long until the window ends (at least 1). */
  onLimited: (c: Context<AppEnv>, seconds: number) => Response;
  clock: () => number;
}

/** hono-rate-limiter with this service's buckets, its Retry-After and its answer. */
export function rateLimit({
  windowMs,
  limit,
  store,
  key,
  standardHeaders,
  onLimited,
  clock,
}: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs,
    limit,
    standardHeaders: standardHeaders ? 'draft-6' : false,
    store,
    keyGenerator: key,
    handler: (c) => {
      const resetTime = c.get('rateLimit').resetTime;
      const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? clock() + windowMs) - clock()) / 1000));
      c.header('Retry-After', String(seconds));
      return onLimited(c, seconds);
    },
  });
}

/** The form's 429: how long to wait, in words. */
export function tooManyMessages(c: Context, seconds: number): Response {
  const words = wordsFor(c);
  return reply(c, 429, false, words.rateLimited(waitPhrase(seconds, words)));
}

/** Hono's body limit, answered in the request's language. Before the body is read, so a flood costs little. */
export function sizeLimit(maxSize: number): MiddlewareHandler {
  return bodyLimit({ maxSize, onError: (c) => reply(c, 413, false, wordsFor(c).tooLarge) });
}

/** The media type of a Content-Type header, without parameters such as charset. */
function mediaType(header: string | undefined): string | undefined {
  return header?.split(';')[0]?.trim().toLowerCase();
}

/** 415 unless the body is one of `types`. */
export function contentType(...types: string[]): MiddlewareHandler {
  return async function contentType(c, next) {
    const type = mediaType(c.req.header('content-type'));
    if (type === undefined || !types.includes(type)) return reply(c, 415, false, wordsFor(c).contentType);
    await next();
  };
}

/** 400 for an Idempotency-Key header that is empty, too long or not printable ASCII; absent is fine. */
export const idempotencyKey = createMiddleware<AppEnv>(async function idempotencyKey(c, next) {
  const key = c.req.header('idempotency-key');
  const error = checkIdempotencyKey(key, languageOf(c));
  if (error !== null) return reply(c, 400, false, error);
  c.set('idempotencyKey', key ?? null);
  await next();
});

/** The body as JSON (`body`), or 400. `objectOnly`: a JSON value that is not an object is refused too. */
export function jsonBody({ objectOnly }: { objectOnly: boolean }): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async function jsonBody(c, next) {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return reply(c, 400, false, wordsFor(c).notJson);
    }
    if (objectOnly && !isRecord(body)) return reply(c, 400, false, wordsFor(c).notObject);
    c.set('body', body);
    await next();
  });
}

/** The message's fields checked (validate.ts), as `contact`; the first problem a person would fix is the 400. */
export const validContact = createMiddleware<AppEnv>(async function validContact(c, next) {
  const body = c.get('body');
  const result = validateContact(isRecord(body) ? body : {}, languageOf(c));
  if (!result.ok) return reply(c, 400, false, result.message);
  c.set('contact', result.value);
  await next();
});

/** 405 for a route's other methods, saying which one to use. */
export function onlyPost(c: Context): Response {
  c.header('Allow', 'POST, OPTIONS');
  return reply(c, 405, false, wordsFor(c).methodNotAllowed);
}
