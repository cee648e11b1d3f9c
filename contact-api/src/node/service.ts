import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../core/app.ts';
import type { Logger } from '../core/log.ts';
import type { Outbox } from '../core/outbox.ts';
import { BoundedMemoryStore } from '../core/rate-limit-store.ts';
import { createContactService } from '../core/service.ts';
import { inBackground } from '../core/timers.ts';
import type { Config } from './config.ts';
import { jsonLogger } from './log.ts';
import { createSmtpMailer, type Mailer } from './mailer.ts';
import { SqliteStats } from './sqlite-stats.ts';
import { Store } from './store.ts';

/**
 * The Node adapters (SQLite, SMTP, an in-process rate limiter, the socket's address) handed to the composition root
 * (core/service.ts), with what only a long-running process has: the HTTP server, the delivery loop and the hourly
 * upkeep timer. server.ts calls it with the environment's config; tests call it with their own (temp database, SMTP
 * sink, port 0).
 */

export interface RunningService {
  url: string;
  port: number;
  store: Store;
  outbox: Outbox;
  /** The owner's statistics, in the inbox's database. */
  stats: SqliteStats;
  /** The statistics' upkeep, as the hourly timer runs it: retention, then the weekly mail when it is due. */
  maintainStats(now?: number): Promise<void>;
  /** The rate limiter's per-address counts (its size is capped by CONTACT_RATE_LIMIT_MAX_CLIENTS). */
  rateLimitStore: BoundedMemoryStore<AppEnv>;
  /** Stops accepting requests, lets in-flight ones finish, stops the delivery loop, closes the database. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  log?: Logger;
  /** How often retention runs after the start (tests shorten it; default hourly). */
  retentionIntervalMs?: number;
  /** Replace the SMTP mailer (tests); by default one is built from config.smtp. */
  mailer?: Mailer | null;
  /** How GET /api/stats asks GitHub (tests answer it on this machine); the global fetch by default. */
  githubFetch?: typeof fetch;
}

function listen(server: ServerType): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.once('listening', () => {
      server.off('error', onError);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('The server has no TCP address.'));
      else resolve(address);
    });
  });
}

/** Stops accepting, lets open requests finish until `deadline`, then cuts whatever is left. */
function closeHttp(server: ServerType, deadline: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const force = setTimeout(
      () => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        resolve();
      },
      Math.max(0, deadline - Date.now()),
    );
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    // Keep-alive sockets with no request in flight would otherwise hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

/** How often Node looks for connections past their headers or request timeout. */
export function connectionsCheckingInterval(config: Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs'>): number {
  return Math.min(1_000, Math.max(10, Math.floor(Math.min(config.headersTimeoutMs, config.requestTimeoutMs) / 10)));
}

export async function startService(config: Config, options: ServiceOptions = {}): Promise<RunningService> {
  const log = options.log ?? jsonLogger;
  const store = new Store(config.dbPath, { busyTimeoutMs: config.dbBusyTimeoutMs, dailyCap: config.dailyCap, log });
  const mailer =
    options.mailer !== undefined ? options.mailer : config.smtp === null ? null : createSmtpMailer(config.smtp);
  const rateLimitStore = new BoundedMemoryStore<AppEnv>(config.rateLimitMaxClients);
  const stats = new SqliteStats(store.db);
  const { app, outbox, retainMessages, maintainStats } = createContactService({
    config,
    store,
    stats,
    mailer,
    rateLimitStore,
    log,
    remoteAddress: (c) => getConnInfo(c).remote.address,
    deliverSoon: (loop) => loop.notify(),
    outboxPollMs: config.outboxPollMs,
    upkeepSchedule: 'this runs at start and every hour',
    ...(options.githubFetch && { githubFetch: options.githubFetch }),
  });

  const server = serve({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: {
      // Without these a client that opens a connection and sends nothing, or headers one byte at
      // a time, holds a socket (and a file descriptor) for a minute or more; enough of them and
      // nobody else gets in.
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      // Node checks those two timeouts only every 30 s by default, which would triple a 10 s
      // headers timeout; a tenth of the shortest one keeps the overshoot small.
      connectionsCheckingInterval: connectionsCheckingInterval(config),
    },
  });
  // Past this many sockets, new ones are closed at once: a flood of idle connections cannot run
  // the process out of file descriptors (which would also break SQLite and SMTP).
  server.maxConnections = config.maxConnections;
  let lastDropLog = 0;
  let droppedSinceLog = 0;
  server.on('drop', () => {
    droppedSinceLog += 1;
    const now = Date.now();
    if (now - lastDropLog < 60_000) return;
    log({
      level: 'warn',
      event: 'connections_full',
      max_connections: config.maxConnections,
      dropped: droppedSinceLog,
      message: `CONTACT_MAX_CONNECTIONS (${config.maxConnections}) reached: new connections are being closed (logged at most once a minute).`,
    });
    lastDropLog = now;
    droppedSinceLog = 0;
  });
  let address: AddressInfo;
  try {
    address = await listen(server);
  } catch (error) {
    store.close();
    throw error;
  }
  // Messages left pending by an earlier run (or stored while SMTP was off) go out now.
  outbox.start();
  // The upkeep: at start (retention before the first request is answered) and then hourly. Shutdown cuts a weekly
  // mail in progress short, as it does a message's (the week is retried at the next start).
  const upkeep = new AbortController();
  let upkeepRun: Promise<void> = Promise.resolve();
  const maintain = (now?: number) =>
    (upkeepRun = maintainStats({ signal: upkeep.signal, ...(now === undefined ? {} : { now }) }));
  await retainMessages({ atStart: true });
  void maintain();
  const upkeepTimer = inBackground(
    setInterval(
      () => {
        void retainMessages().then(() => maintain());
      },
      options.retentionIntervalMs ?? 60 * 60_000,
    ),
  );

  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      // One deadline for everything: CONTACT_SHUTDOWN_TIMEOUT_MS (10 s), well inside the 20 s
      // TimeoutStopSec of the documented systemd unit.
      const deadline = Date.now() + config.shutdownTimeoutMs;
      clearInterval(upkeepTimer);
      upkeep.abort();
      // The aborted run gives its week back before the database closes (maintainStats never rejects).
      await Promise.all([closeHttp(server, deadline), outbox.stop(deadline), upkeepRun]);
      rateLimitStore.shutdown();
      store.close();
    })());

  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    store,
    stats,
    maintainStats: maintain,
    outbox,
    rateLimitStore,
    close,
  };
}
