import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { contentFor, site } from '../lib/content';
import { loadContent } from '../lib/content/load';
import { localizeOneProject } from '../lib/content/localize';
import { PRIVATE_ROOT } from '../lib/content/schema';
import { contentSet } from '../lib/content/set';
import { LOCALES } from '../lib/i18n/locales';
import { VARIANT_DIR } from '../lib/images/variants';
import { MEDIA_MANIFEST, mediaManifestSchema } from '../lib/media/manifest';
import { NDA_DIR } from '../lib/nda/files';
import { readPdf } from '../scripts/cv/read-pdf';
import { exportDir } from '../scripts/lib/export-dir';

/**
 * Nothing private of a protected project is anywhere in the export: every file of out/ (pages and the framework's data in them,
 * _next/, the sitemap, feeds, pictures, videos, the sealed files themselves), read as text and as bytes,
 * holds none of its private words, file names or picture bytes. What is private is read from the content (every
 * protected project's private part, as the build read it), never written here: the test holds for any content.
 */
const OUT = exportDir();
/** The folder `/private/…` paths are written from: the content set's (lib/content/set.ts). */
const ROOT = contentSet().root;
const { sealed } = loadContent();

/** Everything the public may read: the pages' content in both languages. */
const publicText = JSON.stringify(LOCALES.map((locale) => contentFor(locale))).toLowerCase();
const inPublic = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(
    publicText,
  );

/** A phrase's runs between punctuation, long enough to be its own (HTML and JSON escape the punctuation). */
const runsOf = (phrase: string) =>
  phrase
    .split(/[^\p{L}\p{N} ]+/u)
    .map((run) => run.trim().toLowerCase())
    .filter((run) => run.length >= 16 && !publicText.includes(run));

/** The words of a title no public text has: what would give the title away. */
const wordsOf = (title: string) =>
  [...new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter((word) => word.length >= 5 && !inPublic(word));

/** The private files of a project: its sources, and every variant and encode the build made of them. */
function privateFiles(media: readonly { type: string; src?: string; captions?: string }[]): string[] {
  const privateDir = path.join(ROOT, PRIVATE_ROOT.slice(1));
  const manifestFile = path.join(privateDir, MEDIA_MANIFEST);
  const manifest = statSync(manifestFile, { throwIfNoEntry: false })
    ? mediaManifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')))
    : undefined;
  const variants = readdirSync(path.join(privateDir, VARIANT_DIR.slice(1)), { recursive: true, encoding: 'utf8' });
  return media.flatMap((item) => {
    if (!item.src) return [];
    const inner = item.src.slice(PRIVATE_ROOT.length);
    const own = [path.join(ROOT, item.src), ...(item.captions ? [path.join(ROOT, item.captions)] : [])];
    const entry = manifest?.media[inner];
    const encodes =
      entry?.kind === 'video'
        ? [
            ...entry.renditions.flatMap((rendition) => rendition.sources.map((source) => source.src)),
            // (Not a stream's init segments: the codec's settings and the picture's size, the same bytes for every
            // video of that rung, a public one's too.)
            ...(entry.stream?.files.filter((src) => !src.endsWith('.init.mp4')) ?? []),
            entry.poster.src,
            ...entry.preview.sources.map((source) => source.src),
          ]
        : [];
    const bases = [inner, ...(entry?.kind === 'video' ? [entry.poster.src] : [])].map((src) =>
      src.replace(/\.[a-z0-9]+$/i, '-').slice(1),
    );
    const made = variants.filter((file) => bases.some((base) => file.startsWith(base)));
    return [
      ...own,
      ...encodes.map((src) => path.join(privateDir, src)),
      ...made.map((file) => path.join(privateDir, VARIANT_DIR.slice(1), file)),
    ].filter((file) => statSync(file).isFile());
  });
}

const secrets = sealed.map(({ project }) => {
  const views = LOCALES.map((locale) => localizeOneProject(project, site, locale));
  const names = [project.client, project.studio].filter(
    (name): name is string => !!name && !inPublic(name.toLowerCase()),
  );
  const texts = views.flatMap((view) => [
    view.title,
    view.description,
    ...view.media.flatMap((item) => [item.caption, item.credit, 'alt' in item ? item.alt : undefined]),
  ]);
  return {
    slug: project.slug,
    runs: [...new Set(texts.flatMap((text) => (text ? runsOf(text) : [])))],
    words: [...new Set([...views.flatMap((view) => wordsOf(view.title)), ...names.map((name) => name.toLowerCase())])],
    url: project.projectURL,
    fileNames: project.media.flatMap((item) =>
      'src' in item ? [path.basename(item.src).replace(/\.[a-z0-9]+$/i, '')] : [],
    ),
    files: privateFiles(project.media),
  };
});

/** Every file of the export, relative to it. */
const exportFiles = () =>
  readdirSync(OUT, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(OUT, file)).isFile());

test.describe('the export of a site with protected projects', () => {
  test.skip(sealed.length === 0, 'the content has no protected project');

  test('knows what to look for: each private part has words, text and files', () => {
    for (const secret of secrets) {
      expect(secret.words.length + secret.runs.length, secret.slug).toBeGreaterThan(0);
      expect(secret.files.length, `${secret.slug}: private files`).toBeGreaterThanOrEqual(secret.fileNames.length);
    }
  });

  test('holds none of their private words, text, links or file names, in any file, text or binary', async () => {
    const found: string[] = [];
    const files = exportFiles();
    expect(files.length).toBeGreaterThan(100);
    const pdfs = files.filter((file) => file.endsWith('.pdf'));
    for (const file of files) {
      const bytes = readFileSync(path.join(OUT, file));
      // A PDF's text is compressed: read as a reader would (PDF.js), beside its bytes.
      const extracted = file.endsWith('.pdf') ? (await readPdf(bytes)).text : '';
      const text = `${bytes.toString('utf8')}\n${extracted}`.toLowerCase();
      const name = file.toLowerCase();
      for (const secret of secrets) {
        for (const run of secret.runs) if (text.includes(run)) found.push(`${file}: "${run}"`);
        for (const word of secret.words) {
          if (!text.includes(word)) continue;
          if (new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'u').test(text))
            found.push(`${file}: ${word}`);
        }
        if (secret.url && text.includes(secret.url.toLowerCase())) found.push(`${file}: ${secret.url}`);
        for (const base of secret.fileNames) {
          if (name.includes(base.toLowerCase()) || text.includes(base.toLowerCase())) found.push(`${file}: ${base}`);
        }
      }
    }
    expect(found).toEqual([]);
    // The CVs were read as text too (the build writes them): each credits every protected project by its label.
    const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();
    for (const pdf of pdfs) {
      const reading = squash((await readPdf(readFileSync(path.join(OUT, pdf)))).text);
      const locale = pdf.startsWith(`pt-br${path.sep}`) ? 'pt-BR' : 'en';
      for (const face of contentFor(locale).projects.filter((project) => project.nda)) {
        expect(reading, `${pdf}: ${face.title}`).toContain(squash(face.title));
      }
    }
  });

  test('publishes their files only sealed: every file of the sealed folder is a sealed payload or file', () => {
    const folder = path.join(OUT, NDA_DIR.slice(1));
    const names = readdirSync(folder);
    expect(names.length).toBeGreaterThan(0);
    const unsealed = names.filter((name) => {
      const magic = readFileSync(path.join(folder, name)).subarray(0, 4).toString('latin1');
      return !/^[a-f0-9]+\.bin$/.test(name) || (magic !== 'NDA1' && magic !== 'NDF1');
    });
    expect(unsealed).toEqual([]);
  });

  test('holds none of the bytes of their private pictures and videos, sources or variants', () => {
    // A 64-byte window from the middle of each private file: a copy, or an unencrypted variant, would hold it.
    const windows = secrets.flatMap((secret) =>
      secret.files.map((file) => {
        const bytes = readFileSync(file);
        const middle = Math.floor(bytes.length / 2);
        return { file: path.relative(ROOT, file), window: bytes.subarray(middle - 32, middle + 32) };
      }),
    );
    expect(windows.every(({ window }) => window.length === 64)).toBe(true);
    const found: string[] = [];
    for (const file of exportFiles()) {
      const bytes = readFileSync(path.join(OUT, file));
      for (const { file: source, window } of windows) if (bytes.includes(window)) found.push(`${file} holds ${source}`);
    }
    expect(found).toEqual([]);
  });
});
