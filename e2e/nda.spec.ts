import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { contentSet } from '../lib/content/set';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { cardFor, gotoGallery } from './gallery';
import { contentFor, projects, site } from '../lib/content';
import { loadContent } from '../lib/content/load';
import { localizeOneProject } from '../lib/content/localize';
import { localizePath } from '../lib/i18n/locales';
import { format, messagesFor } from '../lib/i18n/messages';
import { MEDIA_MANIFEST, readMediaManifest } from '../lib/media/manifest';
import { NDA_DIR } from '../lib/nda/files';
import { PRIVATE_ROOT } from '../lib/content/schema';
import { fullPictureUrl } from '../lib/images/variants';
import { fromBase64 } from '../lib/nda/crypto';
import { passwordFor } from '../lib/nda/passwords';
import vector from '../lib/nda/test-vector.json';
import { artworkOf } from '../lib/projects';
import { sealedWidths } from '../scripts/build-nda';

/**
 * UI contract, "Work under NDA": a protected project's card and page show its public face until the password is
 * typed; then the page is the project. Everything expected comes from the content (its first protected project)
 * and the password from the build's environment, as the build read them.
 */
const face = projects.find((project) => project.nda);
const sealed = face && loadContent().sealed.find(({ project }) => project.slug === face.slug)!.project;
const verdict = face && passwordFor(face.slug, process.env);
const PASSWORD = verdict?.ok ? verdict.password : '';
const path = face ? `/portfolio/${face.slug}` : '/portfolio';
const privateIn = (locale: 'en' | 'pt-BR') => localizeOneProject(sealed!, site, locale);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
// (In the page's main: Next's route announcer is an empty alert of its own.)
const alert = (page: Page) => page.getByRole('main').getByRole('alert');
const passwordField = (page: Page, label = 'Password') => page.getByLabel(label, { exact: true });

async function unlock(page: Page, password = PASSWORD, words = { field: 'Password', button: 'Unlock' }) {
  await passwordField(page, words.field).fill(password);
  await page.getByRole('button', { name: words.button, exact: true }).click();
}

test.describe('a protected project', () => {
  test.skip(!face, 'the content has no protected project');

  test('opens with the password: the private title, its text and its pictures', { tag: '@phone' }, async ({ page }) => {
    await page.goto(path);
    await unlock(page);
    const project = privateIn('en');
    // 600,000 PBKDF2 rounds and the pictures' decryption, on a busy machine.
    await expect(heading(page)).toHaveText(project.title, { timeout: 20_000 });
    await expect(page).toHaveTitle(`${project.title} | ${site.ownerName}`);
    await expect(page.getByText(project.description, { exact: true })).toBeVisible();
    await expect(page.locator('dt', { hasText: /^Studio$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      sealed!.studio,
    );
    const pictures = project.media.filter((item) => item.type === 'image');
    for (const [index, item] of pictures.entries()) {
      const picture = page.getByRole('img', { name: item.alt!, exact: true });
      // Later slides wait in the slider: each is drawn (attached) from its decrypted file.
      await expect(picture).toHaveAttribute('src', /^blob:/);
      const width = await picture.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return img.naturalWidth;
      });
      const { width: original = 0 } = await sharp(`${contentSet().root}${item.src}`).metadata();
      expect(sealedWidths(original), `picture ${index + 1}: a sealed width`).toContain(width);
    }
  });

  test('its card shows the public face: the label, the Under NDA badge, a preview of the public picture', async ({
    page,
  }) => {
    await gotoGallery(page);
    const card = cardFor(page, face!.title);
    await expect(card).toContainText('Under NDA');
    await expect(card.getByRole('link', { name: /^More Details/ })).toHaveAttribute('href', path);
    const artwork = artworkOf(face!);
    const { width = 0, height = 0 } = await sharp(`${contentSet().files}${artwork}`).metadata();
    await expect(card.getByRole('button', { name: /^Preview/ })).toHaveAttribute(
      'href',
      fullPictureUrl({ src: artwork, width, height }),
    );
  });

  test('its page before unlocking shows only the public face, kept from search engines', async ({ page }) => {
    const response = await page.goto(path);
    await expect(heading(page)).toHaveText(face!.title);
    await expect(page.getByRole('main')).toContainText('Under NDA');
    await expect(page.getByText(face!.description, { exact: true })).toBeVisible();
    await expect(passwordField(page)).toHaveAttribute('type', 'password');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const html = (await response!.text()) + (await page.content());
    for (const secret of [privateIn('en').title, privateIn('pt-BR').title, sealed!.description, sealed!.studio]) {
      expect(html, secret).not.toContain(secret);
    }
  });

  test('plays a private video after unlocking, as a stream of sealed files fetched only from Play on', async ({
    page,
  }) => {
    const project = privateIn('en');
    const videos = project.media.filter((item) => item.type === 'video');
    test.skip(videos.length === 0, 'the protected project has no private video');
    const first = videos[0]!;
    // What the build made of it (private/_media, never published): its length and its segments' length.
    const entry = readMediaManifest(`${contentSet().root}${PRIVATE_ROOT}${MEDIA_MANIFEST}`).media[
      first.src.slice(PRIVATE_ROOT.length)
    ];
    if (entry?.kind !== 'video' || !entry.stream) throw new Error(`${first.src} was not encoded as a stream`);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));

    await page.goto(path);
    await unlock(page);
    await expect(heading(page)).toHaveText(project.title, { timeout: 20_000 });
    const words = messagesFor('en').project;
    const label = format(videos.length > 1 ? words.videoNumberFrom : words.videoFrom, {
      title: project.title,
      number: 1,
    });
    const video = page.getByLabel(label, { exact: true });
    await expect(video).toHaveAttribute('poster', /^blob:/);
    const beforePlay = requests.length;
    // The slider may hold it on a later slide: started as its own Play button would (the page pauses that first
    // start while hls.js attaches, then plays: the first play() promise is refused by design).
    await video.evaluate((element: HTMLVideoElement) => {
      element.play().catch(() => undefined);
    });
    // Past the first segment where the video is longer than one: the next one came, was opened and plays.
    const past = Math.min(entry.stream.segmentSeconds + 0.5, entry.duration - 0.5);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(past);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
    const played = requests.slice(beforePlay).filter((url) => !url.startsWith('/_next/'));
    // The master playlist, a variant's playlist, its init segment and a segment at least: every one a sealed file.
    expect(played.length).toBeGreaterThanOrEqual(4);
    expect(played.filter((url) => !new RegExp(`^${NDA_DIR}/[a-f0-9]+\\.bin$`).test(url))).toEqual([]);
  });

  test('refuses a wrong password with an alert, keeping what was typed', async ({ page }) => {
    await page.goto(path);
    await unlock(page, `${PASSWORD}-not`);
    await expect(alert(page)).toContainText('Wrong password', { timeout: 20_000 });
    await expect(passwordField(page)).toHaveValue(`${PASSWORD}-not`);
    await expect(heading(page)).toHaveText(face!.title);
  });

  test('speaks Portuguese under /pt-br/: Senha, Desbloquear, then the Portuguese title', async ({ page }) => {
    await page.goto(localizePath(path, 'pt-BR'));
    await expect(heading(page)).toHaveText(contentFor('pt-BR').projects.find((p) => p.nda)!.title);
    await unlock(page, PASSWORD, { field: 'Senha', button: 'Desbloquear' });
    await expect(heading(page)).toHaveText(privateIn('pt-BR').title, { timeout: 20_000 });
  });

  test('the tab remembers the password until Lock, and a share link opens it and leaves the address', async ({
    page,
  }) => {
    await page.goto(path);
    await unlock(page);
    await expect(heading(page)).toHaveText(privateIn('en').title, { timeout: 20_000 });
    await page.goto('/portfolio');
    await page.goto(path);
    await expect(heading(page)).toHaveText(privateIn('en').title, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(heading(page)).toHaveText(face!.title);
    await expect(passwordField(page)).toBeFocused();
    await page.reload();
    await expect(passwordField(page)).toBeVisible();
    await expect(page.getByRole('status')).not.toContainText('Opening');

    // A share link, opened afresh.
    await page.goto('/portfolio');
    await page.goto(`${path}#password=${encodeURIComponent(PASSWORD)}`);
    await expect(heading(page)).toHaveText(privateIn('en').title, { timeout: 20_000 });
    expect(new URL(page.url()).hash).toBe('');
  });

  test('opens the committed test vector with the page’s own code', async ({ page }) => {
    // The page asks for its sealed payload; it is handed the vector sealed once by tools/nda-test-vector.ts.
    await page.route('**/_nda/*.bin', (route) => route.fulfill({ body: Buffer.from(fromBase64(vector.sealed)) }));
    await page.goto(path);
    await unlock(page, vector.password);
    await expect(heading(page)).toHaveText('The test vector opened', { timeout: 20_000 });
  });

  test('has no accessibility violations, locked or open', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await unlock(page, `${PASSWORD}-not`);
    await expect(alert(page)).toContainText('Wrong password', { timeout: 20_000 });
    await expectNoAxeViolations(page);
    await unlock(page);
    await expect(heading(page)).toHaveText(privateIn('en').title, { timeout: 20_000 });
    await expectNoAxeViolations(page);
  });

  test('is on the timeline by its label, out of the sitemap', async ({ page, request }) => {
    await page.goto('/about');
    const item = page
      .getByRole('list', { name: 'Timeline' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: face!.title, exact: true }) });
    await expect(item).toContainText('Under NDA');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(face!.slug);
  });
});
