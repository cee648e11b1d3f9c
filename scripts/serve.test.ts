/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/**
 * scripts/serve.mjs against a small folder built here (no site build needed): what it serves, what it keeps to
 * itself, and how it answers addresses that do not decode.
 */

const SECRET = 'outside-secret-7f3a';
const PAGE_404 = '<!DOCTYPE html><title>Not found</title><p>No page here.</p>';
const PAGE_404_PT = '<!DOCTYPE html><title>Pagina nao encontrada</title>';
const PROJECT_404_PT = '<!DOCTYPE html><title>Projeto nao encontrado</title>';

let scratch: string;
let site: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  site = path.join(scratch, 'site');
  const outside = path.join(scratch, 'outside');
  mkdirSync(path.join(outside, 'folder'), { recursive: true });
  writeFileSync(path.join(outside, 'secret.txt'), SECRET);
  writeFileSync(path.join(outside, 'folder', 'secret.txt'), SECRET);
  writeFileSync(path.join(outside, 'folder', 'index.html'), `<p>${SECRET}</p>`);

  mkdirSync(path.join(site, 'docs'), { recursive: true });
  mkdirSync(path.join(site, '.hidden'), { recursive: true });
  // Over the compression threshold (1 KiB), so the gzip check has something to compress.
  writeFileSync(path.join(site, 'index.html'), `<!DOCTYPE html><title>Home</title>${'<p>home</p>'.repeat(200)}`);
  writeFileSync(path.join(site, 'about.html'), '<!DOCTYPE html><title>About</title>');
  writeFileSync(path.join(site, 'docs', 'index.html'), '<!DOCTYPE html><title>Docs</title>');
  writeFileSync(path.join(site, 'docs', 'guide.txt'), 'a guide');
  writeFileSync(path.join(site, '404.html'), PAGE_404);
  mkdirSync(path.join(site, 'pt-br', 'portfolio'), { recursive: true });
  writeFileSync(path.join(site, 'pt-br', '404.html'), PAGE_404_PT);
  writeFileSync(path.join(site, 'pt-br', 'portfolio', '404.html'), PROJECT_404_PT);
  writeFileSync(path.join(site, 'note.txt'), 'a note');
  writeFileSync(path.join(site, '.env'), `TOKEN=${SECRET}`);
  writeFileSync(path.join(site, '.hidden', 'file.txt'), SECRET);
  writeFileSync(path.join(site, '.hidden', 'index.html'), `<p>${SECRET}</p>`);
  writeFileSync(
    path.join(site, '_headers'),
    [
      '# test rules',
      '/*',
      '  X-Everywhere: yes',
      '  X-Policy: site',
      '/docs/*',
      '  ! X-Everywhere',
      '  X-Policy: docs',
      '  X-Docs: yes',
      '/about',
      '  X-About: yes',
      '/repo/*',
      '  X-Under-Base: yes',
      '',
    ].join('\n'),
  );
  symlinkSync(path.join(outside, 'secret.txt'), path.join(site, 'linked.txt'));
  symlinkSync(path.join(outside, 'folder'), path.join(site, 'linked-folder'), 'dir');
  symlinkSync(path.join(site, 'note.txt'), path.join(site, 'inner-link.txt'));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Served {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Starts serve.mjs on a free port; resolves with its base URL once it listens. */
function start(env: Record<string, string> = {}): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'serve.mjs'), '--dir', site, '--port', '0'], {
    env: { ...process.env, BASE_PATH: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/http:\/\/localhost:(\d+)/)?.[1];
      if (port) {
        child.stdout!.off('data', onData);
        resolve({ child, port: Number(port) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}) before listening:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * One request, its path sent exactly as written (no client-side normalising or encoding); the body comes back as
 * latin1, one character per byte, so binary files compare byte for byte.
 */
function send(port: number, options: http.RequestOptions, body?: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, ...options }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A GET with the path sent exactly as written. */
const get = (port: number, rawPath: string, headers: Record<string, string> = {}): Promise<Served> =>
  send(port, { path: rawPath, headers });

describe('serve.mjs', () => {
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    ({ child, port } = await start());
  });
  afterAll(() => stop(child));

  test('serves pages at clean URLs with the headers of _headers', async () => {
    const home = await get(port, '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<title>Home</title>');
    expect(home.headers['x-everywhere']).toBe('yes');
    expect(home.headers['x-about']).toBeUndefined();

    const about = await get(port, '/about');
    expect(about.status).toBe(200);
    expect(about.body).toContain('<title>About</title>');
    expect(about.headers['x-about']).toBe('yes');

    expect((await get(port, '/note.txt')).body).toBe('a note');
  });

  test("serves a folder's own page at the folder's address with a trailing slash, as hosts do", async () => {
    const bare = await get(port, '/docs');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/docs/');
    const page = await get(port, '/docs/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Docs</title>');
    expect((await get(port, '/docs/guide.txt')).body).toBe('a guide');
  });

  test('applies a later rule over an earlier one, and removes what a `! Name` line detaches', async () => {
    const docs = await get(port, '/docs/');
    expect(docs.headers['x-everywhere']).toBeUndefined();
    expect(docs.headers['x-policy']).toBe('docs');
    expect(docs.headers['x-docs']).toBe('yes');
    expect((await get(port, '/about')).headers['x-policy']).toBe('site');
  });

  test('redirects .html addresses and trailing slashes to the clean URL', async () => {
    const html = await get(port, '/about.html');
    expect(html.status).toBe(301);
    expect(html.headers.location).toBe('/about');
    const slash = await get(port, '/about/');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/about');
  });

  test('answers an unknown address with the 404 page and status 404', async () => {
    const missing = await get(port, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(PAGE_404);
    expect(missing.headers['x-everywhere']).toBe('yes');
  });

  test.each([
    ['/pt-br/portfolio/no-such-project', PROJECT_404_PT],
    ['/pt-br/portfolio/a/b', PROJECT_404_PT],
    ['/pt-br/no-such-page', PAGE_404_PT],
    ['/pt-br/about/x', PAGE_404_PT],
    ['/portfolio/no-such-project', PAGE_404],
  ])('answers %s with the nearest folder’s 404 page, as Cloudflare does', async (address, page) => {
    const missing = await get(port, address);
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(page);
  });

  test('gzips text when the client accepts it', async () => {
    const home = await get(port, '/', { 'Accept-Encoding': 'gzip' });
    expect(home.status).toBe(200);
    expect(home.headers['content-encoding']).toBe('gzip');
  });

  test('sends the same compressed copy of a file every time, and a new one once the file changes', async () => {
    const file = path.join(site, 'changing.txt');
    const decoded = ({ body }: Served) => brotliDecompressSync(Buffer.from(body, 'latin1')).toString();
    writeFileSync(file, 'first version. '.repeat(100));
    const first = await get(port, '/changing.txt', { 'Accept-Encoding': 'br, gzip' });
    const again = await get(port, '/changing.txt', { 'Accept-Encoding': 'br, gzip' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(decoded(first)).toBe('first version. '.repeat(100));
    expect(again.body).toBe(first.body);

    writeFileSync(file, 'the second version. '.repeat(100));
    const changed = await get(port, '/changing.txt', { 'Accept-Encoding': 'br, gzip' });
    expect(decoded(changed)).toBe('the second version. '.repeat(100));
    expect(Number(changed.headers['content-length'])).toBe(changed.body.length);

    const range = await get(port, '/changing.txt', { 'Accept-Encoding': 'br, gzip', Range: 'bytes=4-9' });
    expect(range.status).toBe(206);
    expect(range.body).toBe('second');
    const plain = await get(port, '/changing.txt');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('the second version. '.repeat(100));
  });

  test.each([
    ['a symlinked file pointing outside', '/linked.txt'],
    ['a file in a symlinked folder pointing outside', '/linked-folder/secret.txt'],
    ['the clean URL of a symlinked folder pointing outside', '/linked-folder'],
    ['the headers file', '/_headers'],
    ['the headers file under another spelling', '/docs/../_headers'],
    ['a dotfile', '/.env'],
    ['a file in a dot-folder', '/.hidden/file.txt'],
    ['the clean URL of a dot-folder', '/.hidden'],
    ['an encoded dotfile', '/%2eenv'],
  ])('keeps %s to itself: 404 page (%s)', async (_what, address) => {
    const answer = await get(port, address);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(PAGE_404);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toContain('X-Everywhere');
  });

  test('does not serve a symlink even when it stays inside the folder (as before)', async () => {
    expect((await get(port, '/inner-link.txt')).status).toBe(404);
  });

  test.each([
    ['a NUL byte', '/%00'],
    ['a NUL byte inside a name', '/about%00.html'],
    ['a NUL byte in a folder name', '/docs%00/index.html'],
    ['a truncated escape', '/%E0%A4%A'],
    ['a bare percent sign', '/100%'],
    ['an invalid UTF-8 sequence', '/%C3%28'],
  ])('answers 400, not 500, to %s (%s)', async (_what, address) => {
    const answer = await get(port, address);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain(SECRET);
  });

  test('never leaves the folder through dot segments', async () => {
    for (const address of [
      '/../outside/secret.txt',
      '/..%2foutside%2fsecret.txt',
      '/docs/..%2f..%2foutside/secret.txt',
    ]) {
      const answer = await get(port, address);
      expect([400, 404]).toContain(answer.status);
      expect(answer.body).not.toContain(SECRET);
    }
  });
});

describe('serve.mjs under a base path', () => {
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    ({ child, port } = await start({ BASE_PATH: '/repo' }));
  });
  afterAll(() => stop(child));

  test('serves the site below the base path with trailing slashes', async () => {
    const root = await get(port, '/');
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe('/repo/');

    const home = await get(port, '/repo/');
    expect(home.status).toBe(200);
    expect(home.headers['x-under-base']).toBe('yes');

    const bare = await get(port, '/repo/about?x=1');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/repo/about/?x=1');
    expect((await get(port, '/repo/about/')).body).toContain('<title>About</title>');
  });

  test('redirects a path holding characters a header cannot carry without failing', async () => {
    const answer = await get(port, '/repo/a%0D%0Ab');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/repo/a%0D%0Ab/');
  });

  test('keeps hidden and outside files to itself and refuses NUL bytes', async () => {
    for (const address of ['/repo/_headers/', '/repo/.hidden/', '/repo/linked-folder/']) {
      const answer = await get(port, address);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain(SECRET);
    }
    expect((await get(port, '/repo/%00/')).status).toBe(400);
  });
});

describe('serve.mjs in front of the contact service', () => {
  let upstream: http.Server;
  let upstreamPort: number;
  const received: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }> = [];

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '7' });
        response.end('{"success":false,"message":"Too many."}');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamPort = (upstream.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  const post = (port: number, body: string): Promise<Served> =>
    send(
      port,
      {
        method: 'POST',
        path: '/api/send',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'accept-language': 'pt-BR' },
      },
      body,
    );

  test('hands /api/… to it as a reverse proxy does, and its answer back as it was', async () => {
    const { child, port } = await start({ CONTACT_API_URL: `http://127.0.0.1:${upstreamPort}` });
    try {
      const answer = await post(port, '{"name":"Ada"}');
      expect(answer.status).toBe(429);
      expect(answer.headers['retry-after']).toBe('7');
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Too many.' });
      const [request] = received;
      expect(request).toMatchObject({ method: 'POST', url: '/api/send', body: '{"name":"Ada"}' });
      expect(request?.headers).toMatchObject({
        origin: 'http://localhost:3000',
        'accept-language': 'pt-BR',
        'content-type': 'application/json',
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-host': `127.0.0.1:${port}`,
      });
      // The site's own files are not sent there.
      expect((await get(port, '/about')).status).toBe(200);
      expect(received).toHaveLength(1);
    } finally {
      await stop(child);
    }
  });

  test('answers 502 JSON that says what to start when the service is not running', async () => {
    const { child, port } = await start({ CONTACT_API_URL: 'http://127.0.0.1:1' });
    try {
      const answer = await post(port, '{}');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        message: 'The contact service is not running (nothing answers at http://127.0.0.1:1). Start it: npm start.',
      });
    } finally {
      await stop(child);
    }
  });
});
