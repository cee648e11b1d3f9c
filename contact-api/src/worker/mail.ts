import type { Mailer, Notification } from '../core/mail.ts';

/**
 * The Worker's two ways to mail the owner a notification (built by mail.ts, as on Node):
 * - Cloudflare's `send_email` binding (Email Routing): free, to the owner's own verified address. It takes a raw
 *   RFC 5322 message, written here.
 * - an HTTP mail API, Resend, called with fetch (its key a Worker secret), for an owner who prefers one.
 * Either way a failure throws, and the outbox records it and retries from the Cron Trigger.
 */

/** What the `send_email` binding offers (workers-types' SendEmail, reduced to the call made here). */
export interface SendEmailBinding {
  send(message: unknown): Promise<unknown>;
}

/** `new EmailMessage(from, to, raw)` from `cloudflare:email`, passed in so this file also loads outside workerd. */
export type EmailMessageConstructor = new (from: string, to: string, raw: string) => unknown;

const CRLF = '\r\n';
const UTF8 = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * RFC 2047 encoded words (UTF-8, base64) for text that is not plain printable ASCII, each at most 75 characters,
 * split between whole characters. Base64 holds nothing a header could be broken with (no CR, LF, quote or comma).
 */
export function encodedWords(text: string): string {
  const words: string[] = [];
  let chunk: number[] = [];
  for (const char of text) {
    const bytes = UTF8.encode(char);
    if (chunk.length + bytes.length > 45) {
      words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`);
      chunk = [];
    }
    chunk.push(...bytes);
  }
  if (chunk.length > 0) words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`);
  return words.join(`${CRLF} `);
}

const PRINTABLE = /^[\x20-\x7e]*$/;

/** A header's free text: as it is when it is printable ASCII, else encoded words. */
function headerText(text: string): string {
  return PRINTABLE.test(text) ? text : encodedWords(text);
}

/** `owner@example.com` or `Name <owner@example.com>` (CONTACT_MAIL_FROM, CONTACT_MAIL_TO) split in two. */
export function parseMailbox(value: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  return match ? { name: match[1] ?? '', address: match[2] ?? '' } : { name: '', address: value.trim() };
}

/** A mailbox for a header. The name is always encoded, so a visitor's quote, comma or bracket stays in the name. */
function mailboxHeader({ name, address }: { name: string; address: string }): string {
  return name === '' ? address : `${encodedWords(name)} <${address}>`;
}

/** The notification as a plain-text RFC 5322 message: UTF-8, base64 body in lines of 76. */
export function toMime(mail: Notification): string {
  const body = base64(UTF8.encode(mail.text.replace(/\r?\n/g, CRLF)))
    .match(/.{1,76}/g)
    ?.join(CRLF);
  return [
    `From: ${mailboxHeader(parseMailbox(mail.from))}`,
    `To: ${mailboxHeader(parseMailbox(mail.to))}`,
    `Reply-To: ${mailboxHeader(mail.replyTo)}`,
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${mail.date.toUTCString().replace(/GMT$/, '+0000')}`,
    `Message-ID: ${mail.messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body ?? '',
    '',
  ].join(CRLF);
}

/** Mails through Email Routing's `send_email` binding; the owner's address must be verified there. */
export function sendEmailMailer(binding: SendEmailBinding, EmailMessage: EmailMessageConstructor): Mailer {
  return {
    async send(mail) {
      const from = parseMailbox(mail.from).address;
      const to = parseMailbox(mail.to).address;
      await binding.send(new EmailMessage(from, to, toMime(mail)));
    },
    close() {},
  };
}

/** Resend's endpoint for one email. */
export const RESEND_URL = 'https://api.resend.com/emails';

/**
 * Mails through Resend's HTTP API. The Idempotency-Key (the message's own id) keeps a retry after a lost answer from
 * mailing the owner twice.
 */
export function resendMailer(apiKey: string, fetcher: typeof fetch = fetch): Mailer {
  return {
    // No abort signal: a Worker has no shutdown to cut a send short for, and a signal made while one request ran
    // cannot be used by another (workerd's rule for I/O objects).
    async send(mail) {
      const response = await fetcher(RESEND_URL, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': mail.messageId.replace(/[<>]/g, ''),
        },
        body: JSON.stringify({
          from: mail.from,
          to: [mail.to],
          reply_to: mail.replyTo.address,
          subject: mail.subject,
          text: mail.text,
          headers: { 'Message-ID': mail.messageId },
        }),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      // Resend explains a refusal in JSON `{ message }`; the key is never part of it.
      const detail = await response.text();
      let message = detail;
      try {
        const parsed: unknown = JSON.parse(detail);
        if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string')
          message = parsed.message;
      } catch {
        // Not JSON: the text as it came.
      }
      throw new Error(`Resend answered ${response.status}: ${message.slice(0, 200)}`);
    },
    close() {},
  };
}
