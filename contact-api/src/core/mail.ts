import type { StoredMessage } from './inbox.ts';

/**
 * The owner's notification of a stored message, whichever way it is sent: SMTP on Node (node/mailer.ts), Cloudflare's
 * send_email binding or an HTTP mail API in the Worker (worker/mail.ts). No imports but types: the Worker bundles it.
 */

/** One notification, in the shape nodemailer takes (the Worker's mailers turn it into MIME or JSON themselves). */
export interface Notification {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  messageId: string;
  date: Date;
  text: string;
}

/** Sends one notification; resolves once the mail server (or the mail API) has accepted it. */
export interface Mailer {
  /** `signal` cuts a send short (the shutdown deadline): it then rejects and the socket is closed. */
  send(mail: Notification, signal?: AbortSignal): Promise<void>;
  close(): void;
}

export interface MailAddresses {
  to: string;
  from: string;
}

/**
 * Control characters (CR and LF above all) are what header injection is made of. nodemailer
 * already encodes them inside address names, but we flatten them ourselves as well so the
 * owner sees a clean one-line subject and name whatever the transport does.
 */
export function oneLine(value: string): string {
  return (
    value
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      // Bidi controls would let a subject or name read differently from what it says (see node/inbox-cli.ts).
      .replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g, '')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}

export function domainOf(address: string): string {
  const match = /@([^\s@<>]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

/** Builds the owner's notification: plain text only, Reply-To the visitor. */
export function buildMail(msg: StoredMessage, addresses: MailAddresses): Notification {
  const name = oneLine(msg.name);
  const subject = oneLine(msg.subject);
  const received = new Date(msg.createdAt).toISOString();
  return {
    from: addresses.from,
    to: addresses.to,
    // An address object, not a "Name <email>" string: nodemailer quotes and encodes the name,
    // so a visitor's comma, quote or angle bracket cannot turn into a second address.
    replyTo: { name, address: msg.email },
    subject: `[Portfolio] ${subject}`,
    // A stable Message-ID: if a crash ever makes us send the same message twice, mail clients
    // show it once (or at least thread the copies together).
    messageId: `<contact-${msg.id}-${msg.createdAt}@${domainOf(addresses.from)}>`,
    date: new Date(msg.createdAt),
    text: [
      'New message from the portfolio contact form.',
      '',
      `Name:     ${name}`,
      `Email:    ${msg.email}`,
      `Subject:  ${subject}`,
      `Received: ${received} (inbox #${msg.id})`,
      '',
      msg.message,
      '',
      '-- ',
      'Reply to this email to answer the visitor directly.',
    ].join('\n'),
  };
}
