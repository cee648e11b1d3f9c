import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Serves a built export (out/, or `dir`) with scripts/serve.mjs on a free port, as `npm start` would, for a bench.
 * Resolves once the server says it is serving; the caller kills `server` when done.
 */
export async function serveExport(dir = 'out') {
  if (!existsSync(path.resolve(ROOT, dir, 'index.html'))) throw new Error(`${dir}/ is not built: run npm run build`);
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return { server, origin: `http://127.0.0.1:${port}` };
}
