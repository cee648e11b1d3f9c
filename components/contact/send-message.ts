import type { Locale } from '@/lib/i18n/locales';

/** The four fields of a message, as the contact service takes them. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * What the visitor sees after a send attempt. A failure is `fixable` when the service refused what was typed
 * (a validation answer with its reason): editing the form is the way on. Any other failure (no answer, a
 * timeout, a refusal for another reason, a server error) may last, so the page also offers other ways to write.
 */
export type SendResult = { ok: true } | { ok: false; message: string; fixable: boolean };

/** The answers that mean "what you typed is not acceptable": bad field values, a message that is too large. */
const VALIDATION_STATUSES = new Set([400, 413, 422]);

/** A request that has not answered by then counts as failed. */
export const SEND_TIMEOUT_MS = 15_000;

/** The words the form shows in each state (the service's messages are shown as they come). */
export const STATUS_TEXT = {
  sending: 'Sending...',
  sent: 'Message sent successfully!',
  unexpected: 'An unexpected error occurred.',
  serverError: (message: string) => `❌ Error: ${message}`,
} as const;

/**
 * Posts a message as JSON and reads the service's `{ success, message }` answer. Only a 2xx answer with
 * `success: true` counts as sent. A failure that carries a message (`{ success: false, message }`, or any error
 * answer with a `message`, e.g. a 503 "try again in a minute") shows that message; a network failure, a
 * timeout or an answer without one becomes the unexpected-error text, and the cause is logged for whoever
 * debugs it.
 *
 * The service answers in the language the request's Accept-Language asks for (English or Brazilian Portuguese),
 * so it is set to the page's language: the browser's own would be wrong for a visitor reading the other one.
 */
export async function sendMessage(
  endpoint: string,
  body: ContactMessage & { website: string },
  idempotencyKey: string,
  /** The page's language: the service's answer, shown inside the failure texts, comes in it. */
  locale: Locale,
  /** The failure texts in the page's language. */
  text: { unexpected: string; serverError: (message: string) => string } = STATUS_TEXT,
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`No answer after ${SEND_TIMEOUT_MS / 1000} s`)),
    SEND_TIMEOUT_MS,
  );
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      // Accept-Language is CORS-safelisted for a tag like `pt-BR`: it adds nothing to the preflight.
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey, 'Accept-Language': locale },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const answer = await readAnswer(response);
    const ok = response.status >= 200 && response.status < 300;
    if (ok && answer?.success === true) return { ok: true };
    if (answer?.message && answer.success !== true) {
      // A 2xx `success: false` is how the contact service refuses a field: the visitor can fix it too.
      const fixable = ok || VALIDATION_STATUSES.has(response.status);
      return { ok: false, message: text.serverError(answer.message), fixable };
    }
    throw new Error(`Unexpected answer (HTTP ${response.status})`);
  } catch (error) {
    console.error('Contact form: the message could not be sent.', error);
    return { ok: false, message: text.unexpected, fixable: false };
  } finally {
    clearTimeout(timer);
  }
}

/** The answer's `success` and `message`, when the body is JSON that has them; null when it is not JSON. */
async function readAnswer(response: Pick<Response, 'json'>): Promise<{ success?: boolean; message?: string } | null> {
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    return null; // an HTML error page from a proxy, an empty body
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  return {
    success: typeof record.success === 'boolean' ? record.success : undefined,
    message: typeof record.message === 'string' && record.message.trim() !== '' ? record.message : undefined,
  };
}
