/**
 * Storage failures the HTTP app answers with something better than a 500, thrown by either runtime's store
 * (node/store.ts, worker/d1-store.ts), so the app recognises them without knowing the database.
 */

/** Another connection held the database's write lock for longer than the busy timeout. */
export class StoreBusyError extends Error {
  override name = 'StoreBusyError';
  constructor(cause?: unknown) {
    super('The database is locked by another connection.', { cause });
  }
}

/** CONTACT_DAILY_CAP messages were stored in the last 24 hours: nothing more is stored for now. */
export class DailyCapError extends Error {
  override name = 'DailyCapError';
  readonly cap: number;
  /** When the oldest message of the window turns 24 hours old and a place frees up. */
  readonly retryAfterSeconds: number;

  constructor(cap: number, retryAfterSeconds: number) {
    super(`${cap} messages were stored in the last 24 hours (the daily cap).`);
    this.cap = cap;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
