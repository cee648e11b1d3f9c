import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DailyCapError, StoreBusyError } from '../core/errors.ts';
import {
  DAY_MS,
  fromRow,
  type InsertResult,
  type MessageStatus,
  type MessageWriter,
  type Row,
  type StoredMessage,
} from '../core/inbox.ts';
import type { Logger } from '../core/log.ts';
import type { ContactMessage } from '../core/validate.ts';

export {
  DAY_MS,
  type InsertResult,
  type MessageStatus,
  type MessageWriter,
  type StoredMessage,
} from '../core/inbox.ts';

/**
 * The inbox: one SQLite file that is both the owner's archive and the mail outbox.
 *
 * Durability: WAL + synchronous=FULL means a commit returns only after the WAL is fsynced,
 * so once insertMessage() returns, neither a SIGKILL nor a power cut loses the row. The API
 * answers 200 only after that.
 */

const SCHEMA_VERSION = 2;

/**
 * The inbox's tables, in the file the Cloudflare Worker's D1 database is migrated with (wrangler applies
 * migrations/*.sql in order): one definition for both runtimes. Every statement is IF NOT EXISTS.
 */
const SCHEMA = ['0001_inbox.sql', '0003_stats.sql']
  .map((file) => fs.readFileSync(new URL(`../../migrations/${file}`, import.meta.url), 'utf8'))
  .join('\n');

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_RECOVERY…). */
export function isSqliteBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

export interface OpenOptions {
  /** For the inbox command: do not create an empty database where none was. */
  mustExist?: boolean;
  /**
   * How long a statement waits for another connection's lock before failing with SQLITE_BUSY.
   * better-sqlite3 is synchronous, so the whole process (every request, /healthz) waits with it:
   * keep it short.
   */
  busyTimeoutMs?: number;
  /** Where to warn about a database folder others can read (the service's logger). */
  log?: Logger;
  /** At most this many new messages in any 24 hours (null: no cap); more throw DailyCapError. */
  dailyCap?: number | null;
}

export const DEFAULT_BUSY_TIMEOUT_MS = 250;

/**
 * The inbox holds visitors' names, addresses and words: only the service's user may read it.
 * The folder is created 0700 and the database 0600 before SQLite opens it; SQLite gives the -wal
 * and -shm files the database's mode. Files from an earlier version (0644) are tightened. An
 * existing folder is left as it is (it may be a shared mount point), with a warning if others
 * can enter it.
 */
function restrictPermissions(dbPath: string, log: Logger | undefined): void {
  const dir = path.dirname(dbPath);
  if (fs.existsSync(dir)) {
    const mode = fs.statSync(dir).mode & 0o777;
    if ((mode & 0o077) !== 0) {
      log?.({
        level: 'warn',
        event: 'inbox_folder_open',
        mode: `0${mode.toString(8)}`,
        message: `The inbox folder ${dir} can be entered by other users (mode 0${mode.toString(8)}); the database files themselves are 0600. Consider chmod 700 (or StateDirectoryMode=0700).`,
      });
    }
  } else {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
  // 'a' creates the file if missing (mode 0600 before the umask, which only removes bits) and never truncates.
  fs.closeSync(fs.openSync(dbPath, 'a', 0o600));
  for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) {
    try {
      if ((fs.statSync(file).mode & 0o777) !== 0o600) fs.chmodSync(file, 0o600);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue;
      // Someone else's file that we may still write (group access): say so rather than refuse to start.
      if (code !== 'EPERM') throw error;
      log?.({
        level: 'warn',
        event: 'inbox_file_mode',
        message: `Could not make ${file} private (chmod 600): it belongs to another user.`,
      });
    }
  }
}

export class Store implements MessageWriter {
  readonly db: Database.Database;
  readonly path: string;
  private readonly insertStmt: Database.Statement<
    [string, string, string, string, string, number, string | null, string | null]
  >;
  private readonly byKeyStmt: Database.Statement<[string], { id: number }>;
  private readonly countSinceStmt: Database.Statement<[number], { n: number }>;
  private readonly nthSinceStmt: Database.Statement<[number, number], { created_at: number }>;
  private readonly dailyCap: number | null;

  constructor(dbPath: string, options: OpenOptions = {}) {
    this.path = dbPath;
    if (!options.mustExist) restrictPermissions(dbPath, options.log);
    this.db = new Database(dbPath, { fileMustExist: options.mustExist === true });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    // Deleted rows (retention) are overwritten with zeros, not left readable in free pages.
    this.db.pragma('secure_delete = ON');
    // Several connections may share the file (the service, the inbox command, a second worker):
    // wait a little for a lock instead of failing at once, but not so long that the event loop
    // (blocked while better-sqlite3 waits) stops answering everyone else.
    this.db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS))}`);
    this.migrate();
    this.insertStmt = this.db.prepare(
      `INSERT INTO messages (name, email, subject, message, status, created_at, idempotency_key, honeypot, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)
       ON CONFLICT (idempotency_key) DO NOTHING`,
    );
    this.byKeyStmt = this.db.prepare('SELECT id FROM messages WHERE idempotency_key = ?');
    this.countSinceStmt = this.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE created_at > ?');
    this.nthSinceStmt = this.db.prepare(
      'SELECT created_at FROM messages WHERE created_at > ? ORDER BY created_at LIMIT 1 OFFSET ?',
    );
    this.dailyCap = options.dailyCap ?? null;
  }

  private migrate(): void {
    const version = this.db.pragma('user_version', { simple: true });
    if (typeof version === 'number' && version >= SCHEMA_VERSION) return;
    this.db
      .transaction(() => {
        this.db.exec(SCHEMA);
        this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
      })
      .immediate();
  }

  /** Throws StoreBusyError when another connection holds the write lock past the busy timeout. */
  insertMessage(input: ContactMessage, idempotencyKey: string | null, now: number = Date.now()): InsertResult {
    try {
      return this.insert(input, idempotencyKey, now);
    } catch (error) {
      if (isSqliteBusy(error)) throw new StoreBusyError(error);
      throw error;
    }
  }

  private insert(input: ContactMessage, idempotencyKey: string | null, now: number): InsertResult {
    // One write transaction (BEGIN IMMEDIATE), so the count and the insert cannot interleave with
    // another process's.
    const insert = this.db.transaction((): InsertResult => {
      // A retry of a stored message is answered as stored, cap or no cap.
      const earlier = idempotencyKey === null ? undefined : this.byKeyStmt.get(idempotencyKey);
      if (earlier !== undefined) return { id: earlier.id, duplicate: true };
      if (this.dailyCap !== null) this.checkDailyCap(this.dailyCap, now);
      const status: MessageStatus = input.honeypot === null ? 'pending' : 'spam';
      const info = this.insertStmt.run(
        input.name,
        input.email,
        input.subject,
        input.message,
        status,
        now,
        idempotencyKey,
        input.honeypot,
      );
      if (info.changes === 1) return { id: Number(info.lastInsertRowid), duplicate: false };
      // Only the UNIQUE key can make the insert a no-op: the earlier submission is already stored.
      const existing = idempotencyKey === null ? undefined : this.byKeyStmt.get(idempotencyKey);
      if (existing === undefined) throw new Error('Insert stored nothing and no earlier row has this key.');
      return { id: existing.id, duplicate: true };
    });
    return insert.immediate();
  }

  /** Throws DailyCapError if `cap` messages were stored in the 24 hours before `now`. */
  private checkDailyCap(cap: number, now: number): void {
    const since = now - DAY_MS;
    const count = this.countSinceStmt.get(since)?.n ?? 0;
    if (count < cap) return;
    // A place frees up when the message that brings the window back under the cap turns 24 h old.
    const freedAt = (this.nthSinceStmt.get(since, count - cap)?.created_at ?? now) + DAY_MS;
    throw new DailyCapError(cap, Math.max(1, Math.ceil((freedAt - now) / 1000)));
  }

  /**
   * Retention: deletes messages created before `cutoff` (ms), except one a worker is mailing right
   * now. With secure_delete the rows are zeroed in the file, and the WAL is checkpointed and
   * truncated so no older copy of those pages stays in it. Returns how many were deleted.
   */
  deleteOlderThan(cutoff: number, now: number = Date.now()): number {
    const info = this.db
      .prepare<[number, number]>(
        'DELETE FROM messages WHERE created_at < ? AND (claimed_until IS NULL OR claimed_until <= ?)',
      )
      .run(cutoff, now);
    if (info.changes > 0) this.db.pragma('wal_checkpoint(TRUNCATE)');
    return info.changes;
  }

  /** Throws if the database cannot be read (used by /healthz). */
  ping(): void {
    this.db.prepare('SELECT 1').get();
  }

  /**
   * Leases up to `limit` due, undelivered, non-spam messages to the caller.
   *
   * BEGIN IMMEDIATE takes SQLite's write lock before reading, so two workers (in this process or
   * another one on the same file) can never lease the same row: that is what makes delivery
   * exactly-once while the lease holds. The lease (rather than a 'sending' state) means a worker
   * that dies mid-send does not strand the row; it is retried once the lease runs out.
   */
  claimDue(now: number, limit: number, leaseMs: number, token: string): StoredMessage[] {
    const claim = this.db.transaction((): Row[] => {
      const rows = this.db
        .prepare<[number, number, number], Row>(
          `SELECT * FROM messages
           WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
           ORDER BY next_attempt_at, id
           LIMIT ?`,
        )
        .all(now, now, limit);
      const lease = this.db.prepare<[number, string, number]>(
        'UPDATE messages SET claimed_until = ?, claim_token = ? WHERE id = ?',
      );
      for (const row of rows) lease.run(now + leaseMs, token, row.id);
      return rows;
    });
    return claim.immediate().map(fromRow);
  }

  /** Marks a leased message delivered; false if the lease was lost (then someone else owns it). */
  markSent(id: number, token: string, now: number): boolean {
    const info = this.db
      .prepare<[number, number, string]>(
        `UPDATE messages
         SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL, claimed_until = NULL, claim_token = NULL
         WHERE id = ? AND claim_token = ? AND status = 'pending'`,
      )
      .run(now, id, token);
    return info.changes === 1;
  }

  /** Records a failed attempt and when to try again; releases the lease. */
  markFailed(id: number, token: string, nextAttemptAt: number, error: string): boolean {
    const info = this.db
      .prepare<[number, string, number, string]>(
        `UPDATE messages
         SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, claimed_until = NULL, claim_token = NULL
         WHERE id = ? AND claim_token = ? AND status = 'pending'`,
      )
      .run(nextAttemptAt, error, id, token);
    return info.changes === 1;
  }

  /** Gives leased rows back untouched (no attempt counted), e.g. when the worker stops mid-batch. */
  release(ids: number[], token: string): void {
    const stmt = this.db.prepare<[number, string]>(
      'UPDATE messages SET claimed_until = NULL, claim_token = NULL WHERE id = ? AND claim_token = ?',
    );
    this.db.transaction(() => {
      for (const id of ids) stmt.run(id, token);
    })();
  }

  /** When the next pending message becomes due (ms), or null if none is waiting. */
  nextDueAt(): number | null {
    const row = this.db
      .prepare<[], { due: number | null }>(
        `SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, 0))) AS due FROM messages WHERE status = 'pending'`,
      )
      .get();
    return row?.due ?? null;
  }

  /** Newest first, for the inbox command. */
  list(limit: number): StoredMessage[] {
    return this.db
      .prepare<[number], Row>('SELECT * FROM messages ORDER BY created_at DESC, id DESC LIMIT ?')
      .all(limit)
      .map(fromRow);
  }

  counts(): Record<MessageStatus, number> & { total: number } {
    const rows = this.db
      .prepare<[], { status: MessageStatus; n: number }>('SELECT status, COUNT(*) AS n FROM messages GROUP BY status')
      .all();
    const counts = { pending: 0, sent: 0, spam: 0, total: 0 };
    for (const row of rows) {
      counts[row.status] = row.n;
      counts.total += row.n;
    }
    return counts;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
