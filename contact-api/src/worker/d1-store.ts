import type { D1Database } from '@cloudflare/workers-types/index.ts';
import { DailyCapError } from '../core/errors.ts';
import {
  DAY_MS,
  fromRow,
  type InsertResult,
  type MessageStatus,
  type MessageWriter,
  type Row,
  type StoredMessage,
} from '../core/inbox.ts';
import type { OutboxStore } from '../core/outbox.ts';
import type { ContactMessage } from '../core/validate.ts';

/**
 * The inbox in D1 (Cloudflare's SQLite), with the tables and rules of the Node service's (node/store.ts): the same
 * migrations/0001_inbox.sql, a message committed before the 200, an Idempotency-Key stored once, the daily cap, the
 * outbox lease. D1 has no transaction a Worker can hold open, so each rule that the Node store keeps inside one
 * BEGIN IMMEDIATE is here a single statement, which D1 runs alone against the one primary database.
 */
export class D1Store implements MessageWriter, OutboxStore {
  private readonly db: D1Database;
  private readonly dailyCap: number | null;

  constructor(db: D1Database, dailyCap: number | null = null) {
    this.db = db;
    this.dailyCap = dailyCap;
  }

  async insertMessage(
    input: ContactMessage,
    idempotencyKey: string | null,
    now: number = Date.now(),
  ): Promise<InsertResult> {
    const status: MessageStatus = input.honeypot === null ? 'pending' : 'spam';
    // Stored only if the key is new and the last 24 hours hold fewer than the cap: the checks and the insert are
    // one statement, so two requests at once cannot both slip under the cap or both store the same key.
    const inserted = await this.db
      .prepare(
        `INSERT INTO messages (name, email, subject, message, status, created_at, idempotency_key, honeypot, next_attempt_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 0
         WHERE (?7 IS NULL OR NOT EXISTS (SELECT 1 FROM messages WHERE idempotency_key = ?7))
           AND (?9 IS NULL OR (SELECT COUNT(*) FROM messages WHERE created_at > ?6 - ?10) < ?9)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id`,
      )
      .bind(
        input.name,
        input.email,
        input.subject,
        input.message,
        status,
        now,
        idempotencyKey,
        input.honeypot,
        this.dailyCap,
        DAY_MS,
      )
      .first<{ id: number }>();
    if (inserted !== null) return { id: inserted.id, duplicate: false };
    // Nothing stored: either the key was seen before (a retry is answered as stored, cap or no cap)…
    if (idempotencyKey !== null) {
      const earlier = await this.db
        .prepare('SELECT id FROM messages WHERE idempotency_key = ?')
        .bind(idempotencyKey)
        .first<{ id: number }>();
      if (earlier !== null) return { id: earlier.id, duplicate: true };
    }
    // …or the cap is reached.
    if (this.dailyCap === null) throw new Error('Insert stored nothing and no earlier row has this key.');
    throw await this.dailyCapError(this.dailyCap, now);
  }

  /** When a place frees up: the message that brings the window back under the cap turns 24 hours old. */
  private async dailyCapError(cap: number, now: number): Promise<DailyCapError> {
    const since = now - DAY_MS;
    const count =
      (
        await this.db
          .prepare('SELECT COUNT(*) AS n FROM messages WHERE created_at > ?')
          .bind(since)
          .first<{ n: number }>()
      )?.n ?? 0;
    const nth = await this.db
      .prepare('SELECT created_at FROM messages WHERE created_at > ? ORDER BY created_at LIMIT 1 OFFSET ?')
      .bind(since, Math.max(0, count - cap))
      .first<{ created_at: number }>();
    const freedAt = (nth?.created_at ?? now) + DAY_MS;
    return new DailyCapError(cap, Math.max(1, Math.ceil((freedAt - now) / 1000)));
  }

  async ping(): Promise<void> {
    await this.db.prepare('SELECT 1').first();
  }

  async claimDue(now: number, limit: number, leaseMs: number, token: string): Promise<StoredMessage[]> {
    // One statement: two cron runs (or a cron run and a request's delivery) can never lease the same row.
    const { results } = await this.db
      .prepare(
        `UPDATE messages SET claimed_until = ?1, claim_token = ?2
         WHERE id IN (
           SELECT id FROM messages
           WHERE status = 'pending' AND next_attempt_at <= ?3 AND (claimed_until IS NULL OR claimed_until <= ?3)
           ORDER BY next_attempt_at, id
           LIMIT ?4
         )
         RETURNING *`,
      )
      .bind(now + leaseMs, token, now, limit)
      .all<Row>();
    return results.map(fromRow).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id);
  }

  async markSent(id: number, token: string, now: number): Promise<boolean> {
    const result = await this.db
      .prepare(
        `UPDATE messages
         SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL, claimed_until = NULL, claim_token = NULL
         WHERE id = ? AND claim_token = ? AND status = 'pending'`,
      )
      .bind(now, id, token)
      .run();
    return result.meta.changes === 1;
  }

  async markFailed(id: number, token: string, nextAttemptAt: number, error: string): Promise<boolean> {
    const result = await this.db
      .prepare(
        `UPDATE messages
         SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, claimed_until = NULL, claim_token = NULL
         WHERE id = ? AND claim_token = ? AND status = 'pending'`,
      )
      .bind(nextAttemptAt, error, id, token)
      .run();
    return result.meta.changes === 1;
  }

  async release(ids: number[], token: string): Promise<void> {
    if (ids.length === 0) return;
    const statement = this.db.prepare(
      'UPDATE messages SET claimed_until = NULL, claim_token = NULL WHERE id = ? AND claim_token = ?',
    );
    await this.db.batch(ids.map((id) => statement.bind(id, token)));
  }

  async nextDueAt(): Promise<number | null> {
    const row = await this.db
      .prepare(
        `SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, 0))) AS due FROM messages WHERE status = 'pending'`,
      )
      .first<{ due: number | null }>();
    return row?.due ?? null;
  }

  /** Retention (CONTACT_RETENTION_DAYS): deletes messages created before `cutoff`, except one being mailed. */
  async deleteOlderThan(cutoff: number, now: number = Date.now()): Promise<number> {
    const result = await this.db
      .prepare('DELETE FROM messages WHERE created_at < ? AND (claimed_until IS NULL OR claimed_until <= ?)')
      .bind(cutoff, now)
      .run();
    return result.meta.changes;
  }

  /** Newest first. */
  async list(limit: number): Promise<StoredMessage[]> {
    const { results } = await this.db
      .prepare('SELECT * FROM messages ORDER BY created_at DESC, id DESC LIMIT ?')
      .bind(limit)
      .all<Row>();
    return results.map(fromRow);
  }
}
