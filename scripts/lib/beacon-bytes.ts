/**
 * The statistics beacon's weight, as the build prints it (scripts/export/stats-beacon.ts) and the byte budgets check
 * it (tools/check-budgets.mjs, budgets.json's `statsBeaconGzipBytes`): gzip at level 9, as for the pages' scripts.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export function beaconGzipBytes(code: Uint8Array): number {
  return gzipSync(code, { level: 9 }).length;
}

/** budgets.json's allowance for the beacon, in gzipped bytes. */
export function beaconGzipBudget(budgetsFile = 'budgets.json'): number {
  const budget: unknown = JSON.parse(readFileSync(budgetsFile, 'utf8')).statsBeaconGzipBytes;
  if (typeof budget !== 'number')
    throw new Error(`${budgetsFile} has no statsBeaconGzipBytes (the beacon's gzip budget)`);
  return budget;
}
