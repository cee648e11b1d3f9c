import type { D1Database } from '@cloudflare/workers-types/index.ts';
import type { Env } from 'hono';
import type { ClientRateLimitInfo, HonoConfigType, Store } from 'hono-rate-limiter';

/**
 * The rate limiter's memory in D1 (migrations/0002_rate_limits.sql), for hono-rate-limiter: a Worker runs in many
 * isolates at once, each with its own memory, so a count kept in memory would let a client through once per isolate.
 * Each hit is one statement that reads and writes the client's row, so two isolates cannot both count from the same
 * old value. The key is the client's address (an IPv6 /64), never anything the visitor typed.
 */
export class D1RateLimitStore<E extends Env = Env> implements Store<E> {
  private windowMs = 60_000;

  private readonly db: D1Database;
  private readonly now: () => number;

  constructor(db: D1Database, now: () => number = Date.now) {
    this.db = db;
    this.now = now;
  }

  init(options: HonoConfigType<E>): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.db
      .prepare('SELECT hits, reset_at FROM rate_limits WHERE key = ? AND reset_at > ?')
      .bind(key, this.now())
      .first<{ hits: number; reset_at: number }>();
    return row === null ? undefined : { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.now();
    // A window that has ended starts again at 1.
    const row = await this.db
      .prepare(
        `INSERT INTO rate_limits (key, hits, reset_at) VALUES (?1, 1, ?2 + ?3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.reset_at <= ?2 THEN 1 ELSE rate_limits.hits + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= ?2 THEN ?2 + ?3 ELSE rate_limits.reset_at END
         RETURNING hits, reset_at`,
      )
      .bind(key, now, this.windowMs)
      .first<{ hits: number; reset_at: number }>();
    if (row === null) throw new Error('The rate limit count was not written.');
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.db.prepare('UPDATE rate_limits SET hits = MAX(hits - 1, 0) WHERE key = ?').bind(key).run();
  }

  async resetKey(key: string): Promise<void> {
    await this.db.prepare('DELETE FROM rate_limits WHERE key = ?').bind(key).run();
  }

  /** Forgets the windows that have ended (the Cron Trigger calls it), so the table stays small. */
  async clearExpired(): Promise<number> {
    const result = await this.db.prepare('DELETE FROM rate_limits WHERE reset_at <= ?').bind(this.now()).run();
    return result.meta.changes;
  }
}
