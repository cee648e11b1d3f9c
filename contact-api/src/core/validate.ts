import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { MESSAGES, type Catalogue, type Field, type Language } from './messages.ts';

/**
 * The contact form schema. Every message is a sentence the form can show as is, naming the
 * field, because the visitor is a person and not an API client; it is in the request's language
 * (messages.ts).
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

const UTF8 = new TextEncoder();

function localPartFits(email: string): boolean {
  return UTF8.encode(email.slice(0, email.lastIndexOf('@'))).length <= EMAIL_LOCAL_PART_MAX;
}

function textField(words: Catalogue, field: Field) {
  const label = words.fields[field];
  const missing = words.missing[field];
  const max = LIMITS[field];
  return (
    z
      .string({
        // JSON null, numbers, arrays and objects are "wrong type"; only an absent key is "missing".
        error: (issue) => (issue.input === undefined ? missing : words.notText(label)),
      })
      .trim()
      // abort: report one problem per field, the first one a person would fix.
      .refine((value) => !isBlank(value), { error: missing, abort: true })
      .refine((value) => charCount(value) <= max, { error: words.tooLong(label, max), abort: true })
  );
}

const emailFormat = z.email();

/** The schema with its sentences in one language. */
function contactSchemaIn(words: Catalogue) {
  return z.object({
    name: textField(words, 'name'),
    email: textField(words, 'email')
      .refine((value) => emailFormat.safeParse(value).success, { error: words.emailInvalid, abort: true })
      .refine(localPartFits, { error: words.emailLocalPartTooLong(EMAIL_LOCAL_PART_MAX) }),
    subject: textField(words, 'subject'),
    message: textField(words, 'message'),
    // The honeypot: hidden from people by the form, filled in by naive bots. Any type is accepted
    // so that a bot learns nothing from a 400; what counts is whether it holds something.
    website: z.unknown().optional(),
  });
}

/** One schema per language, built once: the same rules, the sentences of each language. */
export const contactSchemas: Readonly<Record<Language, ReturnType<typeof contactSchemaIn>>> = {
  en: contactSchemaIn(MESSAGES.en),
  'pt-BR': contactSchemaIn(MESSAGES['pt-BR']),
};

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

/** Validates a parsed JSON body that is already known to be a plain object; a refusal is in `language`. */
export function validateContact(body: Record<string, unknown>, language: Language): ValidationResult {
  const result = contactSchemas[language].safeParse(body);
  if (!result.success) {
    // Issues come in field order (name, email, subject, message): report the first, like a form would.
    const first = result.error.issues[0];
    return { ok: false, message: first?.message ?? MESSAGES[language].formInvalid };
  }
  const { name, email, subject, message, website } = result.data;
  return { ok: true, value: { name, email, subject, message, honeypot: honeypotValue(website) } };
}

export const IDEMPOTENCY_KEY_MAX = 200;

/** Returns an error sentence (in `language`) for a bad Idempotency-Key header, or null when it is fine or absent. */
export function checkIdempotencyKey(key: string | undefined, language: Language): string | null {
  const words = MESSAGES[language];
  if (key === undefined) return null;
  if (key.trim() === '') return words.idempotencyKeyEmpty;
  if (key.length > IDEMPOTENCY_KEY_MAX) return words.idempotencyKeyTooLong(IDEMPOTENCY_KEY_MAX);
  if (!/^[\x21-\x7e]+$/.test(key)) return words.idempotencyKeyNotAscii;
  return null;
}
