import { expectNoAxeViolations } from '../axe';
import { expect, test } from '../fixtures';
import { showreel } from '../../lib/content';
import { externalEmbed, externalWatchUrl } from '../../lib/media/external';

/**
 * A showreel hosted on YouTube or Vimeo (`url` in showreel.json; the alternate content set has one): Home shows its
 * poster, `Play {title}` and a link to the host that works without JavaScript; the host's player loads on Play
 * only; each chapter leads to the host's page at its start. Everything expected is read from the content.
 */
const embed = showreel?.url ? externalEmbed(showreel.url) : undefined;
const player = embed && !(embed instanceof Error) ? embed : undefined;
const PLAYERS = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//;
const section = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Showreel' });

test.describe('a showreel hosted on YouTube or Vimeo', () => {
  test.skip(!player, 'the content has no external showreel');
  test.use({ allowedHost: player ? new URL(player.origin).host : null });

  test('shows its poster, Play and a link to the host, loads the player only on Play, chapters lead to the host', async ({
    page,
  }) => {
    // Nothing leaves the machine: the player's host answers with a stand-in page, and every request is counted.
    const requests: string[] = [];
    await page.route(PLAYERS, (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title>' });
    });
    await page.goto('./');
    const reel = section(page);
    await expect(reel.getByRole('link', { name: `Watch on ${player!.host}` })).toHaveAttribute('href', showreel!.url!);
    const chapters = reel.getByRole('list', { name: 'Chapters' });
    for (const chapter of showreel!.chapters) {
      await expect(chapters.getByRole('link', { name: new RegExp(chapter.title) })).toHaveAttribute(
        'href',
        externalWatchUrl(player!, chapter.start),
      );
    }
    await expect(reel.locator('video')).toHaveCount(0);
    const play = reel.getByRole('button', { name: `Play ${showreel!.title}` });
    await expect(play).toBeVisible();
    expect(requests).toEqual([]);
    await expectNoAxeViolations(page);
    // Home's policy frames that one player, no other host.
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(new RegExp(`frame-src 'self' ${player!.origin.replace(/[.]/g, '\\.')}(;|$)`));

    await play.click();
    const frame = reel.locator('iframe');
    await expect(frame).toHaveAttribute('src', player!.embedUrl);
    await expect(frame).toBeFocused();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('still shows the link to the host, and no Play button that could not work', async ({ page }) => {
      await page.goto('./');
      const reel = section(page);
      await expect(reel.getByRole('link', { name: `Watch on ${player!.host}` })).toHaveAttribute(
        'href',
        showreel!.url!,
      );
      await expect(reel.getByRole('button')).toHaveCount(0);
    });
  });
});
