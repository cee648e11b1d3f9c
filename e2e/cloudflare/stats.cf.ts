import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { PREVIEW_STATE } from './playwright.config';
import { expect, test } from '../fixtures';
import { testLaunchOptions } from '../support/browser';
import { contentFor, projects } from '../../lib/content';
import { localizePath } from '../../lib/i18n/locales';
import { messagesFor } from '../../lib/i18n/messages';
import { passwordFor } from '../../lib/nda/passwords';
import { readBeacon } from '../../contact-api/src/core/stats/events';
import { BEACON_FILE } from '../../lib/stats/endpoint';

/**
 * The owner's statistics on the Worker: visits in a real browser are counted by the Worker in D1 and read back with
 * `npm run stats:cloudflare -- --json`, pages the router shows without reloading and a protected project opened
 * included; `?via=LABEL` counts under its label and leaves the address bar; no response sets a cookie; the stored rows hold no IP address or browser name; /api/stats refuses a request without sign-in.
 *
 * The beacon stays silent in automated browsers (navigator.webdriver), so the other journeys send nothing. This one
 * is about the statistics: its Chromium runs without the automation flag, as a visitor's browser does.
 */

test.use({
  launchOptions: {
    ...testLaunchOptions,
    args: [...testLaunchOptions.args, '--disable-blink-features=AutomationControlled'],
  },
});

const EVENT_PATH = '/api/stats/event';

interface Stats {
  pages: Record<string, number>;
  visitors: number;
  via: Record<string, number>;
  referrers: Record<string, number>;
  countries: Record<string, number>;
  events: Record<string, number>;
}

/** The statistics as the owner reads them: `npm run stats:cloudflare -- --json`. */
function stats(): Stats {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/stats-cloudflare.ts', '--json'], {
    env: { ...process.env, PREVIEW_STATE },
    encoding: 'utf8',
  });
  return JSON.parse(output) as Stats;
}

/** Rows of the preview's D1 database, through one run of wrangler, as stored (all statements' rows together). */
function rows(...statements: string[]): unknown[] {
  const require = createRequire(path.resolve('package.json'));
  const pkg = require.resolve('wrangler/package.json');
  const bin = path.join(path.dirname(pkg), (require(pkg) as { bin: { wrangler: string } }).bin.wrangler);
  const output = execFileSync(
    process.execPath,
    [
      bin,
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      PREVIEW_STATE,
      '--json',
      '--command',
      statements.join(';\n'),
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }, encoding: 'utf8' },
  );
  return (JSON.parse(output) as Array<{ results: unknown[] }>).flatMap((entry) => entry.results);
}

/** A beacon's event as the service reads it (the beacon's short wire form is the service's to decode). */
function eventOf(response: Response) {
  const read = readBeacon(JSON.parse(response.request().postData() ?? 'null'), new URL(response.url()).origin);
  return read.ok ? read.value : null;
}

/** Waits for the beacon of one event to be answered. */
function counted(page: Page, name: string): Promise<Response> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === EVENT_PATH && eventOf(response)?.name === name,
  );
}

const delta = (after: Record<string, number>, before: Record<string, number>, key: string) =>
  (after[key] ?? 0) - (before[key] ?? 0);

test.describe("the owner's statistics on the Cloudflare Worker", () => {
  test('real visits (the reel played, a page shown by the router, a share link, a project, the CV, a protected project opened, a Portuguese page) are counted without cookies or personal data', async ({
    page,
    request,
  }) => {
    // Each read of D1 starts wrangler (seconds on a busy machine).
    test.setTimeout(180_000);
    const before = stats();
    const words = messagesFor('en');
    const cookies: string[] = [];
    page.on('response', async (response) => {
      const cookie = await response.headerValue('set-cookie');
      if (cookie !== null) cookies.push(`${response.url()}: ${cookie}`);
    });

    // Which pages fetched the beacon: it comes once a page has settled or at the visitor's first tap or key
    // (lib/stats/loader.ts); until then the loader keeps what it should count.
    const beaconRequests: Array<Promise<string | null>> = [];
    page.on('request', (request) => {
      if (request.url().endsWith(BEACON_FILE)) beaconRequests.push(request.headerValue('referer'));
    });
    /** The pages that fetched the beacon, by the page that asked (the test may have moved on since). */
    const beaconFetchedOn = async () =>
      (await Promise.all(beaconRequests)).map((referer) => referer && new URL(referer).pathname);

    // Home, its showreel played to the end when the content has one: pressed at once, before the beacon came (the
    // tap fetches it; the loader kept the play), else counted once the page has settled.
    let view = counted(page, 'pageview');
    await page.goto('/');
    expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
    const { showreel } = contentFor('en');
    if (showreel) {
      const reel = page.getByRole('region', { name: words.showreel.heading });
      const play = counted(page, 'showreel-play');
      await reel.getByRole('button', { name: /^Play/ }).click();
      expect((await view).status()).toBe(204);
      expect((await play).status()).toBe(204);
      // A stream knows its length only once its playlist is read: seek to the end after that.
      const video = reel.locator('video');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => Number.isFinite(element.duration)))
        .toBe(true);
      const complete = counted(page, 'showreel-complete');
      await video.evaluate((video: HTMLVideoElement) => {
        video.currentTime = Math.max(0, video.duration - 0.2);
      });
      expect((await complete).status()).toBe(204);
    } else expect((await view).status()).toBe(204);

    // A page the site's router shows without reloading (the header's link): counted all the same.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    view = counted(page, 'pageview');
    await page
      .getByRole('navigation', { name: words.nav.label })
      .getByRole('link', { name: words.nav.links.portfolio, exact: true })
      .click();
    expect(eventOf(await view)).toMatchObject({ path: '/portfolio', via: null });
    expect(await page.evaluate(() => 'sameDocument' in window), 'shown without reloading').toBe(true);

    // A share link, and the CV opened from it at once: both counted under the label, which then leaves the address
    // bar.
    view = counted(page, 'pageview');
    await page.goto('/about?via=Studio-North');
    const cv = counted(page, 'cv-download');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: words.cv.download, exact: true }).click();
    expect(eventOf(await view)).toMatchObject({ path: '/about', via: 'studio-north' });
    expect(eventOf(await cv)).toMatchObject({ via: 'studio-north' });
    await expect(page).toHaveURL(/\/about$/);
    await download;

    // A project's page, left alone: counted once it has settled.
    const project = projects.find((candidate) => !candidate.nda);
    const visited = ['/', '/portfolio', '/about'];
    if (project) {
      view = counted(page, 'pageview');
      await page.goto(`/portfolio/${project.slug}`);
      await view;
      visited.push(`/portfolio/${project.slug}`);
    }

    // A protected project opened with its password, when the content has one (the password as the build read it).
    const sealed = projects.find((candidate) => candidate.nda);
    const verdict = sealed && passwordFor(sealed.slug, process.env);
    const unlocking = sealed && verdict?.ok ? { slug: sealed.slug, password: verdict.password } : undefined;
    if (unlocking) {
      view = counted(page, 'pageview');
      await page.goto(`/portfolio/${unlocking.slug}`);
      const unlocked = counted(page, 'nda-unlock');
      await page.getByLabel(words.nda.password, { exact: true }).fill(unlocking.password);
      await page.getByRole('button', { name: words.nda.unlock, exact: true }).click();
      await view;
      expect(eventOf(await unlocked)).toMatchObject({ label: unlocking.slug });
      visited.push(`/portfolio/${unlocking.slug}`);
    }

    // A Portuguese page, left at once: the loader counts it as the page goes (pagehide), the beacon never fetched.
    const portuguese = localizePath('/about', 'pt-BR');
    await page.goto(portuguese);
    await page.goto('about:blank', { waitUntil: 'commit' });
    expect(
      await beaconFetchedOn(),
      'the pages that fetched the beacon (/portfolio was shown by the router, in the page of /)',
    ).toEqual(visited.filter((visitedPath) => visitedPath !== '/portfolio'));

    // The last page view left with the page: read once the Worker has stored it.
    let after = before;
    await expect
      .poll(() => delta((after = stats()).pages, before.pages, portuguese), { message: portuguese, timeout: 30_000 })
      .toBe(1);
    for (const visitedPath of visited) expect(delta(after.pages, before.pages, visitedPath), visitedPath).toBe(1);
    expect(delta(after.via, before.via, 'studio-north')).toBe(1);
    expect(delta(after.events, before.events, 'cv-download')).toBe(1);
    if (unlocking) expect(delta(after.events, before.events, 'nda-unlock')).toBe(1);
    if (showreel) {
      expect(delta(after.events, before.events, 'showreel-play')).toBe(1);
      expect(delta(after.events, before.events, 'showreel-complete')).toBe(1);
    }
    expect(after.visitors).toBeGreaterThan(0);
    for (const name of ['video-play', 'voice-play', 'nda-unlock', 'contact-sent'])
      expect(typeof after.events[name], name).toBe('number');

    expect(cookies, 'no response sets a cookie').toEqual([]);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const stored = JSON.stringify(
      rows('SELECT * FROM stats_events', 'SELECT * FROM stats_daily', 'SELECT * FROM stats_visitors'),
    );
    expect(stored).toContain('studio-north');
    expect(stored).not.toContain(userAgent);
    expect(stored).not.toContain('Chrome/');
    expect(stored).not.toMatch(/\b127\.0\.0\.1\b|::1\b/);

    const anonymous = await request.get('/api/stats');
    expect(anonymous.status()).toBe(401);
    expect(anonymous.headers()['set-cookie']).toBeUndefined();
  });
});
