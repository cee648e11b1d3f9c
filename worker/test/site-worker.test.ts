import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import vm from 'node:vm';
import { unstable_startWorker } from 'wrangler';
import { parse } from 'yaml';

/**
 * The site's Worker as `wrangler dev` runs it (wrangler.jsonc, bundled by wrangler, in workerd), over a small
 * export written here: what Workers Static Assets does with the site's files and rules, what the Worker answers
 * itself, and the editor's GitHub sign-in against a stand-in for GitHub's token endpoint. The whole site in the browser: e2e/cloudflare/.
 */

// Offline: no download of Cloudflare's request metadata, no usage metrics.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
process.env.WRANGLER_SEND_METRICS = 'false';

const CLIENT_ID = 'Iv1.test-client';
/** A "video" whose bytes say where they are: byte i is i % 256. */
const MEDIA = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 256));
const CLIENT_SECRET = 'test-secret-not-real';

interface TokenRequest {
  client_id: string;
  client_secret: string;
  code: string;
  redirect_uri: string;
}

let scratch: string;
let worker: Awaited<ReturnType<typeof unstable_startWorker>>;
let origin: string;
const tokenRequests: TokenRequest[] = [];

function writeExport(dir: string): void {
  const file = (name: string, text: string | Uint8Array) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  file('index.html', '<!DOCTYPE html><title>Home</title>');
  file('about.html', '<!DOCTYPE html><title>About</title>');
  file('404.html', '<!DOCTYPE html><title>Not found</title>');
  file('pt-br/404.html', '<!DOCTYPE html><title>Página não encontrada</title>');
  file('pt-br/index.html', '<!DOCTYPE html><title>Início</title>');
  file('admin/index.html', '<!DOCTYPE html><title>Editor</title>');
  file('admin/config.yml', '# The editor\nbackend:\n  name: github\n  repo: owner/site\n  branch: main\n');
  file(
    '_headers',
    '/*\n  X-Frame-Options: DENY\n  X-Site-Rule: all\n/admin/*\n  ! X-Site-Rule\n  X-Admin-Rule: admin\n',
  );
  file('_redirects', '/old-about /about 301\n');
  file('_media/clip.webm', MEDIA);
  file('_media/clip.0123456789ab.m3u8', '#EXTM3U\n');
  file('_media/clip.0123456789ab.360.0.m4s', MEDIA.subarray(0, 1000));
}

/**
 * A stand-in for GitHub's token endpoint on this machine (GITHUB_URL points the Worker at it, as it would at a GitHub
 * Enterprise Server): it keeps what it is asked and gives a token only for the right secret and code.
 */
const github = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const answer = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || request.url !== '/login/oauth/access_token') {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TokenRequest;
    tokenRequests.push(body);
    if (body.client_secret !== CLIENT_SECRET || body.code !== 'good-code')
      answer({ error: 'bad_verification_code', error_description: 'The code is wrong.' });
    else answer({ access_token: 'gho_token_for_the_editor', token_type: 'bearer', scope: 'repo' });
  });
});
let githubUrl: string;

before(async () => {
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
  githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
  scratch = mkdtempSync(path.join(os.tmpdir(), 'site-worker-'));
  writeExport(scratch);
  worker = await unstable_startWorker({
    config: path.resolve('wrangler.jsonc'),
    assets: scratch,
    bindings: {
      GITHUB_OAUTH_CLIENT_ID: { type: 'plain_text', value: CLIENT_ID },
      GITHUB_OAUTH_CLIENT_SECRET: { type: 'secret_text', value: CLIENT_SECRET },
      GITHUB_URL: { type: 'plain_text', value: githubUrl },
    },
    dev: {
      server: { hostname: '127.0.0.1', port: 0 },
      inspector: false,
      persist: false,
      watch: false,
      liveReload: false,
      logLevel: 'error',
    },
  });
  await worker.ready;
  origin = (await worker.url).origin;
});

after(async () => {
  await worker?.dispose();
  github.close();
  rmSync(scratch, { recursive: true, force: true });
});

const get = (pathname: string, init: RequestInit = {}) =>
  fetch(`${origin}${pathname}`, { redirect: 'manual', ...init });

describe('the export, served by Workers Static Assets', () => {
  it('serves pages at clean addresses and redirects the .html address to them', async () => {
    const about = await get('/about');
    assert.equal(about.status, 200);
    assert.match(await about.text(), /<title>About<\/title>/);
    const withExtension = await get('/about.html');
    assert.ok([301, 307, 308].includes(withExtension.status), String(withExtension.status));
    assert.equal(withExtension.headers.get('location'), '/about');
  });

  it('answers an unknown address with the nearest 404.html and status 404', async () => {
    const english = await get('/no-such-page');
    assert.equal(english.status, 404);
    assert.match(await english.text(), /<title>Not found<\/title>/);
    const portuguese = await get('/pt-br/no-such-page');
    assert.equal(portuguese.status, 404);
    assert.match(await portuguese.text(), /Página não encontrada/);
  });

  it('applies _headers (with `! Name` taking a header off) and _redirects, and publishes neither file', async () => {
    const home = await get('/');
    assert.equal(home.headers.get('x-frame-options'), 'DENY');
    assert.equal(home.headers.get('x-site-rule'), 'all');
    const admin = await get('/admin/');
    assert.equal(admin.headers.get('x-site-rule'), null);
    assert.equal(admin.headers.get('x-admin-rule'), 'admin');
    const moved = await get('/old-about');
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.get('location'), '/about');
    for (const file of ['/_headers', '/_redirects']) assert.equal((await get(file)).status, 404, file);
  });
});

describe('what the Worker answers', () => {
  it('hands /api/… to the contact service, whose answers are JSON', async () => {
    const wrongMethod = await get('/api/send');
    assert.equal(wrongMethod.status, 405);
    assert.deepEqual(await wrongMethod.json(), { success: false, message: 'Please use POST to send a message.' });
    const unknown = await get('/api/nothing-here', { method: 'POST', headers: { 'accept-language': 'pt-BR' } });
    assert.equal(unknown.status, 404);
    assert.equal(((await unknown.json()) as { success: boolean }).success, false);
  });

  it("fills this site's sign-in into the editor's settings and keeps everything else", async () => {
    const res = await get('/admin/config.yml');
    assert.equal(res.status, 200);
    const text = await res.text();
    assert.match(text, /^# The editor/);
    assert.deepEqual(parse(text), {
      backend: { name: 'github', repo: 'owner/site', branch: 'main', base_url: origin, auth_endpoint: 'api/auth' },
    });
  });
});

/** The popup page's script, run against a stand-in window: what it posts, to which window, for which origin. */
function runHandshake(html: string, openerOrigin: string) {
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1];
  assert.ok(script, 'the page has its script');
  const posted: Array<{ to: string; data: unknown; targetOrigin: string }> = [];
  const listeners: Array<(event: { source: unknown; origin: string; data: unknown }) => void> = [];
  const opener = {
    postMessage: (data: unknown, targetOrigin: string) => posted.push({ to: 'opener', data, targetOrigin }),
  };
  const stranger = {};
  const window = {
    opener,
    addEventListener: (type: string, listener: (typeof listeners)[number]) =>
      type === 'message' && listeners.push(listener),
  };
  vm.runInNewContext(script, { window });
  const send = (source: unknown, from: string, data: unknown) =>
    listeners.forEach((listener) => listener({ source, origin: from, data }));
  return {
    posted,
    reply: (data: unknown) => send(opener, openerOrigin, data),
    stranger: (data: unknown) => send(stranger, openerOrigin, data),
  };
}

describe('videos, with the byte ranges a player asks for', () => {
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('answers a range with 206 and exactly those bytes, and the whole file without one', async () => {
    const part = await get('/_media/clip.webm', { headers: { range: 'bytes=100000-100009' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), `bytes 100000-100009/${MEDIA.length}`);
    assert.equal(part.headers.get('content-type'), 'video/webm');
    assert.deepEqual(await bytes(part), MEDIA.subarray(100000, 100010));
    const tail = await get('/_media/clip.webm', { headers: { range: 'bytes=-4' } });
    assert.deepEqual([tail.status, await bytes(tail)], [206, MEDIA.subarray(MEDIA.length - 4)]);
    const open = await get('/_media/clip.webm', { headers: { range: 'bytes=299990-' } });
    assert.deepEqual(await bytes(open), MEDIA.subarray(299990));
    const whole = await get('/_media/clip.webm');
    assert.equal(whole.status, 200);
    assert.deepEqual(await bytes(whole), MEDIA);
  });

  it('answers 416 for a range past the end', async () => {
    const past = await get('/_media/clip.webm', { headers: { range: `bytes=${MEDIA.length}-` } });
    assert.equal(past.status, 416);
    assert.equal(past.headers.get('content-range'), `bytes */${MEDIA.length}`);
  });

  it("serves an adaptive stream's playlists and segments with their types", async () => {
    const playlist = await get('/_media/clip.0123456789ab.m3u8');
    assert.equal(playlist.status, 200);
    assert.equal(playlist.headers.get('content-type'), 'application/vnd.apple.mpegurl');
    assert.equal(await playlist.text(), '#EXTM3U\n');
    const segment = await get('/_media/clip.0123456789ab.360.0.m4s');
    assert.equal(segment.headers.get('content-type'), 'video/iso.segment');
    assert.deepEqual(await bytes(segment), MEDIA.subarray(0, 1000));
  });

  it('sends /admin to /admin/ for good (301), as npm start does', async () => {
    const res = await get('/admin?x=1');
    assert.equal(res.status, 301);
    assert.equal(res.headers.get('location'), '/admin/?x=1');
  });
});

describe("the editor's GitHub sign-in", () => {
  async function begin(): Promise<{ state: string; cookie: string; location: URL }> {
    const res = await get('/api/auth?provider=github&site_id=example.com&scope=repo');
    assert.equal(res.status, 302);
    const location = new URL(res.headers.get('location') ?? '');
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { state: location.searchParams.get('state') ?? '', cookie, location };
  }

  it('sends the popup to GitHub with the client ID, the callback, the scope and a fresh state kept in a cookie', async () => {
    const first = await begin();
    assert.equal(`${first.location.origin}${first.location.pathname}`, `${githubUrl}/login/oauth/authorize`);
    assert.equal(first.location.searchParams.get('client_id'), CLIENT_ID);
    assert.equal(first.location.searchParams.get('redirect_uri'), `${origin}/api/auth/callback`);
    assert.equal(first.location.searchParams.get('scope'), 'repo');
    assert.match(first.state, /^[0-9a-f]{64}$/);
    assert.equal(first.cookie, `decap_oauth_state=${first.state}`);
    assert.notEqual((await begin()).state, first.state);
  });

  it('refuses a callback whose state is not the one it gave, and never asks GitHub for a token then', async () => {
    const { state, cookie } = await begin();
    const asked = tokenRequests.length;
    const wrong = await get(`/api/auth/callback?code=good-code&state=${'0'.repeat(64)}`, { headers: { cookie } });
    const noCookie = await get(`/api/auth/callback?code=good-code&state=${state}`);
    for (const res of [wrong, noCookie]) {
      assert.equal(res.status, 400);
      const html = await res.text();
      assert.doesNotMatch(html, /gho_/);
      const { posted, reply } = runHandshake(html, origin);
      reply('authorizing:github');
      assert.match(String(posted.at(-1)?.data), /^authorization:github:error:.*state does not match/);
    }
    assert.equal(tokenRequests.length, asked);
  });

  it('exchanges the code with the secret and hands the token to the editor window of the site only', async () => {
    const { state, cookie } = await begin();
    const res = await get(`/api/auth/callback?code=good-code&state=${state}`, { headers: { cookie } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'; script-src 'sha256-/);
    assert.match(res.headers.get('set-cookie') ?? '', /decap_oauth_state=;.*Max-Age=0/);
    assert.deepEqual(tokenRequests.at(-1), {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: 'good-code',
      redirect_uri: `${origin}/api/auth/callback`,
    });
    const html = await res.text();

    // The editor on this site: the handshake, then the token, posted to the site's origin only.
    const editor = runHandshake(html, origin);
    assert.deepEqual(editor.posted, [{ to: 'opener', data: 'authorizing:github', targetOrigin: '*' }]);
    editor.reply('authorizing:github');
    assert.deepEqual(editor.posted[1], {
      to: 'opener',
      data: 'authorization:github:success:{"token":"gho_token_for_the_editor","provider":"github"}',
      targetOrigin: origin,
    });

    // A page elsewhere that opened the same address gets nothing, nor does a window that is not the opener.
    const elsewhere = runHandshake(html, 'https://evil.example');
    elsewhere.reply('authorizing:github');
    elsewhere.stranger('authorizing:github');
    assert.equal(elsewhere.posted.length, 1);
    const stranger = runHandshake(html, origin);
    stranger.stranger('authorizing:github');
    assert.equal(stranger.posted.length, 1);
  });

  it('passes on GitHub refusing the code', async () => {
    const { state, cookie } = await begin();
    const res = await get(`/api/auth/callback?code=stale-code&state=${state}`, { headers: { cookie } });
    assert.equal(res.status, 400);
    const { posted, reply } = runHandshake(await res.text(), origin);
    reply('authorizing:github');
    assert.equal(
      posted[1]?.data,
      'authorization:github:error:{"message":"GitHub refused the sign-in: The code is wrong."}',
    );
  });
});
