/**
 * The content editor at /admin/: Decap CMS, served by the site itself. After `next build`, writes into the export's
 * admin/ folder the page (cms/index.html), its start-up script (cms/init.js), Decap's built bundle copied from
 * node_modules/decap-cms (nothing from a CDN, nothing committed that npm gives), and config.yml generated from the
 * content schema and the editor's layout (cms/generate-config.ts) for the deployed site: the GitHub backend, with
 * the repository, branch and sign-in service from the environment, and no local backend. `npm run cms`
 * (tools/cms.ts) serves the same files with the local one. A step of the build's export stage
 * (scripts/export/index.ts), which then gives the page its own Content-Security-Policy (scripts/export/security.ts)
 * in the same pass as the site's pages.
 *
 * Environment (all optional): CMS_GITHUB_REPO (owner/repository; else GitHub Actions' GITHUB_REPOSITORY, else a
 * GitHub address in Netlify's REPOSITORY_URL, else this clone's GitHub `origin`: scripts/lib/editor-repository.ts,
 * which a build that goes online needs), CMS_GITHUB_BRANCH, CMS_AUTH_URL (the sign-in service's address,
 * Decap's `base_url`), CMS_AUTH_ENDPOINT (its path, Decap's `auth_endpoint`), NEXT_PUBLIC_SITE_URL (the "view
 * site" link).
 */
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild, type Plugin } from 'esbuild';
import { compileString } from 'sass';
import { parseDocument } from 'yaml';
import { tokensAsSass } from '../styles/tokens';
import { fieldOrderScript } from '../cms/content-format';
import { REPO_PLACEHOLDER as GENERATED_PLACEHOLDER, configYaml } from '../cms/generate-config';
import { contentDir, yearsOfExperience } from '../lib/content/load';
import { clientsFileSchema, projectInputSchema, type Client } from '../lib/content/schema';
import { siteAddress } from '../lib/site-address';
import { editorRepository, originRepository } from './lib/editor-repository';
import { ADMIN_DIR } from './lib/export-files';

const ROOT = path.resolve(__dirname, '..');
/** The folder of the export (and of `npm run cms`'s server) the editor lives in. */
export { ADMIN_DIR };
/** Where the editor's page, script and preview are. */
export const CMS_SOURCE = path.join(ROOT, 'cms');
/** The repository the generated config names until the build sets its own. */
export const REPO_PLACEHOLDER = GENERATED_PLACEHOLDER;

/** The deployed backend's settings, from the environment of the build. */
export interface BackendSettings {
  repo?: string;
  branch?: string;
  authUrl?: string;
  authEndpoint?: string;
  siteUrl?: string;
}

/** Reads the backend settings from a build's environment, the repository else from `origin` (see the header). */
export function backendSettingsFrom(
  env: Record<string, string | undefined>,
  origin: () => string | undefined = originRepository,
): BackendSettings {
  return {
    repo: editorRepository(env, origin),
    branch: env.CMS_GITHUB_BRANCH || undefined,
    authUrl: env.CMS_AUTH_URL || undefined,
    authEndpoint: env.CMS_AUTH_ENDPOINT || undefined,
    siteUrl: env.NEXT_PUBLIC_SITE_URL || undefined,
  };
}

/** What `{years}`, `{since}`, `{projects}` and `{clients}` stand for today, read from a content folder's files. */
export async function derivedValues(dataDir: string, now: Date = new Date()): Promise<Record<string, string>> {
  const json = async (file: string): Promise<unknown> => JSON.parse(await readFile(path.join(dataDir, file), 'utf8'));
  const values: Record<string, string> = {};
  const site = await json('site.json').catch(() => undefined);
  const start = site && typeof site === 'object' && 'careerStartYear' in site ? site.careerStartYear : undefined;
  if (typeof start === 'number') {
    values.since = String(start);
    values.years = String(yearsOfExperience(start, now));
  }
  const projects = await readdir(path.join(dataDir, 'projects')).catch(() => undefined);
  if (projects) values.projects = String(projects.filter((name) => name.endsWith('.json')).length);
  const clients = clientsFileSchema.safeParse(await json('clients.json').catch(() => undefined));
  if (clients.success) values.clients = String(clients.data.clients.filter((client) => client.src).length);
  return values;
}

/** The config with today's values in its hints (`[[years]]`: the years of experience now); `?` where unknown. */
export function withDerivedValues(source: string, values: Record<string, string>): string {
  return source.replace(/\[\[(\w+)\]\]/g, (_match, name: string) => values[name] ?? '?');
}

/**
 * config.yml as the deployed editor reads it: the generated config (`source`, cms/generate-config.ts) with the
 * backend settings filled in and the local backend left out, so that the page never probes the visitor's own
 * machine.
 */
export function deployedConfig(source: string, settings: BackendSettings): string {
  const document = parseDocument(source, { merge: true });
  if (settings.repo) {
    if (!/^[\w.-]+\/[\w.-]+$/.test(settings.repo)) {
      throw new Error(`CMS_GITHUB_REPO must be owner/repository, not "${settings.repo}"`);
    }
    document.setIn(['backend', 'repo'], settings.repo);
  }
  if (settings.branch) document.setIn(['backend', 'branch'], settings.branch);
  if (settings.authUrl) document.setIn(['backend', 'base_url'], settings.authUrl.replace(/\/$/, ''));
  if (settings.authEndpoint) document.setIn(['backend', 'auth_endpoint'], settings.authEndpoint.replace(/^\//, ''));
  if (settings.siteUrl) {
    document.set('site_url', settings.siteUrl);
    document.set('display_url', settings.siteUrl);
  }
  document.delete('local_backend');
  return document.toString();
}

/**
 * config.yml as `npm run cms` serves it: the local backend at `proxyUrl` (decap-server, reached through the
 * editor's own server so that the page talks only to its own origin).
 */
export function localConfig(source: string, proxyUrl: string): string {
  const document = parseDocument(source, { merge: true });
  document.set('local_backend', { url: proxyUrl });
  return document.toString();
}

/** Decap's built files: the bundle, its lazily loaded chunks and web assembly, and its licence notice. */
export async function decapBundleFiles(): Promise<string[]> {
  const dist = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
  const names = (await readdir(dist)).filter(
    (name) => /^(?:\d+\.)?decap-cms\.js$/.test(name) || name.endsWith('.wasm') || name === 'decap-cms.js.LICENSE.txt',
  );
  if (!names.includes('decap-cms.js')) throw new Error(`${dist} has no decap-cms.js: run npm install`);
  return names.map((name) => path.join(dist, name));
}

const PREVIEW_DIR = path.join(CMS_SOURCE, 'preview');
/** Modules of the site that read files with Node at build: the preview bundle gets cms/preview/stubs.ts instead. */
const BUILD_ONLY = /^(?:@\/lib\/content|@\/lib\/images\/image-data|server-only)$/;

/**
 * Bundles the preview pane (cms/preview/index.tsx: the site's components, React 19, the site's Sass compiled, CSS
 * modules scoped) into `dir`/preview.js and preview.css, with the clients list of `dataDir` for the names of a
 * project's client and studio.
 */
export async function buildPreview(dir: string, dataDir: string): Promise<void> {
  const clients = clientsFileSchema.safeParse(
    JSON.parse(await readFile(path.join(dataDir, 'clients.json'), 'utf8').catch(() => '{}')),
  );
  const named = clients.success ? await publicClients(dataDir, clients.data.clients) : [];
  const site: unknown = JSON.parse(await readFile(path.join(dataDir, 'site.json'), 'utf8').catch(() => '{}'));
  const siteUrl = site && typeof site === 'object' && 'siteUrl' in site ? site.siteUrl : undefined;
  const sassPlugin: Plugin = {
    name: 'site-sass',
    setup(build) {
      build.onResolve({ filter: BUILD_ONLY }, () => ({ path: path.join(PREVIEW_DIR, 'stubs.ts') }));
      build.onResolve({ filter: /^next\/link$/ }, () => ({ path: path.join(PREVIEW_DIR, 'next-link.tsx') }));
      build.onLoad({ filter: /\.scss$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const { css } = compileString(tokensAsSass() + source, {
          url: pathToFileURL(args.path),
          loadPaths: [path.dirname(args.path), ROOT],
          style: 'compressed',
        });
        return { contents: css, loader: args.path.endsWith('.module.scss') ? 'local-css' : 'css' };
      });
    },
  };
  await esbuild({
    entryPoints: [path.join(PREVIEW_DIR, 'index.tsx')],
    outfile: path.join(dir, 'preview.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    jsx: 'automatic',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env': '{}',
      // The site's own address, as the pages have it: the sample's, the fallback of lib/site-url.ts, then never
      // reaches the owner's published editor.
      'process.env.NEXT_PUBLIC_SITE_URL': JSON.stringify(
        siteAddress(process.env, typeof siteUrl === 'string' ? siteUrl : undefined),
      ),
      PREVIEW_CLIENTS: JSON.stringify(named),
    },
    loader: { '.woff2': 'file', '.svg': 'file' },
    plugins: [sassPlugin],
    logLevel: 'warning',
  });
}

/**
 * The clients and studios the preview may name from its built-in list: those the site shows anyway (a logo in the
 * carousel, or the client or studio of a project that is not protected). One that only protected projects name
 * stays out, as everything private of them does (docs/nda.md): the editor's files are published with the site. The
 * preview then shows that project's client as its key until it is picked again (Decap hands the pick's name).
 */
export async function publicClients(
  dataDir: string,
  clients: readonly Client[],
): Promise<{ id: string; alt: string }[]> {
  const named = new Set<string>();
  const folder = path.join(dataDir, 'projects');
  for (const file of (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.json'))) {
    const parsed = projectInputSchema.safeParse(JSON.parse(await readFile(path.join(folder, file), 'utf8')));
    if (!parsed.success || parsed.data.nda?.protected) continue;
    for (const value of [parsed.data.client, parsed.data.studio]) if (value) named.add(value.trim().toLowerCase());
  }
  return clients
    .filter((client) => client.src || named.has(client.id) || named.has(client.alt.trim().toLowerCase()))
    .map(({ id, alt }) => ({ id, alt }));
}

/** Writes the editor into `dir` (emptied first): the page, its start-up script, Decap's files and `config`. */
export async function writeAdmin(dir: string, config: string, dataDir: string = contentDir()): Promise<number> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const files = await decapBundleFiles();
  await Promise.all([
    ...files.map((file) => copyFile(file, path.join(dir, path.basename(file)))),
    copyFile(path.join(CMS_SOURCE, 'index.html'), path.join(dir, 'index.html')),
    // init.js needs the order of the editor's fields to write files in it (cms/content-format.ts).
    readFile(path.join(CMS_SOURCE, 'init.js'), 'utf8').then((init) =>
      writeFile(path.join(dir, 'init.js'), fieldOrderScript() + init),
    ),
    writeFile(path.join(dir, 'config.yml'), config),
    buildPreview(dir, dataDir),
  ]);
  return files.length + 5;
}

/** The editor's step of the build's export stage: writes the editor into `out`/admin; returns its report. */
export async function writeEditor(out: string): Promise<string> {
  const settings = backendSettingsFrom(process.env);
  const source = withDerivedValues(configYaml(), await derivedValues(contentDir()));
  const config = deployedConfig(source, settings);
  const written = await writeAdmin(path.join(out, ADMIN_DIR), config);
  const repo = parseDocument(config).getIn(['backend', 'repo']);
  const report = `admin: ${written} files in ${path.relative(process.cwd(), out)}/${ADMIN_DIR}/ (Decap CMS); backend github ${repo}`;
  return repo === REPO_PLACEHOLDER
    ? `${report}\nadmin: the deployed editor has no repository yet: set CMS_GITHUB_REPO=owner/repository when building`
    : report;
}
