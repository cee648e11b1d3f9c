/**
 * Storage failures the HTTP app answers with something better than a 500. They live apart from
 * store.ts so the app (which may run on a serverless runtime with another store) does not import
 * better-sqlite3 to recognise them.
 */

/** Another connection held the database's write lock for longer than the busy timeout. */
export class StoreBusyError extends Error {
  override name = 'StoreBusyError';
  constructor(cause?: unknown) {
    super('The database is locked by another connection.', { cause });
  }
}

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_RECOVERY…). */
export function isSqliteBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** CONTACT_DAILY_CAP messages were stored in the last 24 hours: nothing more is stored for now. */
export class DailyCapError extends Error {
  override name = 'DailyCapError';
  constructor(
    readonly cap: number,
    /** When the oldest message of the window turns 24 hours old and a place frees up. */
    readonly retryAfterSeconds: number,
  ) {
    super(`${cap} messages were stored in the last 24 hours (the daily cap).`);
  }
}
