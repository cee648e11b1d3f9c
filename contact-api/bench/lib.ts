import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import Database from 'better-sqlite3';
import { PACKAGE_DIR } from '../src/node/config.ts';

/** Shared by bench.ts and crash-check.ts: run the real service as a child process on loopback. */

export interface Child {
  process: ChildProcess;
  url: string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
}

export function tempDb(prefix: string): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), `contact-api-${prefix}-`)), 'inbox.sqlite');
}

/**
 * Starts `src/node/server.ts` exactly as `npm start` would (Node strips its types), on a port the OS picks (PORT=0),
 * with SMTP off (the inbox is what is measured) and the given extra environment.
 */
export async function startChild(dbPath: string, env: Record<string, string> = {}, timeoutMs = 20_000): Promise<Child> {
  const childEnv: Record<string, string | undefined> = { ...process.env };
  for (const key of Object.keys(childEnv))
    if (key.startsWith('SMTP_') || key.startsWith('CONTACT_')) delete childEnv[key];
  Object.assign(childEnv, { PORT: '0', HOST: '127.0.0.1', CONTACT_DB_PATH: dbPath, ...env });

  const child = spawn(process.execPath, [path.join(PACKAGE_DIR, 'src', 'node', 'server.ts')], {
    cwd: PACKAGE_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );

  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The service did not start within ${timeoutMs} ms.\n${stderr}`)),
      timeoutMs,
    );
    // Keep reading stdout for the child's whole life: a full pipe would block its request logs.
    const lines = readline.createInterface({ input: child.stdout ?? fs.createReadStream('/dev/null') });
    lines.on('line', (line) => {
      if (!line.includes('"event":"listening"')) return;
      const parsed: unknown = JSON.parse(line);
      if (typeof parsed === 'object' && parsed !== null && 'url' in parsed && typeof parsed.url === 'string') {
        clearTimeout(timer);
        resolve(parsed.url);
      }
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`The service exited (${how}) before listening.\n${stderr}`));
    });
  });
  return { process: child, url, exited };
}

/** SIGTERM (graceful) and wait, with a SIGKILL fallback so the script always ends. */
export async function stopChild(child: Child, timeoutMs = 15_000): Promise<string> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return child.exited;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), timeoutMs);
  const how = await child.exited;
  clearTimeout(timer);
  return how;
}

/** Runs task(0..total-1) with at most `concurrency` in flight. */
export async function pool(total: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < total) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Reads the inbox straight from the file, the way the owner's inbox command does. */
export function readSubjects(dbPath: string): string[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[], { subject: string }>('SELECT subject FROM messages')
      .all()
      .map((row) => row.subject);
  } finally {
    db.close();
  }
}

export function submission(index: number, tag: string): string {
  return JSON.stringify({
    name: `Load Tester ${index}`,
    email: `load${index}@example.com`,
    subject: `${tag} #${index}`,
    message: `Message ${index} from the ${tag} run. `.repeat(8),
  });
}

/** The resident set size and its peak of a process, from /proc (Linux), in MiB. */
export function processMemory(pid: number): { rssMiB: number; peakMiB: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/**
 * Sends `requests` (raw HTTP/1.1 request texts) pipelined over one keep-alive connection, `batch`
 * at a time, and counts the answers by status. Far cheaper per request than fetch, so tens of
 * thousands of requests take seconds.
 */
export async function pipelined(url: string, requests: string[], batch = 250): Promise<Map<string, number>> {
  const { hostname, port } = new URL(url);
  const statuses = new Map<string, number>();
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.setEncoding('latin1');
  let buffer = '';
  let waiting = 0;
  let batchDone: () => void = () => {};
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    const statusLine = /HTTP\/1\.1 (\d{3}) /g;
    let last = 0;
    for (let match = statusLine.exec(buffer); match !== null; match = statusLine.exec(buffer)) {
      const status = match[1] ?? '?';
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      waiting -= 1;
      last = statusLine.lastIndex;
    }
    buffer = buffer.slice(last);
    if (waiting === 0) batchDone();
  });
  for (let i = 0; i < requests.length; i += batch) {
    const slice = requests.slice(i, i + batch);
    waiting = slice.length;
    const done = new Promise<void>((resolve, reject) => {
      batchDone = resolve;
      socket.once('close', () => reject(new Error('The service closed the connection mid-batch.')));
    });
    socket.write(slice.join(''));
    await done;
    socket.removeAllListeners('close');
  }
  socket.destroy();
  return statuses;
}
