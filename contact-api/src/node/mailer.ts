import nodemailer from 'nodemailer';
import type { SmtpConfig } from './config.ts';
import type { Mailer } from '../core/mail.ts';

/** The Node service's mailer: SMTP through nodemailer. The notification itself is built in mail.ts. */

export { buildMail, type MailAddresses, type Mailer, type Notification } from '../core/mail.ts';

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
