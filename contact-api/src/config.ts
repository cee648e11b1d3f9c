import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reads every setting of the service from environment variables, once, at start-up.
 *
 * Bad values stop the service with a message naming the variable: a typo in
 * CONTACT_RATE_LIMIT must not silently turn the rate limit off, and a half-configured
 * SMTP must not silently drop notifications.
 */

/** The package folder (contact-api/), so the default database path does not depend on the cwd. */
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_DB_PATH = path.join(PACKAGE_DIR, 'data', 'inbox.sqlite');

/** The issue fixes the body cap at 16 KiB: far above a 5000-character message, far below anything abusive. */
export const BODY_LIMIT_BYTES = 16 * 1024;

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
  allowedOrigins: string[];
  rateLimit: number;
  rateWindowMs: number;
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** null when SMTP is not configured: messages then wait in the inbox as `pending`. */
  smtp: SmtpConfig | null;
  mailTo: string | null;
  mailFrom: string | null;
  retryBaseMs: number;
  retryMaxMs: number;
  outboxPollMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Empty strings count as unset, so `FOO=` in a unit file or .env behaves like no FOO at all. */
function read(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readInt(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = read(env, key);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) {
    throw new ConfigError(`${key} must be a whole number, got "${raw}".`);
  }
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(`${key} must be between ${min} and ${max}, got ${value}.`);
  }
  return value;
}

function readBool(env: Env, key: string, fallback: boolean): boolean {
  const raw = read(env, key);
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  throw new ConfigError(`${key} must be 1 or 0 (true or false), got "${raw}".`);
}

function readOrigins(env: Env): string[] {
  const raw = read(env, 'CONTACT_ALLOWED_ORIGINS') ?? 'http://localhost:3000,http://127.0.0.1:3000';
  const origins = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  for (const origin of origins) {
    // Browsers send the origin as scheme://host[:port] with no path or trailing slash;
    // anything else in the list could never match and is almost certainly a mistake.
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new ConfigError(`CONTACT_ALLOWED_ORIGINS has an entry that is not a URL: "${origin}".`);
    }
    if (parsed.origin !== origin) {
      throw new ConfigError(
        `CONTACT_ALLOWED_ORIGINS entries must be bare origins like https://example.com (no path or trailing slash), got "${origin}"; did you mean "${parsed.origin}"?`,
      );
    }
  }
  return origins;
}

function readSmtp(env: Env): SmtpConfig | null {
  const url = read(env, 'SMTP_URL');
  if (url !== undefined) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      // Never echo the URL: it usually carries the SMTP password.
      throw new ConfigError('SMTP_URL is not a valid URL (expected smtp://user:pass@host:587 or smtps://…:465).');
    }
    if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
      throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${parsed.protocol}//".`);
    }
    if (parsed.hostname === '') throw new ConfigError('SMTP_URL has no host name.');
    const secure = parsed.protocol === 'smtps:';
    const port = parsed.port === '' ? (secure ? 465 : 587) : Number(parsed.port);
    return {
      host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
      port,
      secure,
      user: parsed.username === '' ? undefined : decodeURIComponent(parsed.username),
      pass: parsed.password === '' ? undefined : decodeURIComponent(parsed.password),
    };
  }
  const host = read(env, 'SMTP_HOST');
  if (host === undefined) {
    for (const key of ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_SECURE']) {
      if (read(env, key) !== undefined) {
        throw new ConfigError(`${key} is set but SMTP_HOST is not; set SMTP_HOST (or SMTP_URL) to enable email.`);
      }
    }
    return null;
  }
  const secure = readBool(env, 'SMTP_SECURE', false);
  const user = read(env, 'SMTP_USER');
  const pass = read(env, 'SMTP_PASS');
  if ((user === undefined) !== (pass === undefined)) {
    throw new ConfigError('SMTP_USER and SMTP_PASS must be set together.');
  }
  return { host, port: readInt(env, 'SMTP_PORT', secure ? 465 : 587, 1, 65535), secure, user, pass };
}

function readAddress(env: Env, key: string): string | null {
  const value = read(env, key);
  if (value === undefined) return null;
  // A loose check: the address is ours, not a visitor's, so it only has to catch obvious typos.
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(value) && !/^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/.test(value)) {
    throw new ConfigError(
      `${key} must be an email address like owner@example.com or "Name <owner@example.com>", got "${value}".`,
    );
  }
  return value;
}

export function loadConfig(env: Env = process.env): Config {
  const smtp = readSmtp(env);
  const mailTo = readAddress(env, 'CONTACT_MAIL_TO');
  const mailFrom = readAddress(env, 'CONTACT_MAIL_FROM');
  if (smtp !== null) {
    if (mailTo === null)
      throw new ConfigError('CONTACT_MAIL_TO is required when SMTP is configured (where should messages go?).');
    if (mailFrom === null)
      throw new ConfigError(
        'CONTACT_MAIL_FROM is required when SMTP is configured (an address your SMTP server may send as).',
      );
  }
  const dbPathRaw = read(env, 'CONTACT_DB_PATH');
  const retryBaseMs = readInt(env, 'CONTACT_RETRY_BASE_MS', 5_000, 1, 3_600_000);
  const retryMaxMs = readInt(env, 'CONTACT_RETRY_MAX_MS', 600_000, 1, 86_400_000);
  if (retryMaxMs < retryBaseMs) {
    throw new ConfigError(
      `CONTACT_RETRY_MAX_MS (${retryMaxMs}) must not be smaller than CONTACT_RETRY_BASE_MS (${retryBaseMs}).`,
    );
  }
  return {
    host: read(env, 'HOST') ?? '127.0.0.1',
    // 0 asks the OS for a free port; the bench and crash check rely on that.
    port: readInt(env, 'PORT', 8787, 0, 65535),
    dbPath: dbPathRaw === undefined ? DEFAULT_DB_PATH : path.resolve(dbPathRaw),
    allowedOrigins: readOrigins(env),
    rateLimit: readInt(env, 'CONTACT_RATE_LIMIT', 5, 1, 1_000_000_000),
    rateWindowMs: readInt(env, 'CONTACT_RATE_WINDOW_MS', 60_000, 1, 86_400_000),
    trustProxy: readBool(env, 'CONTACT_TRUST_PROXY', false),
    bodyLimitBytes: BODY_LIMIT_BYTES,
    smtp,
    mailTo,
    mailFrom,
    retryBaseMs,
    retryMaxMs,
    outboxPollMs: readInt(env, 'CONTACT_OUTBOX_POLL_MS', 5_000, 1, 3_600_000),
  };
}
