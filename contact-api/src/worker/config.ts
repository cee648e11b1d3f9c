import { z } from 'zod';
import type { ServiceConfig } from '../core/service.ts';
import { BODY_LIMIT_BYTES, origins, parseSettings, sharedFields, statsSettings, type Env } from '../core/settings.ts';

/**
 * The Worker's settings, from its vars and secrets (wrangler.jsonc, `wrangler secret put`), read with the Node
 * service's own rules and messages (settings.ts) where the two share a variable. What differs:
 * - the page may post from the Worker's own address (same origin); CONTACT_ALLOWED_ORIGINS adds others (a site on
 *   GitHub Pages that posts here), none by default;
 * - the visitor's address is the one Cloudflare's edge reports (Hono's getConnInfo for Workers), not a setting;
 * - mail goes through the `send_email` binding or Resend (CONTACT_MAILER), not SMTP.
 */

export const MAILERS = ['send_email', 'resend', 'none'] as const;
export type MailerKind = (typeof MAILERS)[number];

export interface WorkerConfig extends ServiceConfig {
  mailer: MailerKind;
  resendApiKey: string | null;
  dailyCap: number | null;
}

const schema = z
  .object({
    CONTACT_ALLOWED_ORIGINS: origins(''),
    ...sharedFields,
    CONTACT_MAILER: z
      .enum(MAILERS, {
        error: (issue) => `CONTACT_MAILER must be send_email, resend or none, got "${String(issue.input)}".`,
      })
      .optional(),
    RESEND_API_KEY: z.string().optional(),
  })
  .transform((env, ctx): WorkerConfig => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    // Unset: Resend when its key is there, else the send_email binding when there is an address to mail, else none.
    const mailer: MailerKind =
      env.CONTACT_MAILER ??
      (env.CONTACT_MAIL_TO === undefined ? 'none' : env.RESEND_API_KEY !== undefined ? 'resend' : 'send_email');
    if (mailer !== 'none') {
      if (env.CONTACT_MAIL_TO === undefined)
        return fail(`CONTACT_MAIL_TO is required when CONTACT_MAILER is ${mailer} (where should messages go?).`);
      if (env.CONTACT_MAIL_FROM === undefined)
        return fail(
          `CONTACT_MAIL_FROM is required when CONTACT_MAILER is ${mailer} (an address on your domain the mail is sent from).`,
        );
    }
    if (mailer === 'resend' && env.RESEND_API_KEY === undefined)
      return fail('RESEND_API_KEY is required when CONTACT_MAILER is resend: wrangler secret put RESEND_API_KEY');
    if (env.CONTACT_RETRY_MAX_MS < env.CONTACT_RETRY_BASE_MS)
      return fail(
        `CONTACT_RETRY_MAX_MS (${env.CONTACT_RETRY_MAX_MS}) must not be smaller than CONTACT_RETRY_BASE_MS (${env.CONTACT_RETRY_BASE_MS}).`,
      );
    return {
      allowedOrigins: env.CONTACT_ALLOWED_ORIGINS,
      allowSameOrigin: true,
      rateLimit: env.CONTACT_RATE_LIMIT,
      rateWindowMs: env.CONTACT_RATE_WINDOW_MS,
      // The count lives in D1 (d1-rate-limit.ts), which has no such cap to keep.
      rateLimitMaxClients: Number.MAX_SAFE_INTEGER,
      // The edge's own header (CF-Connecting-IP, which a visitor cannot choose) comes as the connection's address.
      trustProxyHops: 0,
      clientIpHeader: null,
      bodyLimitBytes: BODY_LIMIT_BYTES,
      mailer,
      mailTo: env.CONTACT_MAIL_TO ?? null,
      mailFrom: env.CONTACT_MAIL_FROM ?? null,
      resendApiKey: env.RESEND_API_KEY ?? null,
      retryBaseMs: env.CONTACT_RETRY_BASE_MS,
      retryMaxMs: env.CONTACT_RETRY_MAX_MS,
      retentionDays: env.CONTACT_RETENTION_DAYS,
      dailyCap: env.CONTACT_DAILY_CAP,
      stats: statsSettings(env),
    };
  });

/** The settings from the Worker's env (only its string values: vars and secrets); throws ConfigError. */
export function loadWorkerConfig(env: Record<string, unknown>): WorkerConfig {
  const strings: Env = {};
  for (const [key, value] of Object.entries(env)) if (typeof value === 'string') strings[key] = value;
  return parseSettings(schema, strings);
}
