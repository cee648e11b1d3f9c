/**
 * A step of `npm run build`, after `next build`: bundles the statistics beacon (lib/stats/beacon.ts) on its own,
 * minified, into out/_stats/beacon.js, which pages load once they are idle (components/layout/stats-loader.tsx).
 * Nothing is written when the build has no statistics endpoint (NEXT_PUBLIC_STATS_ENDPOINT=off).
 *
 *   npx tsx scripts/build-stats-beacon.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { BEACON_FILE, STATS_ENDPOINT } from '../lib/stats/endpoint';

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
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (file === undefined) throw new Error('esbuild wrote no beacon');
  const target = path.join(OUT, BEACON_FILE);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, file.contents);
  console.log(
    `statistics: beacon ${BEACON_FILE} (${file.contents.length} bytes, ${gzipSync(file.contents).length} gzipped), sending to ${STATS_ENDPOINT}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
