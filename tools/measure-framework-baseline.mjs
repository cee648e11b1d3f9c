#!/usr/bin/env node
/**
 * Measures the framework's own minimum: the first-load JavaScript of an empty App Router page (a layout with
 * <html><body> and a page returning null), exported with the same Next.js and React this site uses. The figure
 * goes into budgets.json, against which tools/check-budgets.mjs (`npm run test:budgets`) holds every route.
 *
 *   npm run measure:baseline
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadBytes } from './lib/first-load-js';

const root = process.cwd();
// Inside the repository, so the bundler resolves next and react from this project's node_modules.
const dir = path.join(root, '.cache', 'next-empty');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
try {
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'next-empty', private: true }));
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { output: 'export', turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
  writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(path.join(dir, 'app', 'page.jsx'), 'export default function Page() { return null; }\n');
  execFileSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const out = path.join(dir, 'out');
  const { bytes, scripts } = firstLoadBytes(out, path.join(out, 'index.html'));
  const version = JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')).version;
  const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
  budgets.framework = { next: version, emptyPageFirstLoadGzipBytes: bytes, scripts: scripts.length };
  writeFileSync(path.join(root, 'budgets.json'), `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(
    `Empty App Router page, Next ${version}: ${bytes} bytes gzip in ${scripts.length} scripts (written to budgets.json)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
