/**
 * A step of `npm run build`, after `next build` and the editor (scripts/build-admin.ts): bundles the statistics
 * beacon (lib/stats/beacon.ts) on its own, minified, into out/_stats/beacon.js, which pages load once they are idle
 * (components/layout/stats-loader.tsx), and the editor's statistics page (cms/stats/) into out/admin/stats/. Nothing
 * is written when the build has no statistics endpoint (NEXT_PUBLIC_STATS_ENDPOINT=off).
 *
 *   npx tsx scripts/build-stats-beacon.ts
 */
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { BEACON_FILE, STATS_ENDPOINT } from '../lib/stats/endpoint';
import { beaconGzipBudget, beaconGzipBytes } from './lib/beacon-bytes';

const OUT = path.resolve(process.env.EXPORT_DIR || 'out');

async function main(): Promise<void> {
  if (STATS_ENDPOINT === null) {
    console.log('statistics: off (NEXT_PUBLIC_STATS_ENDPOINT=off), no beacon written');
    return;
  }
  const result = await build({
    entryPoints: [path.resolve('lib/stats/beacon.ts')],
    bundle: true,
    write: false,
    minify: true,
    // The beacon is its own arrow function, called at once: esbuild's iife wrapper (and its "use strict") would be
    // a second one, 12 bytes of 600.
    format: 'esm',
    target: 'es2020',
    // Where it sends, fixed at build time like the pages' own settings.
    define: { STATS_ENDPOINT: JSON.stringify(STATS_ENDPOINT) },
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (file === undefined) throw new Error('esbuild wrote no beacon');
  const target = path.join(OUT, BEACON_FILE);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, file.contents);
  const admin = path.join(OUT, 'admin');
  if (await stat(admin).catch(() => null)) {
    const dashboard = path.join(admin, 'stats');
    await mkdir(dashboard, { recursive: true });
    await Promise.all([
      copyFile(path.resolve('cms/stats/index.html'), path.join(dashboard, 'index.html')),
      build({
        entryPoints: [path.resolve('cms/stats/dashboard.ts')],
        outfile: path.join(dashboard, 'dashboard.js'),
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        logLevel: 'warning',
      }),
    ]);
  }
  console.log(
    `statistics: beacon ${BEACON_FILE} (${file.contents.length} bytes, ${beaconGzipBytes(file.contents)} gzipped; ` +
      `budget ${beaconGzipBudget()}, npm run test:budgets), sending to ${STATS_ENDPOINT}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
