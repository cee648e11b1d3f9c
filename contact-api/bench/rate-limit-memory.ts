import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { loadConfig } from '../src/node/config.ts';
import { silentLogger } from '../src/core/log.ts';
import { startService } from '../src/node/service.ts';
import { pipelined, tempDb } from './lib.ts';

/**
 * `npm run bench:memory -w contact-api [-- ADDRESSES]`: the rate limiter's memory under a flood of
 * distinct client addresses. The real service (HTTP server, limiter, SQLite) runs in this process
 * behind a pretend proxy (CONTACT_CLIENT_IP_HEADER=X-Real-IP) and gets one POST from each of
 * 60,000 addresses (by default), pipelined over keep-alive connections on loopback. After a full
 * garbage collection the heap then holds what the service keeps; RSS is printed as well (it also
 * counts memory V8 has freed but not yet given back). Run twice: with the default cap (10,000
 * addresses) and, for comparison, with a cap so high the store never evicts. Exits non-zero if the
 * capped run keeps more than the stated bound.
 */

const ADDRESSES = Number(process.argv[2] ?? 60_000);
const CONNECTIONS = 4;
const MiB = 1024 * 1024;
/** Stated bound on the heap the service keeps after the flood, with the default cap. */
const HEAP_GROWTH_BOUND_MIB = 8;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function address(i: number): string {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

/** No Content-Type: counted by the rate limiter, then refused with a 415 before any body is read. */
function request(ip: string): string {
  return `POST /api/send HTTP/1.1\r\nHost: bench\r\nX-Real-IP: ${ip}\r\nContent-Length: 0\r\n\r\n`;
}

async function run(label: string, env: Record<string, string>): Promise<number> {
  const dbPath = tempDb('memory');
  const config = loadConfig({
    PORT: '0',
    CONTACT_DB_PATH: dbPath,
    CONTACT_CLIENT_IP_HEADER: 'X-Real-IP',
    CONTACT_RATE_LIMIT: '5',
    ...env,
  });
  const service = await startService(config, { log: silentLogger });
  // Warm up (JIT, buffers) from a single address, so the figure is the store's and not start-up's.
  await pipelined(
    service.url,
    Array.from({ length: 2_000 }, () => request('192.0.2.1')),
  );
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const share = Math.ceil(ADDRESSES / CONNECTIONS);
  const results = await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, c) => {
      const requests: string[] = [];
      for (let i = c * share; i < Math.min(ADDRESSES, (c + 1) * share); i++) requests.push(request(address(i)));
      return pipelined(service.url, requests);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  gc();
  const after = process.memoryUsage();
  const remembered = service.rateLimitStore.size;
  await service.close();
  fs.rmSync(path.dirname(dbPath), { recursive: true, force: true });

  const statuses = new Map<string, number>();
  for (const result of results) for (const [status, n] of result) statuses.set(status, (statuses.get(status) ?? 0) + n);
  const growth = (after.heapUsed - before.heapUsed) / MiB;
  console.log(
    `${label}: ${ADDRESSES} addresses in ${seconds.toFixed(1)} s, answers ${JSON.stringify(Object.fromEntries(statuses))}, ` +
      `limiter remembers ${remembered}; heap after GC ${(before.heapUsed / MiB).toFixed(1)} → ${(after.heapUsed / MiB).toFixed(1)} MiB ` +
      `(+${growth.toFixed(1)}), RSS ${(before.rss / MiB).toFixed(1)} → ${(after.rss / MiB).toFixed(1)} MiB`,
  );
  return growth;
}

async function main(): Promise<number> {
  const capped = await run('default cap (10,000)', {});
  await run('no eviction (cap 10,000,000)', { CONTACT_RATE_LIMIT_MAX_CLIENTS: '10000000' });
  if (!(capped < HEAP_GROWTH_BOUND_MIB)) {
    console.error(
      `FAIL: with the default cap the service kept ${capped.toFixed(1)} MiB (bound ${HEAP_GROWTH_BOUND_MIB} MiB).`,
    );
    return 1;
  }
  console.log(`OK: with the default cap the service kept less than ${HEAP_GROWTH_BOUND_MIB} MiB of heap.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
