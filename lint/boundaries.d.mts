// The types of lint/boundaries.mjs (plain JavaScript, since eslint.config.mjs loads it), for its test.
import type { Linter } from 'eslint';

/** One `import/no-restricted-paths` zone: no module under `target` imports one under `from` (but `except`). */
export interface Zone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}

export const CONTENT_DOOR: string;
export const CONTENT_LOADER: string[];
export const LEAVES: string[];
export const BUILD_ONLY: string[];
export const NODE_AT_RENDER: string[];
export const ZONES: Zone[];
export const boundaries: Linter.Config[];
