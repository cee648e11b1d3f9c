import type { D1Database } from '@cloudflare/workers-types/index.ts';
import {
  CLAIM_REPORT,
  DAILY_QUERY,
  RELEASE_REPORT,
  dayOf,
  newSalt,
  recordStatements,
  retentionStatements,
  SALT_QUERY,
  saltStatements,
  summarize,
  TOTALS_QUERY,
  type DailyRow,
  type RecordOutcome,
  type Statement,
  type StatsEvent,
  type StatsStore,
  type Summary,
  type TotalRow,
} from '../core/stats/events.ts';

/**
 * The statistics in D1, with the Node service's SQL (stats/events.ts). A D1 batch is one transaction: an event and
 * the totals it adds to are written together or not at all.
 */
export class D1Stats implements StatsStore {
  private cached: { day: string; salt: string } | null = null;

  private readonly db: D1Database;

  constructor(db: D1Database) {
    this.db = db;
  }

  private async run(statements: Statement[]): Promise<void> {
    await this.db.batch(statements.map(({ sql, params }) => this.db.prepare(sql).bind(...params)));
  }

  async salt(now: number): Promise<string> {
    const day = dayOf(now);
    if (this.cached?.day === day) return this.cached.salt;
    await this.run(saltStatements(day, newSalt()));
    const row = await this.db.prepare(SALT_QUERY).bind(day).first<{ salt: string }>();
    if (row === null) throw new Error('The day has no salt after it was written.');
    this.cached = { day, salt: row.salt };
    return row.salt;
  }

  async record(event: StatsEvent, now: number, cap: number | null, visitor: string | null): Promise<RecordOutcome> {
    const seen = () => this.db.prepare('SELECT id FROM stats_events WHERE id = ?').bind(event.id).first();
    if ((await seen()) !== null) return 'duplicate';
    await this.run(recordStatements(event, now, cap, visitor));
    return (await seen()) === null ? 'capped' : 'stored';
  }

  async summary(from: string, to: string): Promise<Summary> {
    const [totals, daily] = await Promise.all([
      this.db.prepare(TOTALS_QUERY).bind(from, to).all<TotalRow>(),
      this.db.prepare(DAILY_QUERY).bind(from, to).all<DailyRow>(),
    ]);
    return summarize(from, to, totals.results, daily.results);
  }

  async claimReport(week: string, now: number): Promise<boolean> {
    const result = await this.db.prepare(CLAIM_REPORT).bind(week, now).run();
    return result.meta.changes === 1;
  }

  async releaseReport(week: string): Promise<void> {
    await this.db.prepare(RELEASE_REPORT).bind(week).run();
  }

  async deleteOlderThan(now: number, keepDays: number): Promise<number> {
    const [events] = await this.db.batch(
      retentionStatements(now, keepDays).map(({ sql, params }) => this.db.prepare(sql).bind(...params)),
    );
    if (this.cached?.day !== dayOf(now)) this.cached = null;
    return events?.meta.changes ?? 0;
  }
}
