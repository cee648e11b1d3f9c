/**
 * Writes the owner's CV in each language from the content: `/cv.pdf` and `/pt-br/cv.pdf` on A4, and
 * `/cv-letter.pdf` and `/pt-br/cv-letter.pdf` on US Letter (lib/cv-paths.ts), into public/, which `next build` then
 * copies into the export (under BASE_PATH when it is set, like every file of public/; the files are git-ignored).
 *
 * The PDFs are kept in .cache/cv/{key}/, where the key is a hash of everything they are made from (cache-key.ts):
 * when nothing in them changed, the build copies the kept ones and writes nothing new. The last few keys are kept,
 * so switching between two content folders (the sample and the smoke test's) does not write them again each time.
 *
 *   npx tsx scripts/cv/build.ts      (a stage of `npm run build`, scripts/build.ts)
 *
 * CV_OUT_DIR (default public/) and CV_CACHE_DIR (default .cache/cv/) move its output and its cache (the tests use
 * them); the content's siteUrl (or NEXT_PUBLIC_SITE_URL) and BASE_PATH give the address the CV prints, as for the site.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CV_SIZES, cvPath } from '../../lib/cv-paths';
import { LOCALES, type Locale } from '../../lib/i18n/locales';
import { site } from '../../lib/content';
import { contentSet } from '../../lib/content/set';
import { siteAddress } from '../../lib/site-address';
import { runEntry } from '../lib/entry';
import { cacheKey } from './cache-key';
import { cvData, type CvData } from './cv-data';
import { fontSources } from './faces';

/** How many content versions the cache keeps. */
const KEEP = 4;

const outDir = path.resolve(process.env.CV_OUT_DIR || contentSet().files);
const cacheDir = path.resolve(process.env.CV_CACHE_DIR || path.join('.cache', 'cv'));
// The site's address with its base path, as next.config.ts reads BASE_PATH (NEXT_PUBLIC_BASE_PATH exists only
// inside Next's build).
const basePath = process.env.BASE_PATH?.replace(/\/$/, '') || '';
const siteUrl = `${siteAddress(process.env, site.siteUrl)}${basePath}`;

const files = LOCALES.flatMap((locale) => CV_SIZES.map((size) => ({ locale, size, path: cvPath(locale, size) })));
const inside = (dir: string, file: string) => path.join(dir, ...file.split('/'));

async function write(dir: string, cvs: Map<Locale, CvData>): Promise<string[]> {
  // The PDF library loads only when there is something to write.
  const { missingCharacters } = await import('./fonts');
  const { renderCv } = await import('./render');
  const text = [...cvs.values()].map((cv) => JSON.stringify(cv)).join('');
  const missing = await missingCharacters(text);
  if (missing.length) {
    console.warn(
      `cv: the site's fonts have no letters for ${missing.map((c) => `"${c}"`).join(' ')}: ` +
        'they print as empty boxes in the CV; write them in Latin letters in the content to show them.',
    );
  }
  const temporary = `${dir}.partial`;
  rmSync(temporary, { recursive: true, force: true });
  const written: string[] = [];
  for (const file of files) {
    const cv = cvs.get(file.locale);
    if (!cv) throw new Error(`no content in ${file.locale}`);
    const { pdf, pages } = await renderCv(cv, file.size);
    const target = inside(temporary, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, pdf);
    written.push(`${file.path} (${pages} page${pages === 1 ? '' : 's'}, ${Math.round(pdf.length / 1024)} KB)`);
  }
  // Whole or not at all: a build stopped half-way leaves no cache entry that looks complete.
  rmSync(dir, { recursive: true, force: true });
  renameSync(temporary, dir);
  return written;
}

/** Removes all but the KEEP most recently used content versions. */
function prune(): void {
  const entries = readdirSync(cacheDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ dir: path.join(cacheDir, entry.name), used: statSync(path.join(cacheDir, entry.name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { dir } of entries.slice(KEEP)) rmSync(dir, { recursive: true, force: true });
}

/** Puts the kept CVs where the export takes them, rewriting only those that differ. */
function publish(dir: string): number {
  let copied = 0;
  for (const file of files) {
    const source = readFileSync(inside(dir, file.path));
    const target = inside(outDir, file.path);
    if (existsSync(target) && readFileSync(target).equals(source)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, source);
    copied += 1;
  }
  return copied;
}

/** The build's CV step: writes the CVs (or copies the kept ones); returns its report. */
export async function cvStage(): Promise<string> {
  const started = Date.now();
  const cvs = new Map(LOCALES.map((locale) => [locale, cvData(locale, siteUrl)]));
  const key = cacheKey({ cvs: [...cvs.values()], sizes: CV_SIZES, fontFiles: fontSources() });
  const dir = path.join(cacheDir, key.slice(0, 16));
  mkdirSync(cacheDir, { recursive: true });
  if (files.every((file) => existsSync(inside(dir, file.path)))) {
    // Marks the entry as used, for prune().
    utimesSync(dir, new Date(), new Date());
    const copied = publish(dir);
    return `cv: up to date (${key.slice(0, 12)}), ${copied} of ${files.length} files copied to ${outDir}`;
  }
  const written = await write(dir, cvs);
  publish(dir);
  prune();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return `cv: wrote ${written.join(', ')} in ${seconds} s (${key.slice(0, 12)})`;
}

// Run as a script (tsx scripts/cv/build.ts), not when the build imports cvStage.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runEntry('cv', async () => console.log(await cvStage()));
}
