/**
 * The export stage of the build (scripts/build.ts), after `next build` has written the pages to the export folder
 * (out/, or EXPORT_DIR: scripts/lib/export-dir.ts). Its steps, in this order, each once:
 *
 *   1. files in and out: the content set's public files copied in (content-files.ts); the media sources, the
 *      media records and the originals shown through a master taken out (scripts/build-media.ts,
 *      scripts/build-images.ts), with the check that no file is over what a static host takes;
 *   2. the editor (scripts/build-admin.ts) and the statistics beacon (stats-beacon.ts);
 *   3. the pages, read once, through the page steps of pages.ts in their fixed order (font preloads, paint-first
 *      loader, CSP), then written once, with the compile hint on the first-load chunks they name, and _headers
 *      (security.ts), which must know every page;
 *   4. _redirects (redirects.ts), from the export's list of files.
 *
 * A page a step cannot handle stops the stage before any page is written.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTACT_ENDPOINT } from '../../lib/contact-endpoint';
import { contentSet } from '../../lib/content/set';
import { BEACON_FILE, STATS_ENDPOINT } from '../../lib/stats/endpoint';
import { tricksOff } from '../../lib/startup-tricks';
import { writeEditor } from '../build-admin';
import { stripImagesFromExport } from '../build-images';
import { stripMediaFromExport } from '../build-media';
import { filesOf, isEditorFile, isPage } from '../lib/export-files';
import type { Step } from '../lib/step';
import { bootCode, bootingMarkCode, statsLoaderCode } from '../startup/inline-script';
import { checkNextVersion } from '../startup/next-version';
import { copyContentFiles } from './content-files';
import { securePage, tunePage } from './pages';
import { redirectsFile } from './redirects';
import { hostLimitProblems, securityFor, securityReport, type SecurityOptions } from './security';
import { chunkFile, withCompileHint, type StartupPlan } from './startup';
import { writeStatsBeacon } from './stats-beacon';

/** The build's own base path ('' or '/repo'), as next.config.ts reads it. */
const basePath = (): string => (process.env.BASE_PATH || '').replace(/\/$/, '');

/** Which start-up changes this build makes (TUNE_STARTUP, STARTUP_TRICKS_OFF), and a line saying so. */
async function startupPlan(): Promise<{ plan: StartupPlan; report: string }> {
  const off = tricksOff();
  if (off.has('loader') && off.has('hints')) {
    return { plan: { code: null, hints: false }, report: "startup: keeps Next's own start-up (STARTUP_TRICKS_OFF)" };
  }
  const next = JSON.parse(await readFile(path.resolve('node_modules/next/package.json'), 'utf8')) as {
    version: string;
  };
  const code = off.has('loader') ? null : { boot: bootCode(), bootingMark: bootingMarkCode() };
  return { plan: { code, hints: !off.has('hints') }, report: `startup: ${checkNextVersion(next.version)}` };
}

/** Step 3: every page through the page steps, then written; the first-load chunks hinted. Returns its reports. */
export async function transformPages(out: string, files: readonly string[]): Promise<string[]> {
  const { plan, report } = await startupPlan();
  const options: SecurityOptions = {
    basePath: basePath(),
    contactEndpoint: CONTACT_ENDPOINT,
    statsEndpoint: STATS_ENDPOINT,
  };
  const read = await Promise.all(
    files.filter(isPage).map(async (file) => ({
      file,
      editor: isEditorFile(file),
      html: await readFile(path.join(out, file), 'utf8'),
    })),
  );
  const statsLoader = STATS_ENDPOINT === null ? null : statsLoaderCode(basePath() + BEACON_FILE, STATS_ENDPOINT);
  const pages = read.map((page) => tunePage(page, plan, statsLoader));
  const { metaPolicies, headersFile } = securityFor(
    pages.map((page) => page.facts),
    options,
  );
  const problems = hostLimitProblems(headersFile);
  if (problems.length) throw new Error(`_headers would be over a host's limits: ${problems.join('; ')}`);
  const secured = pages.map((page, index) => securePage(page, metaPolicies[index] ?? ''));

  await Promise.all(pages.map((page, index) => writeFile(path.join(out, page.file), secured[index] ?? '')));
  const firstLoad = new Set(plan.hints ? pages.flatMap((page) => page.chunks) : []);
  let hinted = 0;
  for (const src of firstLoad) {
    const file = path.join(out, chunkFile(src));
    const code = await readFile(file, 'utf8');
    const withHint = withCompileHint(code);
    if (withHint === code) continue;
    await writeFile(file, withHint);
    hinted++;
  }
  await writeFile(path.join(out, '_headers'), headersFile);

  const site = pages.filter((page) => !page.editor);
  const fonts = site.filter((page) => page.preloads.length > 0);
  const loader = plan.code
    ? `boot after their first paint (loader ${plan.code.boot.length} B)`
    : "keep Next's own <script async> tags (STARTUP_TRICKS_OFF=loader)";
  return [
    `preload-fonts: ${site.length - fonts.length} of ${site.length} pages already preloaded their optional fonts` +
      (fonts.length ? `; preloads added to ${fonts.map((p) => `${p.file} (${p.preloads.length})`).join(', ')}` : ''),
    report,
    `startup: ${site.length} pages ${loader}; ${hinted} of ${firstLoad.size} first-load chunks compile eagerly`,
    securityReport(
      pages.map((page) => page.facts),
      headersFile,
    ),
  ];
}

/** The steps of the export stage, on the export in `out`, in their order. */
export function exportSteps(out: string): Step[] {
  let files: string[] = [];
  return [
    {
      name: 'content files',
      run: () => {
        const set = contentSet();
        const copied = copyContentFiles(set, out);
        return set.copied
          ? `content files: ${copied} entries of ${set.name} copied into the export`
          : 'content files: public/ is already in the export';
      },
    },
    { name: 'strip media', run: () => stripMediaFromExport(out) },
    { name: 'strip images', run: () => stripImagesFromExport(out) },
    { name: 'editor', run: () => writeEditor(out) },
    { name: 'stats beacon', run: () => writeStatsBeacon(out) },
    {
      name: 'pages',
      run: async () => {
        files = await filesOf(out);
        return (await transformPages(out, files)).join('\n');
      },
    },
    {
      name: 'redirects',
      run: async () => {
        const redirects = redirectsFile(files, basePath());
        await writeFile(path.join(out, '_redirects'), redirects);
        const rules = redirects.split('\n').filter((line) => line && !line.startsWith('#')).length;
        return `redirects: _redirects has ${rules} rule${rules === 1 ? '' : 's'}`;
      },
    },
  ];
}
