-- The owner's statistics (POST /api/stats/event, read with GET /api/stats, `npm run stats`, `npm run stats:cloudflare`).
-- No IP address, no user agent, no cookie: a visitor is told apart from another only within one day, by a hash of a
-- random salt of that day (deleted with the day), the address, the browser's name and the site, computed in memory.
-- One definition for both runtimes, like 0001_inbox.sql.

-- Raw events, kept STATS_RETENTION_DAYS days; `id` is the beacon's own event id, so a retry is stored once.
CREATE TABLE IF NOT EXISTS stats_events (
  id         TEXT    PRIMARY KEY,
  created_at INTEGER NOT NULL,                    -- ms since epoch
  day        TEXT    NOT NULL,                    -- YYYY-MM-DD (UTC)
  name       TEXT    NOT NULL,                    -- pageview, showreel-play, video-play, contact-sent, …
  path       TEXT    NOT NULL,                    -- the page's path, never its query string
  label      TEXT,                                -- the project, the quarter reached, …
  referrer   TEXT,                                -- the referring site's host name only
  via        TEXT,                                -- the share link's label (?via=LABEL)
  country    TEXT,                                -- two letters, from the edge (none on the Node service)
  device     TEXT    NOT NULL CHECK (device IN ('phone', 'desktop', 'server')),
  counted    INTEGER NOT NULL DEFAULT 0           -- 1 once the daily totals below include it
);
CREATE INDEX IF NOT EXISTS stats_events_day ON stats_events (day);

-- Daily totals, kept for good: (day, what, which) → count, e.g. ('2026-11-27', 'page', '/about') → 12.
CREATE TABLE IF NOT EXISTS stats_daily (
  day       TEXT    NOT NULL,
  dimension TEXT    NOT NULL,
  key       TEXT    NOT NULL,
  n         INTEGER NOT NULL,
  PRIMARY KEY (day, dimension, key)
);

-- Today's salt only: the rows of earlier days are deleted, after which no visitor hash can be recomputed.
CREATE TABLE IF NOT EXISTS stats_salts (
  day  TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);

-- Today's visitor hashes only (to count each visitor once a day); earlier days' rows are deleted with their salt.
CREATE TABLE IF NOT EXISTS stats_visitors (
  day     TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (day, visitor)
);

-- The weekly mail to the owner: one row per week (its Monday) once a run has taken it on, so two runs (two cron
-- invocations, two Node processes) never mail the same week twice; a failed send deletes the row to retry.
CREATE TABLE IF NOT EXISTS stats_reports (
  week    TEXT    PRIMARY KEY,                  -- YYYY-MM-DD, the Monday the report is sent from
  sent_at INTEGER NOT NULL                      -- ms since epoch
);
