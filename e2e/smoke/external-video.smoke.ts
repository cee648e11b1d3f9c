import { expectNoAxeViolations } from '../axe';
import { expect, test } from '../fixtures';
import { projects, showreel } from '../../lib/content';
import { externalEmbed } from '../../lib/media/external';

/** A project of the content with a YouTube or Vimeo video (the alternate content set has one). */
const project = projects.find((entry) => entry.media.some((item) => item.type === 'external'));
const item = project?.media.find((entry) => entry.type === 'external');
const embed = item?.type === 'external' ? externalEmbed(item.url) : undefined;
const PLAYERS =
  /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|(www\.)?youtube\.com|youtu\.be|vimeo\.com)\//;
const policy = (page: import('@playwright/test').Page) =>
  page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

test.describe('an external video', () => {
  test.skip(!project || item?.type !== 'external', 'the content has no external video');
  // The player's host is the one other host these pages may reach, once Play is pressed.
  test.use({ allowedHost: embed && !(embed instanceof Error) ? new URL(embed.origin).host : null });

  test('shows its poster and loads the player only when asked, from the one host its page allows', async ({ page }) => {
    // Nothing leaves the machine: the player's host answers with a stand-in page, and every request is counted.
    const requests: string[] = [];
    await page.route(PLAYERS, (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title>' });
    });
    await page.goto(`portfolio/${project!.slug}/`);
    const title = item!.type === 'external' ? item!.title : '';
    const play = page.getByRole('button', { name: `Play ${title}` });
    await expect(play).toBeVisible();
    await expect(page.getByRole('link', { name: /^Watch on (YouTube|Vimeo)/ })).toHaveAttribute(
      'href',
      item!.type === 'external' ? item!.url : '',
    );
    expect(requests).toEqual([]);
    await expectNoAxeViolations(page);
    expect(await policy(page)).toMatch(/frame-src 'self' https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)/);

    await play.click();
    const player = page.locator('iframe');
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\/[\w-]+\?autoplay=1$/,
    );
    await expect(player).toHaveAttribute(
      'title',
      new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\((YouTube|Vimeo)\\)$`),
    );
    await expect(player).toBeFocused();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  test('widens no other page: their policies frame nothing but the site', async ({ page }) => {
    // (Home frames a player too when the showreel is hosted on YouTube or Vimeo: external-showreel.smoke.ts.)
    const home = showreel?.url ? [] : ['./'];
    for (const address of [...home, 'portfolio/', `portfolio/${projects.find((entry) => entry !== project)!.slug}/`]) {
      await page.goto(address);
      expect({ address, policy: await policy(page) }).toEqual({
        address,
        policy: expect.not.stringContaining('frame-src'),
      });
    }
  });
});
