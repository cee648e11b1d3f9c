/**
 * A step of the build's export stage, after the editor (scripts/build-admin.ts): bundles the statistics
 * beacon (lib/stats/beacon.ts) on its own, minified, into out/_stats/beacon.js, which pages load once they are idle
 * (lib/stats/loader.ts), and the editor's statistics page (cms/stats/) into out/admin/stats/. Nothing
 * is written when the build has no statistics endpoint (NEXT_PUBLIC_STATS_ENDPOINT=off).
 */
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { BEACON_FILE, STATS_ENDPOINT } from '../../lib/stats/endpoint';
import { beaconGzipBudget, beaconGzipBytes } from '../lib/beacon-bytes';

const ROOT = path.resolve(__dirname, '../..');

/** Writes the beacon (and the editor's statistics page, when `out` has the editor); returns the step's report. */
export async function writeStatsBeacon(out: string): Promise<string> {
  if (STATS_ENDPOINT === null) return 'statistics: off (NEXT_PUBLIC_STATS_ENDPOINT=off), no beacon written';
  const result = await build({
    entryPoints: [path.join(ROOT, 'lib/stats/beacon.ts')],
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
  const target = path.join(out, BEACON_FILE);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, file.contents);
  const admin = path.join(out, 'admin');
  if (await stat(admin).catch(() => null)) {
    const dashboard = path.join(admin, 'stats');
    await mkdir(dashboard, { recursive: true });
    await Promise.all([
      copyFile(path.join(ROOT, 'cms/stats/index.html'), path.join(dashboard, 'index.html')),
      build({
        entryPoints: [path.join(ROOT, 'cms/stats/dashboard.ts')],
        outfile: path.join(dashboard, 'dashboard.js'),
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        logLevel: 'warning',
      }),
    ]);
  }
  return (
    `statistics: beacon ${BEACON_FILE} (${file.contents.length} bytes, ${beaconGzipBytes(file.contents)} gzipped; ` +
    `budget ${beaconGzipBudget()}, npm run test:budgets), sending to ${STATS_ENDPOINT}`
  );
}
