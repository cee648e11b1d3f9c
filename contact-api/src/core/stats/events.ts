/**
 * The owner's statistics, whatever stores them (SQLite on Node: node/sqlite-stats.ts; D1 in the Worker: worker/d1-stats.ts):
 * what a beacon may say, how a visitor is told apart within one day without keeping anything personal, and the SQL
 * both runtimes run (migrations/0003_stats.sql). No imports: the site's editor and build scripts read it too, under the
 * site's TypeScript settings.
 */

/** The events a page's beacon may send. `contact-sent` is counted by the service itself when it stores a message. */
export const BEACON_EVENTS = [
  'pageview',
  'showreel-play',
  'showreel-progress',
  'showreel-complete',
  'video-play',
  'voice-play',
  'cv-download',
  'nda-unlock',
] as const;
export const SERVER_EVENTS = ['contact-sent'] as const;
/** Every named event the summary reports (pageviews are in `pages`). */
export const EVENT_NAMES = [
  'showreel-play',
  'showreel-complete',
  'video-play',
  'voice-play',
  'cv-download',
  'nda-unlock',
  'contact-sent',
] as const;

export type BeaconEventName = (typeof BEACON_EVENTS)[number];
export type EventName = BeaconEventName | (typeof SERVER_EVENTS)[number];
export type Device = 'phone' | 'desktop' | 'server';

/** The quarters of the showreel a `showreel-progress` event may report (the end is `showreel-complete`). */
export const QUARTERS = ['25', '50', '75'] as const;

/** What is kept of one event: no address, no browser name, no cookie. */
export interface StatsEvent {
  id: string;
  name: EventName;
  path: string;
  label: string | null;
  referrer: string | null;
  via: string | null;
  country: string | null;
  device: Device;
}

/** The largest beacon body accepted: a few short fields. */
export const BEACON_BODY_LIMIT = 1024;

/**
 * The site's beacon (lib/stats/beacon.ts) sends each event as a JSON array, `[code, path, id, label, via,
 * referrer]`, to stay a few hundred bytes: the code says which event (and, for the showreel's quarters, which
 * quarter), the referrer is `document.referrer` as the browser gives it. The object form, `{ id, name, path, label?,
 * referrer?, via? }` with a bare host as referrer, is read too.
 */
export const BEACON_CODES: Readonly<Record<string, { name: BeaconEventName; label?: string }>> = {
  v: { name: 'pageview' },
  s: { name: 'showreel-play' },
  1: { name: 'showreel-progress', label: '25' },
  2: { name: 'showreel-progress', label: '50' },
  3: { name: 'showreel-progress', label: '75' },
  4: { name: 'showreel-complete' },
  video: { name: 'video-play' },
  audio: { name: 'voice-play' },
  d: { name: 'cv-download' },
  u: { name: 'nda-unlock' },
};

/** Random, as the beacon makes it (`Math.random()` as text: digits and a dot). */
const ID = /^[A-Za-z0-9_.-]{8,64}$/;
/** A host name as a Referer header carries it (the beacon sends the host alone). */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)*$/;
/** A page's path: printable, no query string or fragment. */
const PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]{0,199}$/;
/** A project's page, in either language and under any base path: its slug. */
const PROJECT_PAGE = /\/portfolio\/([^/]+)\/?$/;

export type BeaconResult = { ok: true; value: Omit<StatsEvent, 'country' | 'device'> } | { ok: false; reason: string };

/** core/json.ts's check, written here again because this module imports nothing (see above). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBeaconEvent(name: unknown): name is BeaconEventName {
  return typeof name === 'string' && (BEACON_EVENTS as readonly string[]).includes(name);
}

/**
 * What a visitor's text becomes as a label (a share link's `?via=Studio North`, a file's name): lower case, each
 * run of other characters one `-`, starting and ending with a letter or digit, at most 64 characters; '' if nothing
 * is left.
 */
export function toLabel(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .slice(0, 64)
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
}

/** An optional label field: made a label (above), null when empty, undefined (refused) when not text. */
function optionalLabel(body: Record<string, unknown>, key: string): string | null | undefined {
  const raw = body[key];
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') return undefined;
  const value = toLabel(decodeLabel(raw));
  return value === '' ? null : value;
}

/** A project's or a file's name as an address carries it (`Maria%20Silva`): decoded, when it decodes. */
function decodeLabel(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A referrer: a bare host, or (the array form) an address whose host is taken; another site's only. */
function referrerHost(raw: unknown, site: string | undefined, fromAddress: boolean): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  let host = raw.trim().toLowerCase();
  if (fromAddress) {
    const from = hostOf(raw);
    if (from === null || from.host === hostOf(site)?.host) return null;
    host = from.hostname;
  }
  return HOST.test(host) ? host : null;
}

function hostOf(address: string | undefined): URL | null {
  try {
    return address === undefined ? null : new URL(address);
  } catch {
    return null;
  }
}

/** The array form, as the object form. */
function fromArray(body: unknown[], site: string | undefined): Record<string, unknown> | null {
  const [code, path, id, label, via, referrer] = body;
  const known = typeof code === 'string' || typeof code === 'number' ? BEACON_CODES[code] : undefined;
  if (known === undefined) return null;
  return { id, name: known.name, path, label: known.label ?? label, via, referrer: referrerHost(referrer, site, true) };
}

/**
 * Reads a beacon's JSON body (the array form or the object form, above). `site`: the page's origin (the request's
 * Origin), so that a visit from one page of the site to another is no referrer. Anything else (an unknown event, a
 * path with a query string, a label that is not text) is refused whole, as the contact form refuses a bad message:
 * the statistics only ever hold the shapes listed here. Labels (`via`, a file's name) are made labels, not
 * refused; a video played or a protected project opened on a project's page is labelled with its slug. A referrer
 * that is not a bare host is dropped, not the view: it is the only field the visitor's own browser fills, and a
 * page view without it is still one.
 */
export function readBeacon(raw: unknown, site?: string): BeaconResult {
  const body = Array.isArray(raw) ? fromArray(raw, site) : raw;
  if (!isRecord(body)) return { ok: false, reason: Array.isArray(raw) ? 'code' : 'not an object' };
  const { id, name, path } = body;
  if (typeof id !== 'string' || !ID.test(id)) return { ok: false, reason: 'id' };
  if (!isBeaconEvent(name)) return { ok: false, reason: 'name' };
  if (typeof path !== 'string' || !PATH.test(path)) return { ok: false, reason: 'path' };
  let label = optionalLabel(body, 'label');
  const referrer = referrerHost(body.referrer, site, false);
  const via = optionalLabel(body, 'via');
  if (label === undefined) return { ok: false, reason: 'label' };
  if (via === undefined) return { ok: false, reason: 'via' };
  if (name === 'showreel-progress' && (label === null || !(QUARTERS as readonly string[]).includes(label)))
    return { ok: false, reason: 'label' };
  if (label === null && (name === 'video-play' || name === 'nda-unlock')) {
    const slug = PROJECT_PAGE.exec(path)?.[1];
    label = slug === undefined ? null : toLabel(decodeLabel(slug)) || null;
  }
  return { ok: true, value: { id, name, path: normalPath(path), label, referrer, via } };
}

/** `/about/` and `/about` are one page. */
function normalPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Phone or desktop, from the browser's name (which is then forgotten): one word is all that is kept. */
export function deviceOf(userAgent: string | undefined): Device {
  return /Mobi|Android|iPhone|iPod|iPad/i.test(userAgent ?? '') ? 'phone' : 'desktop';
}

/** A country as the edge gives it (two letters), else nothing. */
export function countryOf(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1' ? value : null;
}

/** The UTC day of `ms`, as stored (YYYY-MM-DD). */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `days` days before `day`. */
export function daysBefore(day: string, days: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000);
}

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new day's salt: 32 random bytes. */
export function newSalt(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * Tells visitors apart within one day: SHA-256 of the day's salt, the address, the browser's name and the site,
 * computed here and never stored with the address or the name. Once the day's salt is deleted, nobody (the owner
 * included) can recompute it from an address.
 */
export async function visitorId(salt: string, address: string, userAgent: string, site: string): Promise<string> {
  const data = new TextEncoder().encode(`${salt}\n${address}\n${userAgent}\n${site}`);
  return hex(await crypto.subtle.digest('SHA-256', data)).slice(0, 32);
}

/** One SQL statement with its anonymous (`?`) parameters, run alike by better-sqlite3 and D1. */
export interface Statement {
  sql: string;
  params: Array<string | number | null>;
}

const PENDING = 'EXISTS (SELECT 1 FROM stats_events WHERE id = ? AND counted = 0)';

/** The (dimension, key) totals an event adds one to. */
export function dimensionsOf(event: StatsEvent): Array<[string, string]> {
  const out: Array<[string, string]> = [
    ['total', ''],
    ['event', event.name],
  ];
  if (event.label !== null) out.push([`label:${event.name}`, event.label]);
  if (event.name === 'pageview') {
    out.push(['page', event.path]);
    if (event.via !== null) out.push(['via', event.via]);
    if (event.referrer !== null) out.push(['referrer', event.referrer]);
    if (event.country !== null) out.push(['country', event.country]);
    out.push(['device', event.device]);
  } else if (event.via !== null) {
    out.push([`via:${event.via}`, event.name]);
  }
  return out;
}

/**
 * Records one event: stored if its id is new and today holds fewer than `cap` events, and then added to the day's
 * totals exactly once (the totals are guarded by the row's `counted` flag). Run as one transaction (D1's batch,
 * better-sqlite3's transaction): a retry of the same beacon, at once or later, changes nothing.
 */
export function recordStatements(
  event: StatsEvent,
  now: number,
  cap: number | null,
  visitor: string | null,
): Statement[] {
  const day = dayOf(now);
  const statements: Statement[] = [
    {
      sql: `INSERT INTO stats_events (id, created_at, day, name, path, label, referrer, via, country, device, counted)
            SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0
            WHERE ? IS NULL OR COALESCE((SELECT n FROM stats_daily WHERE day = ? AND dimension = 'total' AND key = ''), 0) < ?
            ON CONFLICT (id) DO NOTHING`,
      params: [
        event.id,
        now,
        day,
        event.name,
        event.path,
        event.label,
        event.referrer,
        event.via,
        event.country,
        event.device,
        cap,
        day,
        cap,
      ],
    },
  ];
  const add = (dimension: string, key: string, extra = '', extraParams: Array<string | null> = []) =>
    statements.push({
      sql: `INSERT INTO stats_daily (day, dimension, key, n) SELECT ?, ?, ?, 1 WHERE ${PENDING}${extra}
            ON CONFLICT (day, dimension, key) DO UPDATE SET n = n + 1`,
      params: [day, dimension, key, event.id, ...extraParams],
    });
  for (const [dimension, key] of dimensionsOf(event)) add(dimension, key);
  if (event.name === 'pageview') add('views', '');
  if (visitor !== null) {
    add('visitors', '', ' AND NOT EXISTS (SELECT 1 FROM stats_visitors WHERE day = ? AND visitor = ?)', [day, visitor]);
    statements.push({
      sql: `INSERT INTO stats_visitors (day, visitor) SELECT ?, ? WHERE ${PENDING} ON CONFLICT (day, visitor) DO NOTHING`,
      params: [day, visitor, event.id],
    });
  }
  statements.push({ sql: 'UPDATE stats_events SET counted = 1 WHERE id = ? AND counted = 0', params: [event.id] });
  return statements;
}

/** Today's salt, made if there is none yet; every earlier day's salt and visitor hashes are deleted. */
export function saltStatements(day: string, salt: string): Statement[] {
  return [
    { sql: 'DELETE FROM stats_salts WHERE day <> ?', params: [day] },
    { sql: 'DELETE FROM stats_visitors WHERE day <> ?', params: [day] },
    { sql: 'INSERT INTO stats_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING', params: [day, salt] },
  ];
}

export const SALT_QUERY = 'SELECT salt FROM stats_salts WHERE day = ?';

/**
 * Retention: raw events older than `keepDays` days go (the first statement; daily totals stay), and so do the salts
 * and visitor hashes of every day but today, even on a day nobody visits.
 */
export function retentionStatements(now: number, keepDays: number): Statement[] {
  const today = dayOf(now);
  return [
    { sql: 'DELETE FROM stats_events WHERE day < ?', params: [daysBefore(today, keepDays)] },
    { sql: 'DELETE FROM stats_salts WHERE day <> ?', params: [today] },
    { sql: 'DELETE FROM stats_visitors WHERE day <> ?', params: [today] },
  ];
}

/** The totals of the days in [from, to], one row per (dimension, key). */
export const TOTALS_QUERY =
  'SELECT dimension, key, SUM(n) AS n FROM stats_daily WHERE day >= ? AND day <= ? GROUP BY dimension, key';
/** Views and visitors per day, for the chart. */
export const DAILY_QUERY =
  "SELECT day, dimension, n FROM stats_daily WHERE day >= ? AND day <= ? AND dimension IN ('views', 'visitors') AND key = '' ORDER BY day";

export interface TotalRow {
  dimension: string;
  key: string;
  n: number;
}
export interface DailyRow {
  day: string;
  dimension: string;
  n: number;
}

/** What `GET /api/stats`, `npm run stats` and `npm run stats:cloudflare -- --json` answer. */
export interface Summary {
  from: string;
  to: string;
  pages: Record<string, number>;
  /** Visitors summed over the days (one person on two days counts twice: nothing links days). */
  visitors: number;
  via: Record<string, number>;
  /** What each share link's visitors did after opening it (label → event → count). */
  viaEvents: Record<string, Record<string, number>>;
  referrers: Record<string, number>;
  countries: Record<string, number>;
  devices: Record<string, number>;
  events: Record<string, number>;
  /** video-play per project, voice-play per demo, nda-unlock per project, … (event → label → count). */
  labels: Record<string, Record<string, number>>;
  /** How far the showreel's plays got: plays, then how many reached 25, 50, 75 % and the end. */
  showreel: { plays: number; '25': number; '50': number; '75': number; complete: number };
  daily: Array<{ day: string; views: number; visitors: number }>;
}

/** Biggest first, then by name, so the JSON reads as a ranking. */
function ranked(entries: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...entries].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

export function summarize(from: string, to: string, totals: TotalRow[], daily: DailyRow[]): Summary {
  const groups = new Map<string, Map<string, number>>();
  for (const row of totals) {
    let group = groups.get(row.dimension);
    if (group === undefined) groups.set(row.dimension, (group = new Map()));
    group.set(row.key, Number(row.n));
  }
  const group = (name: string) => ranked(groups.get(name) ?? new Map<string, number>());
  const events: Record<string, number> = {};
  const counted = groups.get('event') ?? new Map<string, number>();
  for (const name of EVENT_NAMES) events[name] = counted.get(name) ?? 0;
  const labels: Record<string, Record<string, number>> = {};
  const viaEvents: Record<string, Record<string, number>> = {};
  for (const [dimension, keys] of groups) {
    if (dimension.startsWith('label:')) labels[dimension.slice(6)] = ranked(keys);
    if (dimension.startsWith('via:')) viaEvents[dimension.slice(4)] = ranked(keys);
  }
  const progress = labels['showreel-progress'] ?? {};
  const days = new Map<string, { day: string; views: number; visitors: number }>();
  for (const row of daily) {
    const entry = days.get(row.day) ?? { day: row.day, views: 0, visitors: 0 };
    if (row.dimension === 'views') entry.views = Number(row.n);
    if (row.dimension === 'visitors') entry.visitors = Number(row.n);
    days.set(row.day, entry);
  }
  return {
    from,
    to,
    pages: group('page'),
    visitors: groups.get('visitors')?.get('') ?? 0,
    via: group('via'),
    viaEvents,
    referrers: group('referrer'),
    countries: group('country'),
    devices: group('device'),
    events,
    labels,
    showreel: {
      plays: events['showreel-play'] ?? 0,
      '25': progress['25'] ?? 0,
      '50': progress['50'] ?? 0,
      '75': progress['75'] ?? 0,
      complete: events['showreel-complete'] ?? 0,
    },
    daily: [...days.values()],
  };
}

/** The most days `npm run stats` and `npm run stats:cloudflare` report at once (--days). */
export const MAX_REPORT_DAYS = 36_500;

/** A command's `--days N` (default 30): the whole number, or a sentence saying what is wrong with it. */
export function parseDays(raw: string | undefined): { days: number } | { error: string } {
  const days = Number(raw ?? '30');
  return Number.isInteger(days) && days >= 1 && days <= MAX_REPORT_DAYS
    ? { days }
    : { error: `--days must be a whole number of days from 1, got "${raw}".` };
}

/** The days a summary covers: the last `days` days up to today (UTC). */
export function range(now: number, days: number): { from: string; to: string } {
  const to = dayOf(now);
  return { from: daysBefore(to, days - 1), to };
}

/** How the store answers a beacon. */
export type RecordOutcome = 'stored' | 'duplicate' | 'capped';

/** What the HTTP app needs from the statistics' storage. */
export interface StatsStore {
  /** Today's salt (made if missing; earlier days' salts and visitor hashes are deleted). */
  salt(now: number): Promise<string>;
  record(event: StatsEvent, now: number, cap: number | null, visitor: string | null): Promise<RecordOutcome>;
  summary(from: string, to: string): Promise<Summary>;
  /** Deletes raw events older than `keepDays` days; returns how many. */
  deleteOlderThan(now: number, keepDays: number): Promise<number>;
  /** Takes on the weekly mail of `week`: true for the one run that recorded it first. */
  claimReport(week: string, now: number): Promise<boolean>;
  /** Gives it back after a failed send, for the next run. */
  releaseReport(week: string): Promise<void>;
}

export const CLAIM_REPORT = 'INSERT INTO stats_reports (week, sent_at) VALUES (?, ?) ON CONFLICT (week) DO NOTHING';
export const RELEASE_REPORT = 'DELETE FROM stats_reports WHERE week = ?';
