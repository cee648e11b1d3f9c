import type Database from 'better-sqlite3';
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
 * The statistics in the Node service's SQLite file (the inbox's database, migrations/0003_stats.sql), with the SQL the
 * Worker runs on D1 (events.ts), each write in one BEGIN IMMEDIATE transaction.
 */
export class SqliteStats implements StatsStore {
  /** The day's salt, kept in memory too so a page view costs no extra read. */
  private cached: { day: string; salt: string } | null = null;

  private readonly db: Database.Database;

  constructor(db: Database.Database) {
    this.db = db;
  }

  private run(statements: Statement[]): void {
    this.db
      .transaction(() => {
        for (const { sql, params } of statements) this.db.prepare(sql).run(...params);
      })
      .immediate();
  }

  async salt(now: number): Promise<string> {
    const day = dayOf(now);
    if (this.cached?.day === day) return this.cached.salt;
    this.run(saltStatements(day, newSalt()));
    const row = this.db.prepare<[string], { salt: string }>(SALT_QUERY).get(day);
    if (row === undefined) throw new Error('The day has no salt after it was written.');
    this.cached = { day, salt: row.salt };
    return row.salt;
  }

  async record(event: StatsEvent, now: number, cap: number | null, visitor: string | null): Promise<RecordOutcome> {
    const seen = this.db.prepare<[string], { id: string }>('SELECT id FROM stats_events WHERE id = ?');
    if (seen.get(event.id) !== undefined) return 'duplicate';
    this.run(recordStatements(event, now, cap, visitor));
    return seen.get(event.id) === undefined ? 'capped' : 'stored';
  }

  async summary(from: string, to: string): Promise<Summary> {
    const totals = this.db.prepare<[string, string], TotalRow>(TOTALS_QUERY).all(from, to);
    const daily = this.db.prepare<[string, string], DailyRow>(DAILY_QUERY).all(from, to);
    return summarize(from, to, totals, daily);
  }

  async claimReport(week: string, now: number): Promise<boolean> {
    return this.db.prepare(CLAIM_REPORT).run(week, now).changes === 1;
  }

  async releaseReport(week: string): Promise<void> {
    this.db.prepare(RELEASE_REPORT).run(week);
  }

  async deleteOlderThan(now: number, keepDays: number): Promise<number> {
    let deleted = 0;
    this.db
      .transaction(() => {
        retentionStatements(now, keepDays).forEach(({ sql, params }, index) => {
          const { changes } = this.db.prepare(sql).run(...params);
          if (index === 0) deleted = changes;
        });
      })
      .immediate();
    if (this.cached?.day !== dayOf(now)) this.cached = null;
    return deleted;
  }
}
