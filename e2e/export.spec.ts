import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { projects, site } from '../lib/content';
import { assertNoChunkTags, loaderChunks } from '../scripts/startup/markup';
import { STATS_ENDPOINT } from '../lib/stats/endpoint';

const OUT = path.join(__dirname, '..', 'out');

function titleOf(file: string): string | undefined {
  return readFileSync(path.join(OUT, file), 'utf8').match(/<title>([^<]*)<\/title>/)?.[1];
}

// These read the export itself: what a static host is handed, before any browser is involved.
test.describe('the static export', () => {
  test('holds a pre-rendered page for every route of the spec and a 404 page', () => {
    for (const file of ['index.html', 'about.html', 'services.html', 'portfolio.html', 'contact.html', '404.html']) {
      expect(existsSync(path.join(OUT, file)), `out/${file}`).toBe(true);
    }
  });

  test('holds one HTML file per project, titled with the project and the owner', () => {
    for (const project of projects) {
      const file = `portfolio/${project.slug}.html`;
      expect(existsSync(path.join(OUT, file)), `out/${file}`).toBe(true);
      expect(titleOf(file)).toBe(`${escapeHtml(project.title)} | ${site.ownerName}`);
    }
  });

  test('gives every project with artwork a 1200 × 630 JPEG share card, and every page a description of 160 characters at most', async () => {
    for (const project of projects) {
      const html = readFileSync(path.join(OUT, `portfolio/${project.slug}.html`), 'utf8');
      const description = decodeHtml(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
      expect(description.length, `${project.slug}: description`).toBeGreaterThan(0);
      expect(description.length, `${project.slug}: description "${description}"`).toBeLessThanOrEqual(160);
      if (!project.imgHref) continue;
      const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
      expect(image, `${project.slug}: og:image`).toMatch(/\.jpg$/);
      const file = path.join(OUT, new URL(image!).pathname.replace(/^.*?\/_img\//, '_img/'));
      const { format, width, height } = await sharp(file).metadata();
      expect({ format, width, height }, `${project.slug}: ${file}`).toEqual({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
      expect(html).toContain('<meta property="og:image:width" content="1200"/>');
      expect(html).toContain('<meta property="og:image:height" content="630"/>');
    }
  });
});

test.describe('the start-up of the exported pages', () => {
  // The site's pages: the content editor (admin/, Decap CMS) is no Next page and has no boot loader.
  const pages = readdirSync(OUT, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith(`admin${path.sep}`),
  );
  // The chunks each page's loader adds, as paths inside out/ (without a base path, if the build has one).
  const firstLoad = () =>
    new Set(
      pages.flatMap((file) => {
        const chunks = loaderChunks(readFileSync(path.join(OUT, file), 'utf8'));
        expect(chunks, `out/${file} has a boot loader`).toBeDefined();
        return chunks!.map((src) => src.replace(/^.*?\/_next\//, '/_next/'));
      }),
    );
  const chunk = (src: string) => readFileSync(path.join(OUT, src), 'utf8');
  const HINT = '//# allFunctionsCalledOnLoad\n';

  test('no page loads a framework chunk from a script tag of its own: the loader adds them after the paint', () => {
    // Any <script src> of a chunk, whatever its attributes (the legacy nomodule polyfill aside), as the build checks.
    for (const file of pages)
      expect(() => assertNoChunkTags(readFileSync(path.join(OUT, file), 'utf8'), file)).not.toThrow();
  });

  test('each page keeps its data for the framework, and the loader comes after it, last in the body but for the statistics loader when the build counts visits', () => {
    for (const file of pages) {
      const html = readFileSync(path.join(OUT, file), 'utf8');
      const data = html.lastIndexOf('self.__next_f.push(');
      const loader = html.indexOf(' data-chunks=');
      expect(data, `out/${file} holds its data`).toBeGreaterThan(0);
      expect(loader, `out/${file}: the loader after the data`).toBeGreaterThan(data);
      // After it, the statistics loader (scripts/export/stats-loader.ts) when the build counts visits, then </body>.
      const rest = html.slice(html.indexOf('</script>', loader) + '</script>'.length).trim();
      const stats = STATS_ENDPOINT === null ? '' : rest.slice(0, rest.indexOf('</script>') + '</script>'.length);
      if (STATS_ENDPOINT !== null)
        expect(stats, `out/${file}: the statistics loader`).toMatch(/^<script>.*window\.__stats=/s);
      expect(html.split('window.__stats=').length - 1, `out/${file}: statistics loaders`).toBe(
        STATS_ENDPOINT === null ? 0 : 1,
      );
      expect(rest.slice(stats.length), `out/${file}`).toMatch(/^<\/body>/);
    }
  });

  test('every chunk a page loads up front asks Chrome to compile it eagerly', () => {
    const chunks = firstLoad();
    expect(chunks.size).toBeGreaterThan(0);
    for (const src of chunks) expect(chunk(src).startsWith(HINT), src).toBe(true);
  });

  test('the chunks loaded later (the lightbox among them) are left to compile lazily', () => {
    const firstLoaded = firstLoad();
    const lazy = readdirSync(path.join(OUT, '_next/static/chunks'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `/_next/static/chunks/${name}`)
      .filter((src) => !firstLoaded.has(src));
    expect(lazy.some((src) => chunk(src).includes('yarl__'))).toBe(true);
    for (const src of lazy) expect(chunk(src).startsWith(HINT), src).toBe(false);
  });
});

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
