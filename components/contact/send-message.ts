/** The four fields of a message, as the contact service takes them. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** What the visitor sees after a send attempt. */
export type SendResult = { ok: true } | { ok: false; message: string };

/** A request that has not answered by then counts as failed. */
export const SEND_TIMEOUT_MS = 15_000;

/** The spec's texts for each state. */
export const STATUS_TEXT = {
  sending: 'Sending...',
  sent: 'Message sent successfully!',
  unexpected: 'An unexpected error occurred.',
  serverError: (message: string) => `❌ Error: ${message}`,
} as const;

/**
 * Posts a message as JSON and reads the service's `{ success, message }` answer. A refusal with a message
 * becomes that message; a network failure, a timeout or an answer that is not the expected JSON becomes the
 * unexpected-error text, and the cause is logged for whoever debugs it.
 */
export async function sendMessage(
  endpoint: string,
  body: ContactMessage & { website: string },
  idempotencyKey: string,
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`No answer after ${SEND_TIMEOUT_MS / 1000} s`)),
    SEND_TIMEOUT_MS,
  );
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const answer: unknown = await response.json();
    if (!isAnswer(answer)) throw new Error(`Unexpected answer (HTTP ${response.status})`);
    if (answer.success) return { ok: true };
    return { ok: false, message: STATUS_TEXT.serverError(answer.message) };
  } catch (error) {
    console.error('Contact form: the message could not be sent.', error);
    return { ok: false, message: STATUS_TEXT.unexpected };
  } finally {
    clearTimeout(timer);
  }
}

function isAnswer(value: unknown): value is { success: boolean; message: string } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.success === 'boolean' && typeof record.message === 'string';
}
