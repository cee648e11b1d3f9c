import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { PACKAGE_DIR } from '../src/node/config.ts';
import { processMemory, startChild, stopChild, tempDb } from './lib.ts';

/**
 * `npm run bench:half-open -w contact-api [-- SOCKETS]`: a slowloris flood against the real service
 * (child process, loopback, production timeouts: headers 10 s, request 30 s). 20,000 half-open
 * connections by default, from several client processes (each process may hold only `ulimit -n`
 * descriptors, 20,000 here). /healthz is polled throughout. Two runs:
 *
 *  1. CONTACT_MAX_CONNECTIONS at its default (1,000): the service holds 1,000 sockets and closes
 *     the rest at once; /healthz is refused while the held ones are idle, and answers once the
 *     headers timeout has closed them.
 *  2. CONTACT_MAX_CONNECTIONS as high as the descriptor limit allows: the service holds them all
 *     and /healthz keeps answering; every socket is closed at the timeout.
 *
 * Exits non-zero unless /healthz answered within 15 s (the headers timeout plus 5 s) of the last
 * socket connecting, in both runs. On a loaded machine connecting 20,000 sockets takes a while,
 * so the first ones may time out before the last ones connect.
 */

const SOCKETS = Number(process.argv[2] ?? 20_000);
const PER_CLIENT = 7_000;
const HEADERS_TIMEOUT_S = 10;

function descriptorLimit(): number {
  const match = /^Max open files\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
  return Number(match?.[1] ?? 1024);
}

interface Client {
  /** Epoch ms when its first sockets were connected: the flood has begun. */
  first: Promise<number>;
  /** Epoch ms when all its sockets were connected. */
  opened: Promise<number>;
  /** Epoch ms of the last close of each kind of socket, once the service has closed them all. */
  done: Promise<Record<string, number> | null>;
  kill(): void;
}

function startClient(port: number, count: number): Client {
  const script = path.join(PACKAGE_DIR, 'bench', 'half-open-client.ts');
  const child = spawn(process.execPath, [script, String(port), String(count)], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  let markFirst: (at: number) => void = () => {};
  let markOpened: (at: number) => void = () => {};
  let markDone: (closes: Record<string, number> | null) => void = () => {};
  const first = new Promise<number>((resolve) => (markFirst = resolve));
  const opened = new Promise<number>((resolve) => (markOpened = resolve));
  const done = new Promise<Record<string, number> | null>((resolve) => (markDone = resolve));
  lines.on('line', (line) => {
    const message = JSON.parse(line) as { first?: number; opened?: number; done?: Record<string, number> };
    if (message.first !== undefined) markFirst(message.first);
    if (message.opened !== undefined) markOpened(message.opened);
    if (message.done !== undefined) markDone(message.done);
  });
  child.once('exit', () => {
    markFirst(NaN);
    markOpened(NaN);
    markDone(null);
  });
  return { first, opened, done, kill: () => child.kill('SIGKILL') };
}

async function healthz(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function run(label: string, maxConnections: number): Promise<boolean> {
  const dbPath = tempDb('half-open');
  const service = await startChild(dbPath, { CONTACT_MAX_CONNECTIONS: String(maxConnections) });
  const pid = service.process.pid ?? 0;
  const port = Number(new URL(service.url).port);
  const clients: Client[] = [];
  for (let left = SOCKETS; left > 0; left -= PER_CLIENT) clients.push(startClient(port, Math.min(PER_CLIENT, left)));
  // Times count from the first connections of the flood (the clients take a moment to start).
  const floodStart = Math.min(...(await Promise.all(clients.map((c) => c.first))));
  let allDone: Array<Record<string, number> | null> | null = null;
  void Promise.all(clients.map((c) => c.done)).then((done) => (allDone = done));
  let allOpened: number | null = null;
  void Promise.all(clients.map((c) => c.opened)).then((times) => (allOpened = Math.max(...times)));

  // Poll from the start of the flood until the service has closed every socket (the endless
  // bodies wait for the 30 s request timeout), at most 60 s after the last one connected.
  let firstOk: number | null = null;
  let firstOkAfterOpened: number | null = null;
  let refusedWhileFlooding = 0;
  let answeredWhileFlooding = 0;
  const okLatencies: number[] = [];
  const deadline = () => (allOpened === null ? floodStart + 180_000 : allOpened + 60_000);
  while (allDone === null && Date.now() < deadline()) {
    const answer = await healthz(service.url);
    if (answer.status === 200) {
      firstOk ??= Date.now();
      if (allOpened !== null) firstOkAfterOpened ??= Date.now();
      okLatencies.push(answer.ms);
    }
    if (allOpened === null) {
      if (answer.status === 200) answeredWhileFlooding += 1;
      else refusedWhileFlooding += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const memory = processMemory(pid);
  for (const c of clients) c.kill();
  await stopChild(service);
  fs.rmSync(path.dirname(dbPath), { recursive: true, force: true });

  okLatencies.sort((a, b) => a - b);
  const median = okLatencies[Math.floor(okLatencies.length / 2)] ?? NaN;
  const done: Array<Record<string, number> | null> = allDone ?? [];
  const closedBy = (kind: string) => {
    const times = done.map((d) => d?.[kind] ?? NaN);
    return times.length === clients.length && times.every(Number.isFinite)
      ? seconds(Math.max(...times) - floodStart)
      : 'not all';
  };
  const openedIn = allOpened === null ? 'never' : seconds(allOpened - floodStart);
  const sinceOpened = (at: number | null) => (at === null || allOpened === null ? 'never' : seconds(at - allOpened));
  console.log(
    `${label}: ${SOCKETS} half-open sockets from ${clients.length} processes, all connected after ${openedIn}. ` +
      `/healthz while connecting: ${answeredWhileFlooding} answered, ${refusedWhileFlooding} refused; first 200 at ` +
      `${firstOk === null ? 'never' : seconds(firstOk - floodStart)} into the flood and ${sinceOpened(firstOkAfterOpened)} after ` +
      `the last socket connected; median ${median.toFixed(0)} ms when answering. Closed by the service (from the ` +
      `flood's start): silent ${closedBy('silent')}, endless headers ${closedBy('headers')}, endless body ${closedBy('body')}. ` +
      `Service RSS peak ${memory?.peakMiB.toFixed(0)} MiB`,
  );
  // Within the headers timeout (plus 5 s of slack) of the flood's end, /healthz must answer.
  return (
    firstOkAfterOpened !== null && allOpened !== null && firstOkAfterOpened - allOpened < (HEADERS_TIMEOUT_S + 5) * 1000
  );
}

async function main(): Promise<number> {
  const limit = descriptorLimit();
  console.log(`ulimit -n ${limit}; headers timeout ${HEADERS_TIMEOUT_S} s (the default)`);
  const a = await run('CONTACT_MAX_CONNECTIONS=1000 (default)', 1_000);
  const b = await run(`CONTACT_MAX_CONNECTIONS=${limit - 500}`, limit - 500);
  if (!(a && b)) {
    console.error('FAIL: /healthz did not answer within 5 s of the headers timeout.');
    return 1;
  }
  console.log('OK');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
