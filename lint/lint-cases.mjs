/**
 * Lints the cases lint/boundaries.test.ts names, with the repository's own ESLint config, in a process of its own:
 * ESLint loads its config with `import()`, which jest's module sandbox does not run. Reads
 * `[{ file, as? }]` as JSON on stdin (`file` a fixture under lint/fixtures/, `as` the path it is linted as, so a
 * fixture can stand in a folder a zone names without being there), and writes each case's messages as JSON.
 *
 *   echo '[{"file":"lint/fixtures/cycle/a.ts"}]' | node lint/lint-cases.mjs
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const cases = JSON.parse(readFileSync(0, 'utf8'));
// The fixtures are ignored by the normal lint (eslint.config.mjs), so lint them with ignores off. A fixture linted
// under another name is not on disk there, which import/no-cycle cannot follow (and a cycle needs real files).
const eslint = new ESLint({ ignore: false });
const elsewhere = new ESLint({ ignore: false, ruleFilter: ({ ruleId }) => ruleId !== 'import/no-cycle' });
const results = [];
for (const { file, as } of cases) {
  const [result] = await (as ? elsewhere : eslint).lintText(readFileSync(file, 'utf8'), { filePath: as ?? file });
  results.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
