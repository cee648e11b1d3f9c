import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where e2e/support/contact-stack.mjs keeps the inbox and the mails it received. */
const E2E_DIR = path.resolve('.cache/e2e');

/**
 * Where the sample build's form posts: /api/send on the site's own address, which scripts/serve.mjs hands to the
 * contact service (as the Cloudflare Worker answers it itself). Match requests by this path.
 */
export const CONTACT_PATH = '/api/send';
/** A route pattern for the form's request, whatever the site's address. */
export const CONTACT_ROUTE = `**${CONTACT_PATH}`;
/** The contact service's own address, which a build with another default posts to (the alternate content). */
export const CONTACT_HOST = 'localhost:8787';

export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'pending' | 'sent' | 'spam';
}

/** The inbox as the owner's `npm run inbox -- --json` prints it. */
export function readInbox(): InboxMessage[] {
  const output = execFileSync(process.execPath, ['contact-api/src/node/inbox-cli.ts', '--json', '--all'], {
    env: { ...process.env, CONTACT_DB_PATH: path.join(E2E_DIR, 'inbox.sqlite') },
    encoding: 'utf8',
  });
  return JSON.parse(output) as InboxMessage[];
}

export interface ReceivedMail {
  to: string[];
  headers: Record<string, string>;
  body: string;
}

/** Every mail the SMTP sink accepted so far, with unfolded headers and a decoded text body. */
export function readMails(): ReceivedMail[] {
  const dir = path.join(E2E_DIR, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((file) => {
    const { to, raw } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; raw: string };
    const split = raw.indexOf('\r\n\r\n');
    const headers: Record<string, string> = {};
    for (const line of raw
      .slice(0, split)
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let body = raw.slice(split + 4);
    const encoding = headers['content-transfer-encoding']?.toLowerCase();
    if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      body = Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    }
    return { to, headers, body: body.replace(/\r\n/g, '\n') };
  });
}

/** A subject no other test uses, to find this test's message among the others'. */
export function uniqueSubject(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
