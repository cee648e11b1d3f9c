import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { SmtpConfig } from './config.ts';
import type { StoredMessage } from './store.ts';

/** Sends one notification; resolves once the SMTP server has accepted it. */
export interface Mailer {
  /** `signal` cuts a send short (the shutdown deadline): it then rejects and the socket is closed. */
  send(mail: Mail.Options, signal?: AbortSignal): Promise<void>;
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
function oneLine(value: string): string {
  return (
    value
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      // Bidi controls would let a subject or name read differently from what it says (see inbox-cli.ts).
      .replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g, '')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}

function domainOf(address: string): string {
  const match = /@([^\s@<>]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

/** Builds the owner's notification: plain text only, Reply-To the visitor. */
export function buildMail(msg: StoredMessage, addresses: MailAddresses): Mail.Options {
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

export function createSmtpMailer(smtp: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user === undefined ? undefined : { user: smtp.user, pass: smtp.pass },
    // Bounded waits: a hung SMTP server must turn into a retry, not a stuck worker. They are
    // well under the outbox lease, so a lease never expires while a send is still in flight.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail, signal) {
      await transport.sendMail(signal === undefined ? mail : { ...mail, signal });
    },
    close() {
      transport.close();
    },
  };
}
