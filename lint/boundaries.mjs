import { readdirSync } from 'node:fs';

/**
 * The repository's boundaries, kept by ESLint rather than by comments: which code may read the content, which
 * modules only the build may run, what the editor's preview may bundle, and which folders may not import each
 * other. `eslint.config.mjs` applies them; `lint/boundaries.test.ts` shows each one failing on a fixture
 * (lint/fixtures/), so a rule that stops matching (a file moved, a path renamed) fails a test instead of going quiet.
 *
 * Paths are from the repository's root. Type-only imports count too: a boundary is about what a module knows.
 */

/**
 * The content's one door: it reads and checks every file of the content set (data/, or the one CONTENT_DIR names)
 * when a page is rendered (Node, at build).
 */
export const CONTENT_DOOR = 'lib/content/index.ts';

/** The content's loader behind the door: the build and the tools may use it; pages go through the door. */
export const CONTENT_LOADER = ['lib/content/load.ts', 'lib/content/localize.ts'];

/**
 * Modules that import no module of the site (packages are fine), so that anything may use them: client
 * components, pre-paint scripts, next.config.ts, the content's own code, the art tool. A module stays here only
 * while nothing of the site is imported by it; that is what makes it safe for every side of a boundary.
 */
export const LEAVES = [
  'lib/i18n/locales.ts',
  'lib/images/placeholder.ts',
  'lib/media/external.ts',
  'lib/media/kept-files.ts',
  'lib/nda/crypto.ts',
  'lib/nda/files.ts',
  'lib/nda/payload.ts',
  'lib/nda/placeholder.ts',
  'lib/contact-endpoint-rule.ts',
  'lib/content/set.ts',
  'lib/content/filter-keys.ts',
];

/** Modules only the build runs (scripts/ and tools/ call them); no page, component or Worker may. */
export const BUILD_ONLY = ['scripts', 'tools', 'lib/nda/passwords.ts', 'lib/startup-tricks.ts'];

/**
 * Modules that read files with Node while a page is rendered (the static export runs them at build): server
 * components may use them, a browser bundle may not (the editor's preview, the Worker).
 */
export const NODE_AT_RENDER = [
  CONTENT_DOOR,
  'lib/content/load.ts',
  'lib/content/set.ts',
  'lib/images/image-data.ts',
  'lib/media/elements.ts',
  'lib/media/kept-files.ts',
  'lib/media/manifest.ts',
  'lib/nda/manifest.ts',
  'lib/project-metadata.ts',
  'lib/site-icon.ts',
];

/** The contact service's runtime-neutral core: Node and the Worker both run it, with their own adapters. */
export const SERVICE_CORE = 'contact-api/src/core';

/** Where the site's own code lives (what a browser or a server component may end up running). */
const SITE = ['app', 'components', 'lib', 'styles', 'cms/preview'];

/** The content's code: the schema, the loader, the localisation and the door (data/ holds only the JSON). */
const CONTENT_CODE = 'lib/content';

/**
 * Every folder and module of lib/ but the content's code, read from the tree so that a module added later is
 * covered without a change here.
 */
const LIB_OUTSIDE_CONTENT = readdirSync(new URL('../lib', import.meta.url))
  .filter((name) => name !== 'content')
  .map((name) => `lib/${name}`);

/** `import/no-restricted-paths` zones: no module under `target` may import one under `from`. */
export const ZONES = [
  {
    target: SITE,
    from: BUILD_ONLY,
    message: 'Only the build runs this: the site never imports scripts/, tools/ or a build-only module of lib/.',
  },
  {
    target: ['app', 'components', 'styles', ...LIB_OUTSIDE_CONTENT],
    from: CONTENT_LOADER,
    message: 'Pages read the content through its one door (lib/content/index.ts), which loads and checks it once.',
  },
  {
    target: CONTENT_CODE,
    from: 'lib',
    except: [
      './content',
      ...LEAVES.filter((file) => file.startsWith('lib/') && !file.startsWith(`${CONTENT_CODE}/`)).map(
        (file) => `./${file.slice('lib/'.length)}`,
      ),
    ],
    message:
      "The content's code imports only modules that import nothing of the site (LEAVES in lint/boundaries.mjs): " +
      'the rest of lib/ reads the content, so the content cannot read it back.',
  },
  {
    target: CONTENT_CODE,
    from: ['app', 'components', 'styles', 'cms', 'scripts', 'tools'],
    message: "The content's code imports nothing of the pages, the editor or the build: they read the content.",
  },
  {
    target: 'cms/preview',
    from: NODE_AT_RENDER,
    message:
      "The editor's preview runs in the browser: it draws the entry being edited, so it cannot read files with " +
      'Node (the content door, the image and media readers).',
  },
  {
    target: ['worker', 'contact-api'],
    from: SITE.concat(BUILD_ONLY),
    message: 'The Worker and the contact service are their own bundles: they import no module of the site.',
  },
  {
    target: 'components/lightbox',
    from: 'components/gallery',
    message:
      'The gallery opens the lightbox, so the lightbox cannot import the gallery: what both use lives in lib/ ' +
      '(lib/gallery-card.ts, lib/hooks/use-gallery-words.ts).',
  },
  {
    target: 'components/project',
    from: 'components/nda',
    message:
      "A protected project's page is drawn with components/project/'s parts, so components/project cannot import " +
      'components/nda: components/project-page/ chooses between the two.',
  },
  {
    target: SERVICE_CORE,
    from: ['contact-api/src/node', 'contact-api/src/worker'],
    message:
      "The contact service's core runs on every runtime: the runtimes' adapters (src/node, src/worker) import it " +
      'and hand it what it needs (core/service.ts), never the other way round.',
  },
];

/** Flat-config objects for eslint.config.mjs. */
export const boundaries = [
  {
    name: 'boundaries/paths-and-cycles',
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    // Tests may reach anything they check, and nothing imports a test, so no cycle can run through one.
    ignores: ['**/*.test.{ts,tsx,mjs}', 'e2e/**'],
    settings: {
      // The import plugin parses every module it follows; packages never import the site back, so skip them
      // (this takes import/no-cycle from ~35 s to a few seconds on this repository).
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: ZONES }],
    },
  },
  {
    name: 'boundaries/leaves',
    files: LEAVES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', './*', '../*'],
              message: 'This module imports nothing of the site, so every side of a boundary may use it.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/preview-in-the-browser',
    files: ['cms/preview/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'fs/*', 'path', 'child_process', 'server-only'],
              message: "The editor's preview runs in the browser: no Node modules.",
            },
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/service-core-on-every-runtime',
    files: [`${SERVICE_CORE}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'cloudflare:*',
                'better-sqlite3',
                'nodemailer',
                '@hono/node-server',
                '@hono/node-server/*',
              ],
              message:
                "The contact service's core runs on Node and in a Worker alike: a runtime's modules belong in its " +
                'adapter (contact-api/src/node, contact-api/src/worker).',
            },
          ],
        },
      ],
    },
  },
];
