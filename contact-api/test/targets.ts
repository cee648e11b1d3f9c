import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { fromRow, type Row, type StoredMessage } from '../src/core/inbox.ts';
import type { LogEntry } from '../src/core/log.ts';
import { startService, type RunningService } from '../src/node/service.ts';
import { RESEND_URL } from '../src/worker/mail.ts';
import { removeDb, SmtpSink, smtpEnv, testConfig, parseMail } from './helpers.ts';
import { bundleWorker, migrate, wranglerSettings } from './workerd.ts';

/**
 * One behaviour suite, two runtimes. A test asks for a running contact service by its settings (the environment
 * variables both read) and talks to it over HTTP; `runtime` says which one answers:
 * - `node`: the service as self-hosted (src/node/service.ts): @hono/node-server, SQLite, SMTP (to a local SMTP sink);
 * - `workerd`: the Cloudflare Worker (src/worker/index.ts) in workerd through miniflare: D1, the rate limit in
 *   D1, mail through Resend's API (answered by a stand-in inside the test, as Cloudflare's outbound fetch).
 * What a test checks afterwards (the stored messages, the mails) it reads through the same interface.
 */

export const RUNTIMES = ['node', 'workerd'] as const;
export type Runtime = (typeof RUNTIMES)[number];

/** A mail as the owner receives it, whichever way it was sent. */
export interface OwnerMail {
  to: string;
  subject: string;
  replyTo: string;
  text: string;
}

export interface Target {
  runtime: Runtime;
  /** The service's origin (scheme://host:port). */
  url: string;
  /** A request to the service (`path` from its root). */
  fetch(path: string, init?: RequestInit & { duplex?: 'half' }): Promise<Response>;
  /** Every stored message, newest first. */
  messages(): Promise<StoredMessage[]>;
  /** Mails the owner has received so far. */
  mails(): OwnerMail[];
  /** Makes the mail service refuse (true) or accept (false) what comes next. */
  setMailDown(down: boolean): Promise<void>;
  /** Makes every waiting message due now, as if its back-off had passed. */
  dueNow(): Promise<void>;
  /** Runs delivery once, as the Node worker's poll or the Worker's Cron Trigger does. */
  deliver(): Promise<void>;
  /** Log entries the service wrote. */
  logs: LogEntry[];
  /** Rows of the service's database, as stored (for what a test checks was, or was not, written). */
  rows(sql: string): Promise<Array<Record<string, unknown>>>;
  /** Runs the statistics' retention once, as the Node service's hourly timer or the Worker's Cron Trigger does. */
  cleanUp(): Promise<void>;
}

/** The repository whose pushers may read the statistics, in every test target. */
export const STATS_REPO = 'lia/portfolio';

/** GitHub tokens the stand-in below knows: the owner's (may push), a reader's (may not), and any other (invalid). */
export const GITHUB_TOKENS = { owner: 'gho_owner_token', reader: 'gho_reader_token' } as const;

/**
 * GitHub's `GET /repos/{owner}/{repo}` as a stand-in on this machine: the owner's token may push to STATS_REPO, the
 * reader's may only read it, any other token is refused with 401 (as GitHub refuses a revoked one).
 */
export function githubStandIn(request: Request): Response {
  const url = new URL(request.url);
  if (url.origin !== 'https://api.github.com') return new Response('no network in tests', { status: 502 });
  if (url.pathname !== `/repos/${STATS_REPO}`) return Response.json({ message: 'Not Found' }, { status: 404 });
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (token === GITHUB_TOKENS.owner) return Response.json({ full_name: STATS_REPO, permissions: { push: true } });
  if (token === GITHUB_TOKENS.reader) return Response.json({ full_name: STATS_REPO, permissions: { push: false } });
  return Response.json({ message: 'Bad credentials' }, { status: 401 });
}

export interface TargetSet {
  /** The services, in the order their settings were given. */
  targets: Target[];
  close(): Promise<void>;
}

/** Settings every test target starts from: a limit far above what one test sends, quick retries. */
const BASE_ENV = {
  CONTACT_RATE_LIMIT: '1000',
  CONTACT_RETRY_BASE_MS: '10',
  CONTACT_RETRY_MAX_MS: '200',
  CONTACT_ALLOWED_ORIGINS: 'http://localhost:3000,http://127.0.0.1:3000',
  STATS_GITHUB_REPO: STATS_REPO,
  // The owner's mails in a test are the messages it sends; the statistics suite turns the weekly one on.
  STATS_WEEKLY_MAIL: '0',
};

/** Node: one service and one SMTP sink per settings; the sink can be stopped to play "mail is down". */
async function startNode(envs: Array<Record<string, string>>): Promise<TargetSet> {
  const targets: Target[] = [];
  const closers: Array<() => Promise<void>> = [];
  for (const env of envs) {
    const sink = new SmtpSink();
    const port = await sink.start();
    const logs: LogEntry[] = [];
    const config = testConfig({ ...BASE_ENV, ...smtpEnv(port), CONTACT_OUTBOX_POLL_MS: '20', ...env });
    const service: RunningService = await startService(config, {
      log: (entry) => logs.push(entry),
      githubFetch: async (input, init) => githubStandIn(new Request(input, init)),
    });
    let down = false;
    closers.push(async () => {
      await service.close();
      if (!down) await sink.stop();
      removeDb(service.store.path);
    });
    targets.push({
      runtime: 'node',
      url: service.url,
      fetch: (path, init) => fetch(`${service.url}${path}`, init),
      messages: async () => service.store.list(10_000),
      mails: () =>
        sink.messages.map((received) => {
          const mail = parseMail(received.raw);
          return {
            to: received.to.join(','),
            subject: mail.headers.get('subject')?.[0] ?? '',
            replyTo: mail.headers.get('reply-to')?.[0] ?? '',
            text: mail.body,
          };
        }),
      async setMailDown(value) {
        if (value === down) return;
        down = value;
        // Down: nothing listens on the port any more, as when the mail server is unreachable.
        if (value) await sink.stop();
        else await sink.start(port);
      },
      async dueNow() {
        service.store.db.prepare("UPDATE messages SET next_attempt_at = 0 WHERE status = 'pending'").run();
      },
      deliver: async () => {
        await service.outbox.tick();
      },
      logs,
      rows: async (sql) => service.store.db.prepare<[], Record<string, unknown>>(sql).all(),
      cleanUp: () => service.maintainStats(),
    });
  }
  return {
    targets,
    close: async () => {
      for (const close of closers) await close();
    },
  };
}

/** A log entry from a line the Worker printed (its JSON starts at `{"time"`), or null. */
function parseLogLine(line: string): LogEntry | null {
  const start = line.indexOf('{"time"');
  if (start === -1) return null;
  try {
    return JSON.parse(line.slice(start)) as LogEntry;
  } catch {
    return null;
  }
}

/**
 * workerd: one miniflare (one workerd process) for all the settings, one Worker each with its own D1 database and
 * its own port. Mail goes to Resend's address, which the outbound stand-in below answers.
 */
async function startWorkerd(envs: Array<Record<string, string>>): Promise<TargetSet> {
  const script = await bundleWorker('contact-api/src/worker/index.ts');
  const { compatibilityDate, compatibilityFlags } = wranglerSettings();
  const mails = envs.map((): OwnerMail[] => []);
  const down = envs.map(() => false);

  // What the Workers print (one JSON line per entry, as on Node). The Workers share one workerd, whose output does not
  // say which Worker wrote a line: every target of the set sees every line.
  const logs: LogEntry[] = [];
  const collect = ({ message }: { message: string }) => {
    for (const line of message.split('\n')) {
      const entry = parseLogLine(line);
      if (entry !== null) logs.push(entry);
    }
  };

  const mf = new Miniflare(
    // The options in miniflare 4's flat shape, which miniflare 5 converts (its own bridge for them).
    convertV4MiniflareOptions({
      // No download of Cloudflare's request metadata (cf.json): tests run offline.
      cf: false,
      // Each console line of the Workers, as workerd's structured log hands it over.
      handleStructuredLogs: collect,
      workers: envs.map((env, index) => ({
        name: `contact-${index}`,
        modules: true,
        script,
        compatibilityDate,
        compatibilityFlags,
        // Its own socket, so requests go over real HTTP as sent (miniflare's dispatchFetch drops empty headers).
        unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }],
        d1Databases: { DB: `inbox-${index}` },
        bindings: {
          ...BASE_ENV,
          CONTACT_MAIL_TO: 'owner@example.com',
          CONTACT_MAIL_FROM: 'Portfolio <site@example.com>',
          CONTACT_MAILER: 'resend',
          RESEND_API_KEY: 're_test_key',
          ...env,
        },
        // Cloudflare's outbound fetch, answered here: Resend's API as a stand-in that keeps what it is sent.
        outboundService: async (request: Request) => {
          if (new URL(request.url).origin === 'https://api.github.com') return githubStandIn(request);
          if (request.url !== RESEND_URL) return new Response('no network in tests', { status: 502 });
          if (down[index]) return Response.json({ message: 'Service unavailable' }, { status: 503 });
          const body = (await request.json()) as { to: string[]; subject: string; reply_to: string; text: string };
          mails[index]?.push({ to: body.to.join(','), subject: body.subject, replyTo: body.reply_to, text: body.text });
          return Response.json({ id: `email-${mails[index]?.length ?? 0}` });
        },
      })),
    }),
  );
  await mf.ready;
  const databases = await Promise.all(envs.map((_, index) => mf.getD1Database('DB', `contact-${index}`)));
  await Promise.all(databases.map((db) => migrate(db)));

  const urls = await Promise.all(envs.map((_, index) => mf.unsafeGetDirectURL(`contact-${index}`)));
  const targets = envs.map((_, index): Target => {
    const db = databases[index]!;
    const url = urls[index]!.origin;
    return {
      runtime: 'workerd',
      url,
      // Cloudflare's edge writes the visitor's address into CF-Connecting-IP; here the visitor is this machine.
      fetch: (path, init) => {
        const headers = new Headers(init?.headers);
        if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', '127.0.0.1');
        return fetch(`${url}${path}`, { ...init, headers });
      },
      messages: async () => {
        const { results } = await db.prepare('SELECT * FROM messages ORDER BY created_at DESC, id DESC').all<Row>();
        return results.map(fromRow);
      },
      mails: () => mails[index] ?? [],
      async setMailDown(value) {
        down[index] = value;
      },
      async dueNow() {
        await db.prepare("UPDATE messages SET next_attempt_at = 0 WHERE status = 'pending'").run();
      },
      deliver: async () => {
        const worker = await mf.getWorker(`contact-${index}`);
        await worker.scheduled({ cron: '*/5 * * * *' });
      },
      logs,
      rows: async (sql) => (await db.prepare(sql).all<Record<string, unknown>>()).results,
      cleanUp: async () => {
        const worker = await mf.getWorker(`contact-${index}`);
        await worker.scheduled({ cron: '*/5 * * * *' });
      },
    };
  });
  return { targets, close: () => mf.dispose() };
}

/** Starts one service per settings on `runtime` (one workerd for all of them). */
export function startTargets(runtime: Runtime, envs: Array<Record<string, string>>): Promise<TargetSet> {
  return runtime === 'node' ? startNode(envs) : startWorkerd(envs);
}

/** POSTs a JSON body to /api/send. */
export async function post(
  target: Target,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { success: boolean; message: string }; headers: Headers }> {
  const res = await target.fetch('/api/send', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; message: string };
  return { status: res.status, json, headers: res.headers };
}
