import { z } from 'zod';

/**
 * The parts of the service's settings that do not depend on where it runs: the environment variables the Node
 * service (node/config.ts) and the Cloudflare Worker (worker/config.ts) read alike, with the same names, rules and
 * messages. No Node imports: the Worker bundles this file.
 */

/** The body cap, 16 KiB: far above a 5000-character message, far below anything abusive. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

/** A whole number in [min, max]; the messages quote what was given so the typo is easy to find. */
export function wholeNumber(key: string, min: number, max: number) {
  const range = (issue: { input?: unknown }) => `${key} must be between ${min} and ${max}, got ${String(issue.input)}.`;
  return z
    .string()
    .regex(/^\d+$/, { error: (issue) => `${key} must be a whole number, got "${String(issue.input)}".` })
    .transform(Number)
    .pipe(z.number().min(min, { error: range }).max(max, { error: range }));
}

export const TRUE = ['1', 'true', 'yes', 'on'];
export const FALSE = ['0', 'false', 'no', 'off'];

export function flag(key: string) {
  return z.string().transform((raw, ctx) => {
    const lower = raw.toLowerCase();
    if (TRUE.includes(lower)) return true;
    if (FALSE.includes(lower)) return false;
    ctx.addIssue({ code: 'custom', message: `${key} must be 1 or 0 (true or false), got "${raw}".` });
    return z.NEVER;
  });
}

/**
 * CONTACT_ALLOWED_ORIGINS: the pages (scheme://host[:port]) that may post to the service from another origin,
 * comma-separated; `fallback` when unset.
 */
export function origins(fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((raw, ctx) => {
      const list = raw
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      for (const origin of list) {
        // Browsers send the origin as scheme://host[:port] with no path or trailing slash;
        // anything else in the list could never match and is almost certainly a mistake.
        let parsed: URL;
        try {
          parsed = new URL(origin);
        } catch {
          ctx.addIssue({
            code: 'custom',
            message: `CONTACT_ALLOWED_ORIGINS has an entry that is not a URL: "${origin}".`,
          });
          continue;
        }
        if (parsed.origin !== origin) {
          ctx.addIssue({
            code: 'custom',
            message: `CONTACT_ALLOWED_ORIGINS entries must be bare origins like https://example.com (no path or trailing slash), got "${origin}"; did you mean "${parsed.origin}"?`,
          });
        }
      }
      return list;
    });
}

/** The owner's own addresses: a loose check that only has to catch obvious typos. */
export function mailAddress(key: string) {
  return z
    .string()
    .refine((value) => /^[^\s@<>]+@[^\s@<>]+$/.test(value) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/.test(value), {
      error: (issue) =>
        `${key} must be an email address like owner@example.com or "Name <owner@example.com>", got "${String(issue.input)}".`,
    })
    .optional();
}

/** Empty strings count as unset, so `FOO=` in a unit file or .env behaves like no FOO at all. */
export function withoutBlanks(env: Env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed !== undefined && trimmed !== '') out[key] = trimmed;
  }
  return out;
}

/** The variables both runtimes read, with the same defaults: the limits, the owner's addresses, the retries. */
export const sharedFields = {
  CONTACT_RATE_LIMIT: wholeNumber('CONTACT_RATE_LIMIT', 1, 1_000_000_000).default(5),
  CONTACT_RATE_WINDOW_MS: wholeNumber('CONTACT_RATE_WINDOW_MS', 1, 86_400_000).default(60_000),
  CONTACT_MAIL_TO: mailAddress('CONTACT_MAIL_TO'),
  CONTACT_MAIL_FROM: mailAddress('CONTACT_MAIL_FROM'),
  CONTACT_RETRY_BASE_MS: wholeNumber('CONTACT_RETRY_BASE_MS', 1, 3_600_000).default(5_000),
  CONTACT_RETRY_MAX_MS: wholeNumber('CONTACT_RETRY_MAX_MS', 1, 86_400_000).default(600_000),
  // 0 or unset: off. Off by default: deleting the owner's messages must be their decision.
  CONTACT_RETENTION_DAYS: wholeNumber('CONTACT_RETENTION_DAYS', 0, 36_500)
    .default(0)
    .transform((days) => (days === 0 ? null : days)),
  // 0: no cap.
  CONTACT_DAILY_CAP: wholeNumber('CONTACT_DAILY_CAP', 0, 1_000_000)
    .default(500)
    .transform((cap) => (cap === 0 ? null : cap)),
  // The statistics (stats/): beacons per address per CONTACT_RATE_WINDOW_MS, events stored per day, days raw events
  // are kept (daily totals are kept for good), and whose GitHub sign-in may read them.
  STATS_RATE_LIMIT: wholeNumber('STATS_RATE_LIMIT', 1, 1_000_000_000).default(120),
  STATS_DAILY_CAP: wholeNumber('STATS_DAILY_CAP', 0, 100_000_000)
    .default(20_000)
    .transform((cap) => (cap === 0 ? null : cap)),
  STATS_RETENTION_DAYS: wholeNumber('STATS_RETENTION_DAYS', 1, 36_500).default(90),
  // On by default: the owner already gets the contact mail, so the week's summary goes where she reads it.
  STATS_WEEKLY_MAIL: flag('STATS_WEEKLY_MAIL').optional(),
  STATS_GITHUB_REPO: githubRepo('STATS_GITHUB_REPO'),
  CMS_GITHUB_REPO: githubRepo('CMS_GITHUB_REPO'),
  GITHUB_API_URL: z
    .string()
    .refine((value) => /^https?:\/\/[^/]/.test(value), {
      error: (issue) => `GITHUB_API_URL must be an http(s) URL, got "${String(issue.input)}".`,
    })
    .default('https://api.github.com'),
};

/** A GitHub repository as owner/name. */
function githubRepo(key: string) {
  return z
    .string()
    .regex(/^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/, {
      error: (issue) => `${key} must be owner/repository, got "${String(issue.input)}".`,
    })
    .optional();
}

/** The statistics' settings, as both runtimes read them. */
export interface StatsSettings {
  rateLimit: number;
  dailyCap: number | null;
  retentionDays: number;
  /** The repository whose pushers may read the statistics (STATS_GITHUB_REPO, else the editor's CMS_GITHUB_REPO). */
  repo: string | null;
  githubApiUrl: string;
  /** Mail the owner the week before each Monday (when mail is set up). */
  weeklyMail: boolean;
}

export function statsSettings(env: {
  STATS_RATE_LIMIT: number;
  STATS_DAILY_CAP: number | null;
  STATS_RETENTION_DAYS: number;
  STATS_GITHUB_REPO?: string | undefined;
  CMS_GITHUB_REPO?: string | undefined;
  GITHUB_API_URL: string;
  STATS_WEEKLY_MAIL?: boolean | undefined;
}): StatsSettings {
  return {
    rateLimit: env.STATS_RATE_LIMIT,
    dailyCap: env.STATS_DAILY_CAP,
    retentionDays: env.STATS_RETENTION_DAYS,
    repo: env.STATS_GITHUB_REPO ?? env.CMS_GITHUB_REPO ?? null,
    githubApiUrl: env.GITHUB_API_URL.replace(/\/+$/, ''),
    weeklyMail: env.STATS_WEEKLY_MAIL ?? true,
  };
}

/** Parses `env` with `schema`; every bad variable is reported at once, one sentence each, in the schema's order. */
export function parseSettings<T>(schema: z.ZodType<T>, env: Env): T {
  const result = schema.safeParse(withoutBlanks(env));
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => issue.message).join(' '));
}
