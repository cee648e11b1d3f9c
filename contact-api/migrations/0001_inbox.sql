-- The contact inbox: every message the form sent, and the owner's mail outbox (status, attempts, back-off).
-- One definition for both runtimes: the Node service runs this file on its SQLite database at start (src/store.ts),
-- and wrangler applies it to the Worker's D1 database (`wrangler d1 migrations apply`).
CREATE TABLE IF NOT EXISTS messages (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at      INTEGER NOT NULL,               -- ms since epoch
  name            TEXT    NOT NULL,
  email           TEXT    NOT NULL,
  subject         TEXT    NOT NULL,
  message         TEXT    NOT NULL,
  status          TEXT    NOT NULL CHECK (status IN ('pending', 'sent', 'spam')),
  idempotency_key TEXT    UNIQUE,                 -- NULLs do not collide, so keyless posts are all kept
  honeypot        TEXT,
  attempts        INTEGER NOT NULL DEFAULT 0,     -- delivery attempts so far
  next_attempt_at INTEGER NOT NULL DEFAULT 0,     -- ms; the back-off schedule
  claimed_until   INTEGER,                        -- ms; a worker's lease on the row while it mails it
  claim_token     TEXT,
  last_error      TEXT,
  sent_at         INTEGER
);
CREATE INDEX IF NOT EXISTS messages_due ON messages (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS messages_created ON messages (created_at);
