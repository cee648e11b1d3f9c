import { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * The contact form schema. Every message is a sentence the form can show as is, naming the
 * field, because the visitor is a person and not an API client.
 */

export { LIMITS };

/** Limits count characters as a person does (code points), so an emoji is one character, not two. */
function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * Characters that show nothing: white space (Zs, Zl, Zp…), format characters (Cf: zero-width
 * space and joiners, the byte-order mark, bidi controls U+202A–202E and U+2066–2069, U+200E/F,
 * tags…), controls (Cc), the "default ignorable" code points (the Hangul fillers U+115F, U+1160,
 * U+3164, U+FFA0, variation selectors, U+034F…) and the blank Braille pattern U+2800, which fonts
 * draw as nothing. A field made only of these is blank to a person, so it counts as missing.
 */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Zs}\p{Zl}\p{Zp}\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

export function isBlank(value: string): boolean {
  return INVISIBLE_ONLY.test(value);
}

/** RFC 5321 4.5.3.1.1: the local part (before the @) is at most 64 octets. */
export const EMAIL_LOCAL_PART_MAX = 64;

function localPartFits(email: string): boolean {
  return Buffer.byteLength(email.slice(0, email.lastIndexOf('@')), 'utf8') <= EMAIL_LOCAL_PART_MAX;
}

function textField(label: string, missing: string, max: number) {
  return (
    z
      .string({
        // JSON null, numbers, arrays and objects are "wrong type"; only an absent key is "missing".
        error: (issue) => (issue.input === undefined ? missing : `${label} must be text.`),
      })
      .trim()
      // abort: report one problem per field, the first one a person would fix.
      .refine((value) => !isBlank(value), { error: missing, abort: true })
      .refine((value) => charCount(value) <= max, { error: `${label} must be at most ${max} characters.`, abort: true })
  );
}

const emailFormat = z.email();

export const contactSchema = z.object({
  name: textField('Name', 'Please enter your name.', LIMITS.name),
  email: textField('Email', 'Please enter your email address.', LIMITS.email)
    .refine((value) => emailFormat.safeParse(value).success, {
      error: 'Email must be a valid email address.',
      abort: true,
    })
    .refine(localPartFits, {
      error: `Email must be a valid email address: the part before the @ can be at most ${EMAIL_LOCAL_PART_MAX} characters.`,
    }),
  subject: textField('Subject', 'Please enter a subject.', LIMITS.subject),
  message: textField('Message', 'Please enter a message.', LIMITS.message),
  // The honeypot: hidden from people by the form, filled in by naive bots. Any type is accepted
  // so that a bot learns nothing from a 400; what counts is whether it holds something.
  website: z.unknown().optional(),
});

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The honeypot's content when it was filled in (then the message is spam), else null. */
  honeypot: string | null;
}

export type ValidationResult = { ok: true; value: ContactMessage } | { ok: false; message: string };

function honeypotValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value.trim() : JSON.stringify(value);
  // Kept (shortened) so the owner can see what the bot typed when looking through spam.
  return text === '' ? null : text.slice(0, 500);
}

/** Validates a parsed JSON body that is already known to be a plain object. */
export function validateContact(body: Record<string, unknown>): ValidationResult {
  const result = contactSchema.safeParse(body);
  if (!result.success) {
    // Issues come in field order (name, email, subject, message): report the first, like a form would.
    const first = result.error.issues[0];
    return { ok: false, message: first?.message ?? 'The form is not valid.' };
  }
  const { name, email, subject, message, website } = result.data;
  return { ok: true, value: { name, email, subject, message, honeypot: honeypotValue(website) } };
}

export const IDEMPOTENCY_KEY_MAX = 200;

/** Returns an error sentence for a bad Idempotency-Key header, or null when it is fine or absent. */
export function checkIdempotencyKey(key: string | undefined): string | null {
  if (key === undefined) return null;
  if (key.trim() === '') return 'Idempotency-Key must not be empty.';
  if (key.length > IDEMPOTENCY_KEY_MAX) return `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters.`;
  if (!/^[\x21-\x7e]+$/.test(key)) return 'Idempotency-Key may only contain visible ASCII characters (no spaces).';
  return null;
}
