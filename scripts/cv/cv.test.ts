import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentFor } from '../../lib/content';
import { contentDir, publicDir } from '../../lib/content/load';
import { CV_SIZES, cvPath } from '../../lib/cv-paths';
import { LOCALES, localizePath, type Locale } from '../../lib/i18n/locales';
import { format, messagesFor } from '../../lib/i18n/messages';
import { projectsNewestFirst, roleText, studioText, yearText } from '../../lib/projects';
import { cacheKey } from './cache-key';
import { cvData } from './cv-data';
import { fontSources } from './faces';
import type { PdfReading } from './read-pdf';

/**
 * The CVs, written as the build writes them (scripts/cv/build.ts, run with tsx) and read back with a PDF parser
 * (PDF.js, through cv-probe.ts): what they say is checked against the content, read here through the content door,
 * whatever the content is. The PDF libraries are ES modules jest cannot load, hence the child processes.
 */

const ROOT = path.resolve(__dirname, '../..');
const SITE = 'https://cv.example.org';
const BASE_PATH = '/portfolio';

let work: string;

/** Runs a script of this folder as the build does, and returns what it printed. */
function run(script: string, args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'cv', script), ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      ...(process.env.CONTENT_DIR && { CONTENT_DIR: process.env.CONTENT_DIR }),
      NEXT_PUBLIC_SITE_URL: SITE,
      BASE_PATH: `${BASE_PATH}/`,
      CV_OUT_DIR: path.join(work, 'public'),
      CV_CACHE_DIR: path.join(work, 'cache'),
      ...env,
    },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

const build = (env?: Record<string, string>) => run('build.ts', [], env);
const fileOf = (locale: Locale, size: (typeof CV_SIZES)[number] = 'A4') =>
  path.join(work, 'public', ...cvPath(locale, size).split('/'));

function read(files: string[]): PdfReading[] {
  return JSON.parse(run('cv-probe.ts', ['read', ...files])) as PdfReading[];
}

/** What the CV shows of a project: its credit's row, cell after cell. */
const creditRow = (locale: Locale, project: ReturnType<typeof projectsNewestFirst>[number]) =>
  [yearText(project, locale), project.title, roleText(project), studioText(project), project.category].join(' ');

/**
 * Text without its whitespace: a line may break anywhere a reader's software may see a space (after a hyphen, say),
 * so the CV's text and the content are compared without any.
 */
const squash = (text: string) => text.replace(/\s+/g, '');

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'cv-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the CV step of the build', () => {
  describe('on the content the site is built from', () => {
    let readings: Map<string, PdfReading>;
    let firstRun: string;
    const files = LOCALES.flatMap((locale) => CV_SIZES.map((size) => ({ locale, size })));

    beforeAll(() => {
      firstRun = build();
      const list = files.map(({ locale, size }) => fileOf(locale, size));
      readings = new Map(read(list).map((reading, index) => [list[index]!, reading]));
    });
    const reading = (locale: Locale, size: (typeof CV_SIZES)[number] = 'A4') => readings.get(fileOf(locale, size))!;

    it('writes /cv.pdf and /pt-br/cv.pdf on A4, and a US Letter copy of each', () => {
      expect(firstRun).toMatch(/^cv: wrote /m);
      for (const { locale, size } of files) {
        const { sizes } = reading(locale, size);
        expect(sizes.length).toBeGreaterThan(0);
        for (const page of sizes) expect(page).toEqual(size === 'A4' ? [595, 842] : [612, 792]);
      }
      expect(cvPath('en')).toBe('/cv.pdf');
      expect(cvPath('pt-BR')).toBe('/pt-br/cv.pdf');
    });

    it.each(LOCALES)(
      'names the owner, her addresses and profiles, roles, bio, services, voice work and clients (%s)',
      (locale) => {
        const { site, services, voiceDemos, clients } = contentFor(locale);
        const text = squash(reading(locale).text);
        const says = (phrase: string) => expect(text).toContain(squash(phrase));
        const address = `${SITE}${BASE_PATH}`.replace(/^https:\/\//, '');
        for (const phrase of [site.ownerName, site.tagline, ...site.roles, ...site.bio]) says(phrase);
        // The eyebrow is set in capitals, as on the site.
        expect(text.toLowerCase()).toContain(squash(`${site.discipline} · ${site.city}`).toLowerCase());
        says(`${address}${localizePath('/', locale) === '/' ? '' : localizePath('/', locale)}`);
        says(`${address}${localizePath('/contact', locale)}`);
        for (const social of site.socials) says(`${social.label} ${social.handle}`);
        for (const service of services) says(`${service.title} ${service.desc}`);
        for (const demo of voiceDemos) says(`${demo.title} · ${demo.description}`);
        for (const client of clients) says(client.alt);
      },
    );

    it.each(LOCALES)(
      'credits every project, newest first, with its year, title, roles, studio, client and category (%s)',
      (locale) => {
        const text = squash(reading(locale).text);
        let from = 0;
        for (const project of projectsNewestFirst(locale)) {
          const at = text.indexOf(squash(creditRow(locale, project)), from);
          expect({ project: project.slug, found: at >= 0 }).toEqual({ project: project.slug, found: true });
          from = at;
        }
      },
    );

    it.each(LOCALES)(
      "sets the document's title and language, and embeds subsets of the site's fonts (%s)",
      (locale) => {
        for (const size of CV_SIZES) {
          const { title, language, fonts, allFontsEmbedded } = reading(locale, size);
          expect(title).toBe(format(messagesFor(locale).cv.documentTitle, { name: contentFor(locale).site.ownerName }));
          expect(language).toBe(locale);
          expect(allFontsEmbedded).toBe(true);
          // A subset's name starts with a six-letter tag.
          expect(fonts).toEqual(
            expect.arrayContaining([
              expect.stringMatching(/^[A-Z]{6}\+DMSans-Regular$/),
              expect.stringMatching(/^[A-Z]{6}\+DMSans-Bold$/),
              expect.stringMatching(/^[A-Z]{6}\+BricolageGrotesque-Bold$/),
            ]),
          );
          for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+/);
        }
      },
    );

    it('writes nothing the next time when nothing changed', () => {
      const before = files.map(({ locale, size }) => readFileSync(fileOf(locale, size)));
      expect(build()).toMatch(/^cv: up to date/m);
      files.forEach(({ locale, size }, index) =>
        expect(readFileSync(fileOf(locale, size)).equals(before[index]!)).toBe(true),
      );
      expect(readdirSync(path.join(work, 'cache'))).toHaveLength(1);
    });
  });

  describe('the cache key (the CVs are written again only when it changes)', () => {
    const key = (cvs = LOCALES.map((locale) => cvData(locale, SITE))) =>
      cacheKey({ cvs, sizes: CV_SIZES, fontFiles: fontSources() });

    it('is the same for the same content', () => {
      expect(key()).toBe(key());
    });

    it('changes when anything a CV shows changes', () => {
      const cvs = LOCALES.map((locale) => cvData(locale, SITE));
      const changed = cvs.map((cv, index) => (index === 0 ? { ...cv, name: `${cv.name} Jr.` } : cv));
      const moved = cvs.map((cv) => ({ ...cv, website: { ...cv.website, href: `${cv.website.href}/new` } }));
      expect(new Set([key(cvs), key(changed), key(moved)]).size).toBe(3);
    });
  });
});

describe('a CV of other content', () => {
  /** A content folder: the sample's site, pages and services, with these projects and clients, and no voice work. */
  function contentWith(name: string, projects: object[], clients: string[] = []): string {
    const dir = path.join(work, name);
    mkdirSync(path.join(dir, 'projects'), { recursive: true });
    for (const file of ['site.json', 'pages.json', 'services.json']) {
      cpSync(path.join(contentDir(), file), path.join(dir, file));
    }
    // Any logo of the sample will do: the CV shows the names.
    const [logo] = contentFor('en').clients;
    writeFileSync(
      path.join(dir, 'clients.json'),
      JSON.stringify({ clients: clients.map((alt) => ({ alt, src: logo?.src ?? '/missing.svg' })) }),
    );
    projects.forEach((project, index) =>
      writeFileSync(path.join(dir, 'projects', `p${index}.json`), JSON.stringify(project)),
    );
    // The pictures its files name, where a content set keeps its public files.
    symlinkSync(path.join(publicDir(), 'images'), path.join(dir, 'images'));
    return dir;
  }

  const render = (dir: string, locales: Locale[] = []) =>
    JSON.parse(run('cv-probe.ts', ['render', ...locales], { CONTENT_DIR: path.relative(ROOT, dir) })) as (PdfReading & {
      locale: Locale;
      missing: string[];
    })[];

  it('lists 300 projects over as many pages as they need, their column names atop each, and leaves out voice work and clients it has none of', () => {
    const projects = Array.from({ length: 300 }, (_, index) => ({
      slug: `project-${index}`,
      // "Film 1:" is not part of "Film 10:".
      title: `Film ${index}:${index % 7 === 0 ? ' a long title that wraps onto a second line of its cell' : ''}`,
      category: 'Short Film',
      role: index % 3 === 0 ? ['Director', 'Traditional Animation'] : 'Cut Out Animation',
      studio: `Studio ${index % 11}`,
      ...(index % 2 === 0 && { client: `Client ${index % 13}` }),
      year: 1990 + (index % 35),
      filter: ['cutout'],
      description: 'A generated project.',
    }));
    // One language: the other takes the same path (both are checked on the content above and below).
    const [reading] = render(contentWith('many', projects), ['en']);
    const words = messagesFor('en').cv;
    expect(reading?.pages).toBeGreaterThan(2);
    const { pages = 0, text = '' } = reading ?? {};
    expect(text).toContain(format(words.page, { page: pages, pages }));
    const squashed = squash(text);
    for (const project of projects) expect(squashed).toContain(squash(project.title));
    // The credits start on the first page, under their own column names; every later page repeats them (in capitals).
    const { year, title, role, studio, client, category } = { ...messagesFor('en').project, ...words };
    const head = squash(`${year} ${title} ${role} ${studio} | ${client} ${category}`).toUpperCase();
    expect(squashed.split(head).length - 1).toBe(pages);
    expect(text).toContain(words.credits);
    expect(text).not.toContain(words.voice);
    expect(text).not.toContain(words.clients);
  });

  it('names the owner on one page with no projects, and says which characters its fonts lack', () => {
    const readings = render(contentWith('none', [], ['Ωμέγα Films']));
    expect(readings.map(({ locale }) => locale)).toEqual([...LOCALES]);
    for (const { locale, text, pages, missing } of readings) {
      expect(pages).toBe(1);
      expect(text).toContain(contentFor(locale).site.ownerName);
      expect(text).toContain(messagesFor(locale).cv.clients);
      expect(text).not.toContain(messagesFor(locale).cv.credits);
      expect(missing).toEqual(['Ω', 'μ', 'έ', 'γ', 'α']);
    }
  });
});
