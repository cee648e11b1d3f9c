import type { ChildProcess } from 'node:child_process';

/** Serves a built export (out/, or `dir`) with scripts/serve.mjs on a free port, as `npm start` would. */
export function serveExport(dir?: string): Promise<{ server: ChildProcess; origin: string }>;
