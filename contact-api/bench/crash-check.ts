import fs from 'node:fs';
import path from 'node:path';
import { pool, readSubjects, startChild, stopChild, submission, tempDb } from './lib.ts';

/**
 * `npm run crash-check -w contact-api`: proves that a 200 means "stored".
 *
 * Submissions go out at concurrency 50; once ~300 have been answered 200 the service is
 * SIGKILLed mid-load (no shutdown code runs, requests are cut in flight). The service is then
 * restarted on the same database and every submission that got a 200 must be in the inbox.
 * Submissions that were cut off may or may not be stored; that is fine, their senders saw an
 * error and would retry (with an Idempotency-Key, without a duplicate).
 */

const CONCURRENCY = 50;
const KILL_AFTER = 300;
/** Upper bound on submissions, so the loop ends even if the kill somehow never happens. */
const MAX_SUBMISSIONS = 5_000;

async function main(): Promise<number> {
  const dbPath = tempDb('crash');
  const tag = `crash-${Date.now()}`;
  const first = await startChild(dbPath, { CONTACT_RATE_LIMIT: '1000000000', CONTACT_DAILY_CAP: '0' });
  console.log(`service ${first.url} (pid ${first.process.pid}), database ${dbPath}`);

  const acknowledged = new Set<string>();
  let attempted = 0;
  let refusedOrCut = 0;
  let otherStatus = 0;
  let killedAt: number | null = null;

  await pool(MAX_SUBMISSIONS, CONCURRENCY, async (index) => {
    if (killedAt !== null) return;
    attempted += 1;
    const subject = `${tag} #${index}`;
    try {
      const res = await fetch(`${first.url}/api/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: submission(index, tag),
        signal: AbortSignal.timeout(10_000),
      });
      const body = await res.text();
      if (res.status === 200 && body.includes('"success":true')) acknowledged.add(subject);
      else otherStatus += 1;
    } catch {
      refusedOrCut += 1;
    }
    if (killedAt === null && acknowledged.size >= KILL_AFTER) {
      killedAt = acknowledged.size;
      first.process.kill('SIGKILL');
    }
  });
  const how = await first.exited;
  console.log(`killed the service (${how}) after ${killedAt ?? 0} answers of 200; submissions attempted ${attempted}`);
  console.log(
    `answered 200: ${acknowledged.size}; cut off by the kill: ${refusedOrCut}; other answers: ${otherStatus}`,
  );

  // Restart on the same file: SQLite replays its WAL on open, which is the recovery being tested.
  const second = await startChild(dbPath);
  const health = await fetch(`${second.url}/healthz`);
  console.log(`restarted ${second.url}: /healthz ${health.status} ${await health.text()}`);
  const stored = new Set(readSubjects(dbPath).filter((subject) => subject.startsWith(`${tag} #`)));
  await stopChild(second);

  const missing = [...acknowledged].filter((subject) => !stored.has(subject));
  const storedUnacknowledged = [...stored].filter((subject) => !acknowledged.has(subject)).length;
  console.log(`inbox after restart: ${stored.size} messages from this run`);
  console.log(
    `acknowledged and stored: ${acknowledged.size - missing.length}/${acknowledged.size}; lost: ${missing.length}`,
  );
  console.log(`stored but never acknowledged (committed just before the kill): ${storedUnacknowledged}`);
  fs.rmSync(path.dirname(dbPath), { recursive: true, force: true });

  if (killedAt === null) {
    console.error('FAIL: the service was never killed (too few answers of 200).');
    return 1;
  }
  if (missing.length > 0) {
    console.error(`FAIL: ${missing.length} acknowledged messages were lost, e.g. ${missing.slice(0, 5).join(', ')}`);
    return 1;
  }
  console.log('OK: every message answered 200 survived the SIGKILL.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
