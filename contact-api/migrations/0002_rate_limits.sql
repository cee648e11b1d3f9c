-- The Worker's rate limit (CONTACT_RATE_LIMIT posts per CONTACT_RATE_WINDOW_MS from one address), counted here so
-- that it holds across all of the Worker's isolates. The Node service counts in its own memory and never uses it.
CREATE TABLE IF NOT EXISTS rate_limits (
  key      TEXT    PRIMARY KEY,                   -- the client's address (an IPv6 /64), never a name or an email
  hits     INTEGER NOT NULL,
  reset_at INTEGER NOT NULL                       -- ms; when the client's window ends
);
CREATE INDEX IF NOT EXISTS rate_limits_reset ON rate_limits (reset_at);
