import path from 'node:path';
import { buildSync } from 'esbuild';

/** The browsers Next 16 supports (its default browserslist): what the minified loader may use. */
const TARGET = ['chrome111', 'edge111', 'firefox111', 'safari16.4'];

/**
 * Bundles and minifies one entry of scripts/startup/ (with the constants `define` gives it) into the code of an
 * inline `<script>`: the same input gives
 * the same bytes, so every page carries the same code and the CSP step (scripts/export/security.ts, which hashes
 * inline scripts after this step) needs one hash for it.
 */
export function inlineScript(entry: string, define: Record<string, string> = {}): string {
  const { outputFiles } = buildSync({
    // Values fixed at build time, as JSON.
    define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
    entryPoints: [path.resolve(__dirname, entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: TARGET,
    legalComments: 'none',
    charset: 'utf8',
    write: false,
  });
  const code = outputFiles[0]?.text.trim();
  if (!code) throw new Error(`${entry} built to nothing.`);
  // Inside <script>, these would end the element or change how the rest of the page is parsed.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry} contains "</script" or "<!--" once minified.`);
  return code;
}

/** The loader added at the end of every page's <body> (scripts/startup/loader.ts, `bootAfterFirstPaint`). */
export const bootCode = (): string => inlineScript('inline-boot.ts');
/** The script added first in every page's <head> (scripts/startup/loader.ts, `markBooting`). */
export const bootingMarkCode = (): string => inlineScript('inline-booting-mark.ts');
/**
 * The statistics loader added at the end of every page's <body> (lib/stats/loader.ts): where the beacon is (`src`,
 * under the base path) and where it sends.
 */
export const statsLoaderCode = (src: string, endpoint: string): string =>
  inlineScript('inline-stats-loader.ts', { BEACON_SRC: src, STATS_ENDPOINT: endpoint });
