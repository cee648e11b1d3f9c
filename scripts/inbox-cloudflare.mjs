#!/usr/bin/env node
/**
 * `npm run inbox:cloudflare [-- --remote]`: the messages the Worker stored in D1, newest first, one JSON object a
 * line: name, email, subject, message, time (ISO 8601), status (pending: not mailed yet; sent; spam: the honeypot
 * was filled in, never mailed), attempts and the last mail error. Without --remote it reads the local preview's
 * database (`npm run preview:cloudflare`, PREVIEW_STATE); with it, the deployed one (needs `npx wrangler login`).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATABASE, LOCAL_STATE, ROOT, wrangler } from './cloudflare.mjs';

let remote;
try {
  ({
    values: { remote },
  } = parseArgs({ options: { remote: { type: 'boolean', default: false } } }));
} catch (error) {
  console.error(`inbox:cloudflare: ${error.message} (known: --remote)`);
  process.exit(2);
}
const where = remote
  ? ['--remote']
  : ['--local', '--persist-to', path.resolve(ROOT, process.env.PREVIEW_STATE || LOCAL_STATE)];

const query =
  'SELECT id, created_at, name, email, subject, message, status, attempts, last_error, sent_at ' +
  'FROM messages ORDER BY created_at DESC, id DESC';
const { status, stdout } = wrangler(['d1', 'execute', DATABASE, ...where, '--json', '--command', query], {
  capture: true,
});
if (status !== 0) {
  console.error(
    remote
      ? 'inbox:cloudflare: could not read the deployed inbox. Sign in first (npx wrangler login) and deploy once (npm run deploy).'
      : 'inbox:cloudflare: could not read the local inbox. Run the preview once first: npm run preview:cloudflare',
  );
  process.exit(status);
}

let results;
try {
  results = JSON.parse(stdout)[0]?.results ?? [];
} catch {
  console.error(`inbox:cloudflare: wrangler answered something that is not JSON:\n${stdout}`);
  process.exit(1);
}
for (const row of results) {
  const line = {
    id: row.id,
    time: new Date(row.created_at).toISOString(),
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    attempts: row.attempts,
    ...(row.sent_at === null ? {} : { sentAt: new Date(row.sent_at).toISOString() }),
    ...(row.last_error === null ? {} : { lastError: row.last_error }),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
