import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import JSON5 from 'json5';
import type { Miniflare } from 'miniflare';

type D1Database = Awaited<ReturnType<Miniflare['getD1Database']>>;

/**
 * Running Worker code in workerd, Cloudflare's runtime, through miniflare: offline, no account. The code is bundled
 * the way wrangler bundles it (esbuild, ES modules, the `workerd` export conditions, `cloudflare:` and `node:`
 * modules left to the runtime), and runs with the compatibility date and flags of the repository's wrangler.jsonc,
 * so a test sees the runtime the deployed Worker gets. D1 is miniflare's local SQLite, migrated with the files
 * wrangler applies (contact-api/migrations).
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(HERE, '..', '..');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'contact-api', 'migrations');

interface WranglerSettings {
  compatibility_date: string;
  compatibility_flags?: string[];
}

/** The runtime settings of the deployed Worker, from wrangler.jsonc. */
export function wranglerSettings(): { compatibilityDate: string; compatibilityFlags: string[] } {
  const config = JSON5.parse<WranglerSettings>(readFileSync(path.join(REPO_ROOT, 'wrangler.jsonc'), 'utf8'));
  return { compatibilityDate: config.compatibility_date, compatibilityFlags: config.compatibility_flags ?? [] };
}

const bundles = new Map<string, Promise<string>>();

/** The Worker at `entry` (a path from the repository's root) as one ES module, built once per test process. */
export function bundleWorker(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (bundle === undefined) {
    bundle = build({
      entryPoints: [path.join(REPO_ROOT, entry)],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      conditions: ['workerd', 'worker', 'browser'],
      mainFields: ['browser', 'module', 'main'],
      external: ['cloudflare:*', 'node:*'],
      // As wrangler.jsonc's `minify` has it for the deployed Worker (it also halves workerd's start-up here).
      minify: true,
      logLevel: 'silent',
    }).then((result) => {
      const [file] = result.outputFiles;
      if (file === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
      return file.text;
    });
    bundles.set(entry, bundle);
  }
  return bundle;
}

/** The migrations in the order wrangler applies them (by file name), each split into its statements. */
export function migrationStatements(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) =>
      readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')
        .split(/;\s*$/m)
        .map((statement) => statement.trim())
        .filter((statement) => statement.replace(/--.*$/gm, '').trim() !== ''),
    );
}

export async function migrate(db: D1Database): Promise<void> {
  await db.batch(migrationStatements().map((statement) => db.prepare(statement)));
}
