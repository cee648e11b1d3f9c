/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILD_ONLY, CONTENT_DOOR, CONTENT_LOADER, LEAVES, NODE_AT_RENDER, ZONES } from './boundaries.mjs';

/**
 * The boundaries of lint/boundaries.mjs shown failing: each fixture under lint/fixtures/ breaks one, linted with the
 * repository's own ESLint config (lint/lint-cases.mjs), where the normal lint never looks. A fixture linted "as" a
 * path stands in that folder without being there.
 */
interface Case {
  file: string;
  as?: string;
}
interface Message {
  ruleId: string | null;
  message: string;
}

const ROOT = path.resolve(__dirname, '..');
const fixture = (name: string) => `lint/fixtures/${name}`;

const CASES = {
  cycle: { file: fixture('cycle/a.ts') },
  lightboxImportsGallery: { file: fixture('imports/lightbox-imports-gallery.tsx'), as: 'components/lightbox/x.tsx' },
  projectImportsNda: { file: fixture('imports/project-imports-nda.tsx'), as: 'components/project/x.tsx' },
  pageReadsLoader: { file: fixture('imports/page-reads-loader.ts'), as: 'components/home/x.ts' },
  siteImportsBuild: { file: fixture('imports/site-imports-build.ts'), as: 'lib/x.ts' },
  previewReadsFiles: { file: fixture('imports/preview-reads-files.tsx'), as: 'cms/preview/x.tsx' },
  contentImportsLib: { file: fixture('imports/content-imports-lib.ts'), as: 'lib/content/x.ts' },
  leafImportsSite: { file: fixture('imports/leaf-imports-site.ts'), as: 'lib/i18n/locales.ts' },
  workerImportsSite: { file: fixture('imports/worker-imports-site.ts'), as: 'worker/x.ts' },
  serviceCoreImportsRuntime: {
    file: fixture('imports/service-core-imports-runtime.ts'),
    as: 'contact-api/src/core/x.ts',
  },
  allowed: { file: fixture('imports/allowed.tsx'), as: 'components/gallery/x.tsx' },
} satisfies Record<string, Case>;

type CaseName = keyof typeof CASES;
let results: Record<CaseName, Message[]>;

function lintCases(cases: Case[]): Promise<Message[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['lint/lint-cases.mjs'],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout)),
    );
    child.stdin?.end(JSON.stringify(cases));
  });
}

beforeAll(async () => {
  const names = Object.keys(CASES) as CaseName[];
  const messages = await lintCases(names.map((name) => CASES[name]));
  results = Object.fromEntries(names.map((name, index) => [name, messages[index] ?? []])) as typeof results;
}, 120_000);

/** The messages of one rule for a case. */
function reported(name: CaseName, ruleId: string): string[] {
  return results[name].filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

/** Expects the case to break `ruleId` once for each of `imports`, naming the import. */
function expectRefused(name: CaseName, ruleId: string, imports: string[]) {
  const messages = reported(name, ruleId);
  expect(messages).toHaveLength(imports.length);
  for (const specifier of imports) expect(messages.join('\n')).toContain(specifier);
}

test('a module that imports itself back through another fails the lint', () => {
  expect(reported('cycle', 'import/no-cycle')).toEqual(['Dependency cycle detected.']);
});

test('the lightbox cannot import the gallery that opens it', () => {
  expectRefused('lightboxImportsGallery', 'import/no-restricted-paths', ['@/components/gallery/project-card']);
});

test("a project's own parts cannot import the protected page drawn with them", () => {
  expectRefused('projectImportsNda', 'import/no-restricted-paths', ['@/components/nda/protected-project']);
});

test('a component reads the content through its door, never the loader behind it', () => {
  expectRefused('pageReadsLoader', 'import/no-restricted-paths', ['@/lib/content/load']);
});

test('the site imports neither scripts/ nor a build-only module of lib/', () => {
  expectRefused('siteImportsBuild', 'import/no-restricted-paths', ['@/lib/startup-tricks', '@/scripts/lib/html']);
});

test("the editor's preview bundles neither Node modules nor the content door", () => {
  expectRefused('previewReadsFiles', 'no-restricted-imports', ['node:fs']);
  expectRefused('previewReadsFiles', 'import/no-restricted-paths', ['@/lib/content']);
});

test("the content's code imports a module that imports nothing of the site, and no other", () => {
  expectRefused('contentImportsLib', 'import/no-restricted-paths', ['@/lib/projects']);
});

test('a module every side may use imports nothing of the site', () => {
  expectRefused('leafImportsSite', 'no-restricted-imports', ['@/lib/site-url']);
});

test('the Worker imports no module of the site', () => {
  expectRefused('workerImportsSite', 'import/no-restricted-paths', ['@/lib/site-url']);
});

test("the contact service's core imports neither a runtime's modules nor its adapters", () => {
  expectRefused('serviceCoreImportsRuntime', 'no-restricted-imports', ['node:net']);
  expectRefused('serviceCoreImportsRuntime', 'import/no-restricted-paths', ['../node/store.ts']);
});

test('what the boundaries allow passes: the content door, the lightbox from the gallery, a leaf module', () => {
  expect(results.allowed).toEqual([]);
});

test('every path a boundary names is in the repository, so no rule can stop matching quietly', () => {
  const named = [CONTENT_DOOR, ...CONTENT_LOADER, ...LEAVES, ...BUILD_ONLY, ...NODE_AT_RENDER];
  for (const zone of ZONES) {
    named.push(...[zone.target, zone.from].flat());
    const from = [zone.from].flat();
    for (const exception of zone.except ?? []) named.push(...from.map((folder) => path.join(folder, exception)));
  }
  const missing = [...new Set(named)].filter((name) => !existsSync(path.join(ROOT, name)));
  expect(missing).toEqual([]);
});
