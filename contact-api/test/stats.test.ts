import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { dayOf, daysBefore, EVENT_NAMES, type Summary } from '../src/core/stats/events.ts';
import { reportWeek } from '../src/core/stats/weekly.ts';
import { MESSAGES } from '../src/core/messages.ts';
import { VALID, waitForAsync } from './helpers.ts';
import { GITHUB_TOKENS, post, RUNTIMES, startTargets, type Target, type TargetSet } from './targets.ts';

/**
 * The owner's statistics, on both runtimes: a page's beacon (POST /api/stats/event) is counted without a cookie and
 * without keeping the visitor's address or browser, once however often it is retried, within the day's cap and the
 * rate limit; a stored message counts as contact-sent; GET /api/stats shows it all only to someone who may push to
 * the site's repository.
 */

const SITE = 'http://localhost:3000';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 StatsTest/1';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 StatsTest/2';

interface Beacon {
  id?: string;
  name: string;
  path: string;
  label?: string;
  referrer?: string;
  via?: string;
}

/** Sends a beacon as navigator.sendBeacon does: a text/plain JSON string from a page of the site. */
async function beacon(target: Target, body: Beacon | string, headers: Record<string, string> = {}): Promise<Response> {
  const payload = typeof body === 'string' ? body : JSON.stringify({ id: randomUUID(), ...body });
  return target.fetch('/api/stats/event', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE, 'user-agent': CHROME, ...headers },
    body: payload,
  });
}

async function summary(target: Target, token: string = GITHUB_TOKENS.owner, days = 7): Promise<Summary> {
  const response = await target.fetch(`/api/stats?days=${days}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as Summary;
}

/** Every row of the statistics' tables, as text, for what must never be in them. */
async function everythingStored(target: Target): Promise<string> {
  const tables = ['stats_events', 'stats_daily', 'stats_salts', 'stats_visitors'];
  const rows = await Promise.all(tables.map((table) => target.rows(`SELECT * FROM ${table}`)));
  return JSON.stringify(rows);
}

for (const runtime of RUNTIMES) {
  describe(`statistics [${runtime}]`, () => {
    let set: TargetSet;
    let svc: Target;
    let capped: Target;
    let limited: Target;
    let weekly: Target;
    before(async () => {
      set = await startTargets(runtime, [
        {},
        { STATS_DAILY_CAP: '2' },
        { STATS_RATE_LIMIT: '2' },
        { STATS_WEEKLY_MAIL: '1' },
      ]);
      [svc, capped, limited, weekly] = set.targets as [Target, Target, Target, Target];
    });
    after(() => set.close());

    it('counts a page view with its share link and referrer, answers 204 without a cookie, and keeps no address or browser name', async () => {
      const before = await summary(svc);
      const response = await beacon(svc, {
        name: 'pageview',
        path: '/portfolio/',
        via: 'Studio-North',
        referrer: 'mail.example.org',
      });
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('set-cookie'), null);
      const after = await summary(svc);
      assert.equal((after.pages['/portfolio'] ?? 0) - (before.pages['/portfolio'] ?? 0), 1);
      assert.equal((after.via['studio-north'] ?? 0) - (before.via['studio-north'] ?? 0), 1);
      assert.equal((after.referrers['mail.example.org'] ?? 0) - (before.referrers['mail.example.org'] ?? 0), 1);
      assert.equal((after.devices.desktop ?? 0) - (before.devices.desktop ?? 0), 1);
      assert.ok(after.visitors >= 1);
      const stored = await everythingStored(svc);
      assert.ok(!stored.includes('StatsTest'), 'no user agent is stored');
      assert.ok(!stored.includes('127.0.0.1'), 'no IP address is stored');
    });

    it('counts a retried beacon (the same event id) once', async () => {
      const id = randomUUID();
      const before = await summary(svc);
      for (let attempt = 0; attempt < 3; attempt += 1)
        assert.equal((await beacon(svc, { id, name: 'cv-download', path: '/about' })).status, 204);
      const after = await summary(svc);
      assert.equal((after.events['cv-download'] ?? 0) - (before.events['cv-download'] ?? 0), 1);
    });

    it('tells visitors apart within the day by address and browser, and counts a phone as a phone', async () => {
      const before = await summary(svc);
      await beacon(svc, { name: 'pageview', path: '/' });
      await beacon(svc, { name: 'pageview', path: '/about' });
      await beacon(svc, { name: 'pageview', path: '/' }, { 'user-agent': PHONE });
      const after = await summary(svc);
      assert.equal((after.pages['/'] ?? 0) - (before.pages['/'] ?? 0), 2);
      assert.equal((after.devices.phone ?? 0) - (before.devices.phone ?? 0), 1);
      // The desktop browser was counted by the first test already today; the phone is new.
      assert.equal(after.visitors - before.visitors, 1);
      const visitors = await svc.rows('SELECT day FROM stats_visitors');
      assert.ok(
        visitors.every((row) => row.day === dayOf(Date.now())),
        'only today keeps visitor hashes',
      );
    });

    it("counts the showreel's plays and how far they got, and each project's video plays", async () => {
      const before = await summary(svc);
      await beacon(svc, { name: 'showreel-play', path: '/' });
      for (const label of ['25', '50', '75']) await beacon(svc, { name: 'showreel-progress', path: '/', label });
      await beacon(svc, { name: 'showreel-complete', path: '/' });
      await beacon(svc, { name: 'video-play', path: '/portfolio/a-project', label: 'a-project' });
      await beacon(svc, { name: 'nda-unlock', path: '/portfolio/secret', label: 'secret' });
      await beacon(svc, { name: 'voice-play', path: '/about' });
      const after = await summary(svc);
      assert.equal(after.showreel.plays - before.showreel.plays, 1);
      assert.equal(after.showreel['75'] - before.showreel['75'], 1);
      assert.equal(after.showreel.complete - before.showreel.complete, 1);
      assert.equal(
        (after.labels['video-play']?.['a-project'] ?? 0) - (before.labels['video-play']?.['a-project'] ?? 0),
        1,
      );
      for (const name of EVENT_NAMES) assert.equal(typeof after.events[name], 'number', name);
      assert.equal((after.events['nda-unlock'] ?? 0) - (before.events['nda-unlock'] ?? 0), 1);
      assert.equal((after.events['voice-play'] ?? 0) - (before.events['voice-play'] ?? 0), 1);
    });

    it("reads the site beacon's short form: its codes, another site's referrer host, labels made of what was sent", async () => {
      const before = await summary(svc);
      const short = (event: unknown[]) => beacon(svc, JSON.stringify(event));
      const id = () => `${Math.random()}`;
      assert.equal(
        (await short(['v', '/services', id(), null, 'Studio West', 'https://news.example.net/a?b'])).status,
        204,
      );
      assert.equal((await short(['v', '/about', id(), null, null, `${SITE}/services`])).status, 204);
      for (const code of ['s', 1, 2, 3, 4])
        assert.equal((await short([code, '/', id(), null, 'Studio West'])).status, 204);
      assert.equal((await short(['video', '/pt-br/portfolio/short-form/', id()])).status, 204);
      assert.equal((await short(['d', '/about', id(), 'CV Letter'])).status, 204);
      assert.equal((await short(['x', '/', id()])).status, 400);
      const after = await summary(svc);
      assert.equal((after.via['studio-west'] ?? 0) - (before.via['studio-west'] ?? 0), 1);
      assert.equal(
        (after.viaEvents['studio-west']?.['showreel-complete'] ?? 0) -
          (before.viaEvents['studio-west']?.['showreel-complete'] ?? 0),
        1,
      );
      assert.equal((after.referrers['news.example.net'] ?? 0) - (before.referrers['news.example.net'] ?? 0), 1);
      assert.equal(after.referrers.localhost, before.referrers.localhost, 'a page of the site is no referrer');
      assert.equal(after.showreel['50'] - before.showreel['50'], 1);
      assert.equal(after.showreel.complete - before.showreel.complete, 1);
      assert.equal(
        (after.labels['video-play']?.['short-form'] ?? 0) - (before.labels['video-play']?.['short-form'] ?? 0),
        1,
      );
      assert.equal(
        (after.labels['cv-download']?.['cv-letter'] ?? 0) - (before.labels['cv-download']?.['cv-letter'] ?? 0),
        1,
      );
    });

    it('keeps a page view whose referrer is not a bare host, without the referrer', async () => {
      const before = await summary(svc);
      const response = await beacon(svc, { name: 'pageview', path: '/services', referrer: 'https://x.example/path' });
      assert.equal(response.status, 204);
      const after = await summary(svc);
      assert.equal((after.pages['/services'] ?? 0) - (before.pages['/services'] ?? 0), 1);
      assert.ok(!(await everythingStored(svc)).includes('x.example'), 'the odd referrer is not stored');
    });

    it('counts a stored message as contact-sent, once, and not a caught bot', async () => {
      // Beacons whose ids look like a message's number cannot take its count.
      for (let id = 1; id <= 20; id += 1)
        await beacon(svc, { id: `contact-${id}`, name: 'cv-download', path: '/about' });
      const before = await summary(svc);
      const key = randomUUID();
      assert.equal((await post(svc, VALID, { 'idempotency-key': key })).status, 200);
      assert.equal((await post(svc, VALID, { 'idempotency-key': key })).status, 200);
      assert.equal((await post(svc, { ...VALID, website: 'http://spam.example' })).status, 200);
      const after = await summary(svc);
      assert.equal((after.events['contact-sent'] ?? 0) - (before.events['contact-sent'] ?? 0), 1);
    });

    it('refuses what is not a beacon of this site: a foreign page, another shape, a query string, too large', async () => {
      const words = MESSAGES.en;
      const foreign = await beacon(svc, { name: 'pageview', path: '/' }, { origin: 'https://evil.example' });
      assert.equal(foreign.status, 403);
      const unknown = await beacon(svc, { name: 'contact-sent', path: '/contact' });
      assert.equal(unknown.status, 400);
      assert.deepEqual(await unknown.json(), { success: false, message: words.statsBadEvent });
      assert.equal((await beacon(svc, { name: 'pageview', path: '/about?email=a@b.c' })).status, 400);
      assert.equal((await beacon(svc, { name: 'showreel-progress', path: '/', label: '60' })).status, 400);
      assert.equal((await beacon(svc, 'not json')).status, 400);
      const large = await beacon(svc, { name: 'pageview', path: '/', label: 'x'.repeat(4000) });
      assert.equal(large.status, 413);
      const form = await beacon(
        svc,
        { name: 'pageview', path: '/' },
        { 'content-type': 'application/x-www-form-urlencoded' },
      );
      assert.equal(form.status, 415);
      const stored = await svc.rows(
        "SELECT id FROM stats_events WHERE path LIKE '%?%' OR name = 'contact-sent' AND device <> 'server'",
      );
      assert.equal(stored.length, 0);
    });

    it('counts at most STATS_DAILY_CAP events a day, still answering 204, and logs it once', async () => {
      for (let i = 0; i < 4; i += 1)
        assert.equal((await beacon(capped, { name: 'pageview', path: `/p${i}` })).status, 204);
      const counted = await summary(capped);
      assert.equal(
        Object.values(counted.pages).reduce((a, b) => a + b, 0),
        2,
      );
      assert.equal((await capped.rows('SELECT id FROM stats_events')).length, 2);
      await waitForAsync('the log line', async () => capped.logs.some((e) => e.event === 'stats_daily_cap_reached'));
      assert.equal(capped.logs.filter((e) => e.event === 'stats_daily_cap_reached').length, 1);
    });

    it('answers 429 past STATS_RATE_LIMIT beacons from one address, without touching the form’s own limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await beacon(limited, { name: 'pageview', path: '/' })).status);
      assert.deepEqual(statuses, [204, 204, 429]);
      assert.equal((await post(limited, VALID)).status, 200);
    });

    it('shows the statistics only to someone GitHub says may push to the repository', async () => {
      const none = await svc.fetch('/api/stats');
      assert.equal(none.status, 401);
      assert.deepEqual(await none.json(), { success: false, message: MESSAGES.en.statsSignIn });
      const revoked = await svc.fetch('/api/stats', { headers: { authorization: 'Bearer gho_revoked' } });
      assert.equal(revoked.status, 401);
      const reader = await svc.fetch('/api/stats', { headers: { authorization: `Bearer ${GITHUB_TOKENS.reader}` } });
      assert.equal(reader.status, 403);
      assert.deepEqual(await reader.json(), { success: false, message: MESSAGES.en.statsForbidden });
      const owner = await summary(svc);
      assert.ok(Object.keys(owner.pages).length > 0);
      assert.equal(owner.to, dayOf(Date.now()));
    });

    it('mails the owner the week before in five lines, once a week however often the upkeep runs', async () => {
      await weekly.cleanUp();
      await weekly.cleanUp();
      const { from, to } = reportWeek(Date.now());
      const weeklyMails = () => weekly.mails().filter((mail) => mail.subject.startsWith('Your site,'));
      await waitForAsync('the weekly mail', async () => weeklyMails().length > 0);
      await weekly.cleanUp();
      const [mail, ...more] = weeklyMails();
      assert.equal(more.length, 0, 'one mail a week');
      assert.equal(mail?.to, 'owner@example.com');
      assert.match(
        mail?.subject ?? '',
        new RegExp(`^Your site, ${from} to ${to}: \\d+ page views, \\d+ showreel plays$`),
      );
      const lines = (mail?.text ?? '').trim().split(/\r?\n/);
      assert.equal(lines.indexOf(''), 5, 'five lines, then the pointer to the rest');
      assert.match(lines[1] ?? '', /^Showreel: \d+ plays/);
    });

    it('deletes raw events past STATS_RETENTION_DAYS and earlier days’ salts, and keeps the daily totals', async () => {
      const old = daysBefore(dayOf(Date.now()), 400);
      await svc.rows(
        `INSERT INTO stats_events (id, created_at, day, name, path, device, counted) VALUES ('old-event-1', 0, '${old}', 'pageview', '/', 'desktop', 1) RETURNING id`,
      );
      await svc.rows(`INSERT INTO stats_daily (day, dimension, key, n) VALUES ('${old}', 'page', '/', 5) RETURNING n`);
      await svc.rows(`INSERT INTO stats_salts (day, salt) VALUES ('${old}', 'yesterdays-salt') RETURNING day`);
      await svc.cleanUp();
      assert.equal((await svc.rows("SELECT id FROM stats_events WHERE id = 'old-event-1'")).length, 0);
      assert.equal((await svc.rows(`SELECT n FROM stats_daily WHERE day = '${old}'`)).length, 1);
      assert.equal((await svc.rows(`SELECT day FROM stats_salts WHERE day = '${old}'`)).length, 0);
      assert.equal((await summary(svc, GITHUB_TOKENS.owner, 366)).from, daysBefore(dayOf(Date.now()), 365));
    });
  });
}
