/**
 * `npm run stats:cloudflare [-- --json] [-- --remote] [-- --days N]`: the statistics the Worker counted in D1, as
 * `npm run stats -w contact-api` prints the Node service's. Without --remote it reads the local preview's database
 * (`npm run preview:cloudflare`, PREVIEW_STATE); with it, the deployed one (needs `npx wrangler login`). With --json:
 * one JSON object (pages, visitors, via, referrers, countries, devices, events, labels, showreel, daily).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DAILY_QUERY,
  parseDays,
  range,
  summarize,
  TOTALS_QUERY,
  type DailyRow,
  type TotalRow,
} from '../contact-api/src/core/stats/events';
import { report } from '../contact-api/src/core/stats/report';
// @ts-expect-error: a JavaScript module without types, shared with the other Cloudflare commands.
import { DATABASE, LOCAL_STATE, ROOT, wrangler } from './cloudflare.mjs';

const USAGE = 'Usage: npm run stats:cloudflare -- [--json] [--remote] [--days N]';

function fail(message: string, code: number): never {
  console.error(`stats:cloudflare: ${message}`);
  process.exit(code);
}

let values: { json?: boolean; remote?: boolean; days?: string };
try {
  ({ values } = parseArgs({
    options: { json: { type: 'boolean' }, remote: { type: 'boolean' }, days: { type: 'string' } },
  }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
}
const parsed = parseDays(values.days);
if ('error' in parsed) fail(parsed.error, 2);
const { days } = parsed;

const where = values.remote
  ? ['--remote']
  : ['--local', '--persist-to', path.resolve(ROOT, process.env.PREVIEW_STATE || LOCAL_STATE)];
const { from, to } = range(Date.now(), days);

/**
 * The queries through one run of wrangler (it takes seconds to start), each statement's rows in order. The days are
 * YYYY-MM-DD strings made here, so they are written into the SQL.
 */
function query(...statements: string[]): unknown[][] {
  const text = statements
    .map((sql) => sql.replace('day >= ?', `day >= '${from}'`).replace('day <= ?', `day <= '${to}'`))
    .join(';\n');
  const { status, stdout } = wrangler(['d1', 'execute', DATABASE, ...where, '--json', '--command', text], {
    capture: true,
  });
  if (status !== 0)
    fail(
      values.remote
        ? 'could not read the deployed statistics. Sign in first (npx wrangler login) and deploy once (npm run deploy).'
        : 'could not read the local statistics. Run the preview once first: npm run preview:cloudflare',
      status,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    return fail(`wrangler answered something that is not JSON:\n${stdout}`, 1);
  }
  if (!Array.isArray(parsed)) return fail(`wrangler answered something unexpected:\n${stdout}`, 1);
  return statements.map((_, index) => {
    const entry: unknown = parsed[index];
    const results = typeof entry === 'object' && entry !== null && 'results' in entry ? entry.results : [];
    return Array.isArray(results) ? results : [];
  });
}

function isTotalRow(row: unknown): row is TotalRow {
  return typeof row === 'object' && row !== null && 'dimension' in row && 'key' in row && 'n' in row;
}
function isDailyRow(row: unknown): row is DailyRow {
  return typeof row === 'object' && row !== null && 'day' in row && 'dimension' in row && 'n' in row;
}

const [totals = [], daily = []] = query(TOTALS_QUERY, DAILY_QUERY);
const summary = summarize(from, to, totals.filter(isTotalRow), daily.filter(isDailyRow));
console.log(values.json ? JSON.stringify(summary) : report(summary));
