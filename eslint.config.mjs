import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { boundaries } from './lint/boundaries.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // next's config registers the jsx-a11y plugin with a handful of rules; turn on its whole recommended set.
  { files: ['**/*.{ts,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Which code may import which (lint/boundaries.mjs): no import cycles, the content behind its door, the build's
  // modules out of the site, the editor's preview and the Worker free of Node-only code.
  ...boundaries,
  globalIgnores([
    '.next/**',
    '.wrangler/**',
    'out/**',
    'out-*/**',
    '.cache/**',
    'node_modules/**',
    'next-env.d.ts',
    'public/**',
    'contact-api/data/**',
    'playwright-report/**',
    'test-results/**',
    // Deliberate cycles and forbidden imports: lint/boundaries.test.ts lints them on purpose.
    'lint/fixtures/**',
  ]),
]);
