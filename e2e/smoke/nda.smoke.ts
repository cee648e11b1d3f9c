import { expect, test } from '../fixtures';
import { cardFor, gotoGallery } from '../gallery';
import { projects, site } from '../../lib/content';
import { loadContent } from '../../lib/content/load';
import { passwordFor } from '../../lib/nda/passwords';

/**
 * A protected project of another content set, under a base path: its card, and its page unlocked with the
 * password this build was given (e2e/smoke/run.mjs): the sealed files are fetched under the base path too.
 */
const face = projects.find((project) => project.nda);
const project = face && loadContent().sealed.find((entry) => entry.project.slug === face.slug)!.project;
const verdict = face && passwordFor(face.slug, process.env);

test.describe('a protected project under a base path', () => {
  test.skip(!face, 'the content has no protected project');

  test('its card says Under NDA, and its page opens with the password', async ({ page }) => {
    await gotoGallery(page, 'portfolio/');
    await expect(cardFor(page, face!.title)).toContainText('Under NDA');
    await page.goto(`portfolio/${face!.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(face!.title);
    await page.getByLabel('Password', { exact: true }).fill(verdict?.ok ? verdict.password : '');
    await page.getByRole('button', { name: 'Unlock', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project!.title, { timeout: 20_000 });
    await expect(page).toHaveTitle(`${project!.title} | ${site.ownerName}`);
    const first = project!.media.find((item) => item.type === 'image');
    if (first && 'alt' in first && first.alt) {
      const picture = page.getByRole('img', { name: first.alt, exact: true });
      await expect(picture).toHaveAttribute('src', /^blob:/);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });
});
