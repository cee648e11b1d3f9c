import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  BODY_LIMIT_BYTES,
  ConfigError,
  flag,
  FALSE,
  origins,
  parseSettings,
  sharedFields,
  statsSettings,
  TRUE,
  type StatsSettings,
  wholeNumber,
  type Env,
} from '../core/settings.ts';

export { BODY_LIMIT_BYTES, ConfigError };

/**
 * Reads every setting of the service from environment variables, once, at start-up, through one
 * zod schema.
 *
 * Bad values stop the service with a message naming the variable: a typo in
 * CONTACT_RATE_LIMIT must not silently turn the rate limit off, and a half-configured
 * SMTP must not silently drop notifications. Every bad variable is reported at once, so a
 * deploy does not fail once per typo.
 */

/** The package folder (contact-api/), so the default database path does not depend on the cwd. */
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_DB_PATH = path.join(PACKAGE_DIR, 'data', 'inbox.sqlite');

export interface SmtpConfig {
  host: string;
  port: number;
  /** true = TLS from the first byte (port 465); false = plain, upgraded by STARTTLS when offered. */
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
}

export interface Config {
  host: string;
  port: number;
  dbPath: string;
  /** How long a database statement waits for another connection's lock (the process waits with it). */
  dbBusyTimeoutMs: number;
  allowedOrigins: string[];
  rateLimit: number;
  rateWindowMs: number;
  /** How many client addresses the rate limiter remembers at most (least recently seen go first). */
  rateLimitMaxClients: number;
  /** Proxies of ours in front of the service; the client is the entry the outermost one added to X-Forwarded-For. */
  trustProxyHops: number;
  /** Lower-case name of a header the platform's edge sets to the client's address (CF-Connecting-IP…), or null. */
  clientIpHeader: string | null;
  bodyLimitBytes: number;
  /** Time a client has to send the request headers; slow or silent connections are closed after it. */
  headersTimeoutMs: number;
  /** Time a client has to send the whole request (headers and body). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** Connections held at once; more are closed as soon as they are accepted. */
  maxConnections: number;
  /** null when SMTP is not configured: messages then wait in the inbox as `pending`. */
  smtp: SmtpConfig | null;
  mailTo: string | null;
  mailFrom: string | null;
  retryBaseMs: number;
  retryMaxMs: number;
  outboxPollMs: number;
  /** Everything shutdown waits for (open requests, the email being sent) ends by this deadline. */
  shutdownTimeoutMs: number;
  /** Messages older than this many days are deleted (at start and hourly); null keeps them all. */
  retentionDays: number | null;
  /** At most this many messages are stored in any 24 hours (null: no cap). */
  dailyCap: number | null;
  /** The owner's statistics (stats/). */
  stats: StatsSettings;
}

/**
 * How many proxies stand in front of the service. true/false are kept from when this was a
 * flag: true was always meant as "one proxy".
 */
const proxyHops = z
  .string()
  .transform((raw, ctx) => {
    const lower = raw.toLowerCase();
    if (TRUE.includes(lower)) return 1;
    if (FALSE.includes(lower)) return 0;
    if (/^\d+$/.test(raw) && Number(raw) <= MAX_PROXY_HOPS) return Number(raw);
    ctx.addIssue({
      code: 'custom',
      message: `CONTACT_TRUST_PROXY must be the number of proxies in front of the service, 0 to ${MAX_PROXY_HOPS} (true = 1, false = 0), got "${raw}".`,
    });
    return z.NEVER;
  })
  .default(0);

export const MAX_PROXY_HOPS = 10;

/** An HTTP header name (RFC 9110 token), kept in lower case as Hono looks headers up. */
const clientIpHeader = z
  .string()
  .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, {
    error: (issue) =>
      `CONTACT_CLIENT_IP_HEADER must be a header name such as CF-Connecting-IP, Fly-Client-IP or X-Real-IP, got "${String(issue.input)}".`,
  })
  .transform((name) => name.toLowerCase())
  .refine((name) => name !== 'x-forwarded-for', {
    error:
      'CONTACT_CLIENT_IP_HEADER cannot be X-Forwarded-For, which is a list the client can start: set CONTACT_TRUST_PROXY to the number of proxies in front instead.',
  })
  .optional();

/** SMTP_URL, parsed; its text is never echoed in a message because it usually carries the password. */
const smtpUrl = z
  .string()
  .transform((url, ctx): SmtpConfig => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'SMTP_URL is not a valid URL (expected smtp://user:pass@host:587 or smtps://…:465).',
      });
      return z.NEVER;
    }
    if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
      ctx.addIssue({
        code: 'custom',
        message: `SMTP_URL must start with smtp:// or smtps://, got "${parsed.protocol}//".`,
      });
      return z.NEVER;
    }
    if (parsed.hostname === '') {
      ctx.addIssue({ code: 'custom', message: 'SMTP_URL has no host name.' });
      return z.NEVER;
    }
    const secure = parsed.protocol === 'smtps:';
    return {
      host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: parsed.port === '' ? (secure ? 465 : 587) : Number(parsed.port),
      secure,
      user: parsed.username === '' ? undefined : decodeURIComponent(parsed.username),
      pass: parsed.password === '' ? undefined : decodeURIComponent(parsed.password),
    };
  })
  .optional();

const envSchema = z
  .object({
    HOST: z.string().default('127.0.0.1'),
    // 0 asks the OS for a free port; the bench and crash check rely on that.
    PORT: wholeNumber('PORT', 0, 65535).default(8787),
    CONTACT_DB_PATH: z
      .string()
      .optional()
      .transform((value) => (value === undefined ? DEFAULT_DB_PATH : path.resolve(value))),
    CONTACT_DB_BUSY_TIMEOUT_MS: wholeNumber('CONTACT_DB_BUSY_TIMEOUT_MS', 0, 5_000).default(250),
    CONTACT_ALLOWED_ORIGINS: origins('http://localhost:3000,http://127.0.0.1:3000'),
    ...sharedFields,
    CONTACT_RATE_LIMIT_MAX_CLIENTS: wholeNumber('CONTACT_RATE_LIMIT_MAX_CLIENTS', 100, 10_000_000).default(10_000),
    CONTACT_TRUST_PROXY: proxyHops,
    CONTACT_CLIENT_IP_HEADER: clientIpHeader,
    CONTACT_HEADERS_TIMEOUT_MS: wholeNumber('CONTACT_HEADERS_TIMEOUT_MS', 100, 600_000).default(10_000),
    CONTACT_REQUEST_TIMEOUT_MS: wholeNumber('CONTACT_REQUEST_TIMEOUT_MS', 100, 3_600_000).default(30_000),
    CONTACT_KEEP_ALIVE_TIMEOUT_MS: wholeNumber('CONTACT_KEEP_ALIVE_TIMEOUT_MS', 100, 600_000).default(5_000),
    CONTACT_MAX_CONNECTIONS: wholeNumber('CONTACT_MAX_CONNECTIONS', 1, 1_000_000).default(1_000),
    SMTP_URL: smtpUrl,
    SMTP_HOST: z.string().optional(),
    // The port's default depends on SMTP_SECURE, so it is filled in below.
    SMTP_PORT: wholeNumber('SMTP_PORT', 1, 65535).optional(),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    SMTP_SECURE: flag('SMTP_SECURE').optional(),
    CONTACT_OUTBOX_POLL_MS: wholeNumber('CONTACT_OUTBOX_POLL_MS', 1, 3_600_000).default(5_000),
    CONTACT_SHUTDOWN_TIMEOUT_MS: wholeNumber('CONTACT_SHUTDOWN_TIMEOUT_MS', 100, 600_000).default(10_000),
  })
  .transform((env, ctx): Config => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let smtp: SmtpConfig | null = env.SMTP_URL ?? null;
    if (smtp === null) {
      if (env.SMTP_HOST === undefined) {
        for (const key of ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_SECURE'] as const) {
          if (env[key] !== undefined)
            return fail(`${key} is set but SMTP_HOST is not; set SMTP_HOST (or SMTP_URL) to enable email.`);
        }
      } else {
        if ((env.SMTP_USER === undefined) !== (env.SMTP_PASS === undefined))
          return fail('SMTP_USER and SMTP_PASS must be set together.');
        const secure = env.SMTP_SECURE ?? false;
        smtp = {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT ?? (secure ? 465 : 587),
          secure,
          user: env.SMTP_USER,
          pass: env.SMTP_PASS,
        };
      }
    }
    if (smtp !== null) {
      if (env.CONTACT_MAIL_TO === undefined)
        return fail('CONTACT_MAIL_TO is required when SMTP is configured (where should messages go?).');
      if (env.CONTACT_MAIL_FROM === undefined)
        return fail('CONTACT_MAIL_FROM is required when SMTP is configured (an address your SMTP server may send as).');
    }
    if (env.CONTACT_CLIENT_IP_HEADER !== undefined && env.CONTACT_TRUST_PROXY > 0) {
      return fail(
        'Set CONTACT_CLIENT_IP_HEADER or CONTACT_TRUST_PROXY, not both: the first trusts a header the platform sets, the second the X-Forwarded-For chain.',
      );
    }
    if (env.CONTACT_HEADERS_TIMEOUT_MS > env.CONTACT_REQUEST_TIMEOUT_MS) {
      return fail(
        `CONTACT_HEADERS_TIMEOUT_MS (${env.CONTACT_HEADERS_TIMEOUT_MS}) must not be larger than CONTACT_REQUEST_TIMEOUT_MS (${env.CONTACT_REQUEST_TIMEOUT_MS}): the headers are part of the request.`,
      );
    }
    if (env.CONTACT_RETRY_MAX_MS < env.CONTACT_RETRY_BASE_MS) {
      return fail(
        `CONTACT_RETRY_MAX_MS (${env.CONTACT_RETRY_MAX_MS}) must not be smaller than CONTACT_RETRY_BASE_MS (${env.CONTACT_RETRY_BASE_MS}).`,
      );
    }
    return {
      host: env.HOST,
      port: env.PORT,
      dbPath: env.CONTACT_DB_PATH,
      dbBusyTimeoutMs: env.CONTACT_DB_BUSY_TIMEOUT_MS,
      allowedOrigins: env.CONTACT_ALLOWED_ORIGINS,
      rateLimit: env.CONTACT_RATE_LIMIT,
      rateWindowMs: env.CONTACT_RATE_WINDOW_MS,
      rateLimitMaxClients: env.CONTACT_RATE_LIMIT_MAX_CLIENTS,
      trustProxyHops: env.CONTACT_TRUST_PROXY,
      clientIpHeader: env.CONTACT_CLIENT_IP_HEADER ?? null,
      bodyLimitBytes: BODY_LIMIT_BYTES,
      headersTimeoutMs: env.CONTACT_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.CONTACT_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.CONTACT_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: env.CONTACT_MAX_CONNECTIONS,
      smtp,
      mailTo: env.CONTACT_MAIL_TO ?? null,
      mailFrom: env.CONTACT_MAIL_FROM ?? null,
      retryBaseMs: env.CONTACT_RETRY_BASE_MS,
      retryMaxMs: env.CONTACT_RETRY_MAX_MS,
      outboxPollMs: env.CONTACT_OUTBOX_POLL_MS,
      shutdownTimeoutMs: env.CONTACT_SHUTDOWN_TIMEOUT_MS,
      retentionDays: env.CONTACT_RETENTION_DAYS,
      dailyCap: env.CONTACT_DAILY_CAP,
      stats: statsSettings(env),
    };
  });

export function loadConfig(env: Env = process.env): Config {
  return parseSettings(envSchema, env);
}
