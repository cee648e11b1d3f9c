import assert from 'node:assert/strict';
import net from 'node:net';
import { after, describe, it } from 'node:test';
import { createJsonLogger, loggablePath, logErrorText } from '../src/core/log.ts';
import { startService, type RunningService } from '../src/node/service.ts';
import { postJson, removeDb, testConfig, VALID } from './helpers.ts';

/**
 * The log lines, exactly as printed (the same serialiser as the real logger), after requests
 * that carry personal data in every place a request can: body, query string, path (plain,
 * %-encoded, as digits).
 */

const SECRET = { name: 'Zebulon Quux', email: 'zebulon.quux@example.org', phone: '0612345678' };

/** A raw request, so the path reaches the service exactly as written (fetch would normalise it). */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('request logs', () => {
  const lines: string[] = [];
  let svc: RunningService;
  after(async () => {
    await svc?.close();
    if (svc) removeDb(svc.store.path);
  });

  it('carry only method, route, a short cut path, status and time, and no personal data from anywhere in the request', async () => {
    svc = await startService(testConfig(), { log: createJsonLogger((line) => lines.push(line)) });
    const get = (target: string) =>
      rawRequest(svc.port, `GET ${target} HTTP/1.1\r\nHost: contact.test\r\nConnection: close\r\n\r\n`);

    await postJson(svc.url, { ...VALID, name: SECRET.name, email: SECRET.email, message: `Call ${SECRET.phone}` });
    await postJson(svc.url, { name: SECRET.name, email: 'broken' }); // a 400 that names nothing
    await rawRequest(
      svc.port,
      `POST /api/send HTTP/1.1\r\nHost: contact.test\r\nContent-Type: application/json\r\nContent-Length: 30\r\nConnection: close\r\n\r\n{"name":"Zebulon Quux", broken`,
    );
    await get(`/api/send?email=${encodeURIComponent(SECRET.email)}&name=Zebulon`);
    await get(`/api/${encodeURIComponent(SECRET.email)}`);
    await get(`/contact/${SECRET.email}/and/more/segments`);
    await get('/%5A%65%62%75%6C%6F%6E'); // "Zebulon", %-encoded
    await get(`/call/${SECRET.phone}`);
    await get(`/${'a'.repeat(5_000)}`);
    await get('/wp-admin/setup-config.php?step=1');

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((e) => e.event === 'request');
    assert.equal(requests.length, 10);
    for (const entry of requests) {
      assert.deepEqual(Object.keys(entry).sort(), [
        'event',
        'level',
        'method',
        'ms',
        'path',
        'route',
        'status',
        'time',
      ]);
      assert.ok(String(entry.path).length <= 60, `path ${String(entry.path).slice(0, 80)}`);
    }
    assert.deepEqual(
      requests.map((e) => [e.method, e.route, e.path, e.status]),
      [
        ['POST', '/api/send', '/api/send', 200],
        ['POST', '/api/send', '/api/send', 400],
        ['POST', '/api/send', '/api/send', 400],
        ['GET', '/api/send', '/api/send', 405],
        ['GET', 'none', '/api/*', 404],
        ['GET', 'none', '/contact/*/…', 404],
        ['GET', 'none', '/*', 404],
        ['GET', 'none', '/call/*', 404],
        ['GET', 'none', '/*', 404],
        ['GET', 'none', '/wp-admin/setup-config.php', 404],
      ],
    );
    const everything = lines.join('\n').toLowerCase();
    for (const needle of ['zebulon', 'quux', 'example.org', '%40', '%5a', SECRET.phone, 'step=1', 'broken']) {
      assert.ok(!everything.includes(needle), `the log contains "${needle}"`);
    }
  });

  it('keeps known routes, cuts and masks everything else', () => {
    const routes = new Set(['/api/send']);
    assert.equal(loggablePath('/api/send', routes), '/api/send');
    assert.equal(loggablePath('/api/send/', routes), '/api/send/…');
    assert.equal(loggablePath('/', routes), '/');
    assert.equal(loggablePath('/a/b/c', routes), '/a/b/…');
    assert.equal(loggablePath('/user+tag/x', routes), '/*/x');
    assert.equal(loggablePath(`/${'x'.repeat(25)}`, routes), '/*');
  });

  it('masks email addresses in error text', () => {
    assert.equal(
      logErrorText(new Error('550 5.1.1 <zebulon.quux@example.org>: Recipient address rejected')),
      '550 5.1.1 <<address>>: Recipient address rejected',
    );
  });
});
