import fs from 'node:fs';
import path from 'node:path';
import { percentile, pool, readSubjects, startChild, stopChild, submission, tempDb } from './lib.ts';

/**
 * `npm run bench -w contact-api`: 1,000 valid submissions at concurrency 50 against the real
 * service (child process, loopback, temp database, rate limit and daily cap out of the way), then
 * a count of the inbox. Exits non-zero unless every request got a 200 and exactly 1,000 rows were
 * stored.
 */

const TOTAL = 1_000;
const CONCURRENCY = 50;

async function main(): Promise<number> {
  const dbPath = tempDb('bench');
  const child = await startChild(dbPath, { CONTACT_RATE_LIMIT: '1000000000', CONTACT_DAILY_CAP: '0' });
  console.log(`service ${child.url}, database ${dbPath}`);

  const tag = `bench-${Date.now()}`;
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const started = performance.now();
  try {
    await pool(TOTAL, CONCURRENCY, async (index) => {
      const t = performance.now();
      let outcome: string;
      try {
        const res = await fetch(`${child.url}/api/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: submission(index, tag),
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        outcome = String(res.status);
      } catch (error) {
        outcome = error instanceof Error ? error.name : 'error';
      }
      latencies.push(performance.now() - t);
      statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
    });
  } finally {
    const elapsedMs = performance.now() - started;
    const how = await stopChild(child);
    latencies.sort((a, b) => a - b);
    console.log(`sent ${TOTAL} submissions at concurrency ${CONCURRENCY} in ${(elapsedMs / 1000).toFixed(2)} s`);
    console.log(`throughput ${(TOTAL / (elapsedMs / 1000)).toFixed(0)} req/s`);
    console.log(
      `latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${percentile(latencies, 100).toFixed(1)} ms`,
    );
    console.log(`answers ${JSON.stringify(Object.fromEntries(statuses))}; service stopped (${how})`);
  }

  const stored = readSubjects(dbPath).filter((subject) => subject.startsWith(`${tag} #`));
  const unique = new Set(stored).size;
  console.log(`inbox holds ${stored.length} messages (${unique} distinct)`);
  fs.rmSync(path.dirname(dbPath), { recursive: true, force: true });

  if ((statuses.get('200') ?? 0) !== TOTAL || stored.length !== TOTAL || unique !== TOTAL) {
    console.error(`FAIL: expected ${TOTAL} answers of 200 and ${TOTAL} stored messages.`);
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
