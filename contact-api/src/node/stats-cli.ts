import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_DB_PATH } from './config.ts';
import { parseDays, range } from '../core/stats/events.ts';
import { report } from '../core/stats/report.ts';
import { SqliteStats } from './sqlite-stats.ts';
import { Store } from './store.ts';

/**
 * `npm run stats -w contact-api [-- --json] [-- --days N]`: the statistics the Node service counted, read from its
 * database (safe while it runs: WAL). The Worker's twin is `npm run stats:cloudflare`.
 */

const USAGE = `Usage: npm run stats -w contact-api -- [--json] [--days N]

Prints what the contact service counted (page views, visitors, share links, the showreel, …).
  --json      one JSON object: pages, visitors, via, referrers, countries, devices, events, …
  --days N    the last N days, today included (default 30)
Reads CONTACT_DB_PATH (default ${DEFAULT_DB_PATH}).`;

let values: { json?: boolean; days?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { json: { type: 'boolean' }, days: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (error) {
  console.error(`stats: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const parsed = parseDays(values.days);
if ('error' in parsed) {
  console.error(`stats: ${parsed.error}`);
  process.exit(2);
}
const { days } = parsed;
const dbPath = process.env.CONTACT_DB_PATH ?? DEFAULT_DB_PATH;
if (!fs.existsSync(dbPath)) {
  console.error(`stats: no database at ${dbPath} yet. Start the service once (npm start -w contact-api).`);
  process.exit(1);
}
const store = new Store(dbPath, { mustExist: true });
try {
  const { from, to } = range(Date.now(), days);
  const summary = await new SqliteStats(store.db).summary(from, to);
  console.log(values.json ? JSON.stringify(summary, null, 2) : report(summary));
} finally {
  store.close();
}
