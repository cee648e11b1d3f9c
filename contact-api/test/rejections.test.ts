import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sleep, VALID } from './helpers.ts';
import { RUNTIMES, startTargets, type Target, type TargetSet } from './targets.ts';

/**
 * Every way a submission can be refused, over real HTTP, against the Node service (SQLite, a real SMTP sink) and
 * the Cloudflare Worker (workerd, D1, a mail API stand-in) alike: the same status, JSON and sentence from both.
 * After all of them the inbox must be empty and no mail sent: a refused request must leave no trace.
 */

interface Case {
  title: string;
  status: number;
  message: string | RegExp;
  /** The JSON body (serialised) unless `raw` is given. */
  body?: unknown;
  /** The body as sent; a function for a stream, which can be read only once (one per runtime). */
  raw?: RequestInit['body'] | (() => ReadableStream);
  headers?: Record<string, string>;
  method?: string;
  contentType?: string | null;
}

const FIELDS = [
  { key: 'name', label: 'Name', missing: 'Please enter your name.', max: 100 },
  { key: 'email', label: 'Email', missing: 'Please enter your email address.', max: 254 },
  { key: 'subject', label: 'Subject', missing: 'Please enter a subject.', max: 200 },
  { key: 'message', label: 'Message', missing: 'Please enter a message.', max: 5000 },
] as const;

function without(key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...VALID };
  delete copy[key];
  return copy;
}

function overLimit(key: (typeof FIELDS)[number]['key'], max: number): string {
  // An over-long email must still look like an email, so the length rule is what fires.
  return key === 'email' ? `${'a'.repeat(max + 1 - '@example.com'.length)}@example.com` : 'x'.repeat(max + 1);
}

const cases: Case[] = [];

for (const field of FIELDS) {
  cases.push({ title: `missing ${field.key}`, body: without(field.key), status: 400, message: field.missing });
  cases.push({ title: `empty ${field.key}`, body: { ...VALID, [field.key]: '' }, status: 400, message: field.missing });
  cases.push({
    title: `whitespace-only ${field.key}`,
    body: { ...VALID, [field.key]: ' \t\n  ' },
    status: 400,
    message: field.missing,
  });
  for (const [kind, value] of [
    ['number', 42],
    ['null', null],
    ['array', ['x']],
    ['object', { text: 'x' }],
    ['boolean', true],
  ] as const) {
    cases.push({
      title: `${field.key} as ${kind}`,
      body: { ...VALID, [field.key]: value },
      status: 400,
      message: `${field.label} must be text.`,
    });
  }
  cases.push({
    title: `${field.key} over ${field.max} characters`,
    body: { ...VALID, [field.key]: overLimit(field.key, field.max) },
    status: 400,
    message: `${field.label} must be at most ${field.max} characters.`,
  });
}

// Characters that show nothing: a field made only of them is as blank as an empty one.
const INVISIBLE: Array<[string, string]> = [
  ['zero-width spaces U+200B', '\u200b\u200b'],
  ['the Hangul filler U+3164', '\u3164'],
  ['the Hangul choseong filler U+115F', '\u115f\u1160'],
  ['the halfwidth Hangul filler U+FFA0', '\uffa0'],
  ['byte-order marks U+FEFF', '\ufeff\ufeff'],
  ['bidi embeddings and overrides U+202A–202E', '\u202a\u202b\u202c\u202d\u202e'],
  ['bidi isolates U+2066–2069', '\u2066\u2067\u2068\u2069'],
  ['direction marks U+200E/F and U+061C', '\u200e\u200f\u061c'],
  ['joiners, soft hyphens and word joiners', '\u200c\u200d\u00ad\u2060'],
  ['ideographic and no-break spaces', '\u3000\u00a0\u202f'],
  ['the blank Braille pattern U+2800', '\u2800'],
  ['tag characters', '\u{e0041}\u{e007f}'],
  ['a mix with ordinary white space', ' \u200b\t\u3164 \ufeff\n'],
];
for (const field of FIELDS) {
  for (const [what, value] of INVISIBLE) {
    cases.push({
      title: `${field.key} made only of ${what}`,
      body: { ...VALID, [field.key]: value },
      status: 400,
      message: field.missing,
    });
  }
}

cases.push({
  title: 'email with a 65-character local part',
  body: { ...VALID, email: `${'a'.repeat(65)}@example.com` },
  status: 400,
  message: 'Email must be a valid email address: the part before the @ can be at most 64 characters.',
});

for (const email of [
  'plainaddress',
  'ada@',
  '@example.com',
  'ada@example',
  'ada@example..com',
  'ada @example.com',
  'ada@exa mple.com',
  'Ada <ada@example.com>',
  'ada@example.com, eve@example.com',
  'ada@example.com\r\nBcc: x@y.com',
]) {
  cases.push({
    title: `invalid email ${JSON.stringify(email)}`,
    body: { ...VALID, email },
    status: 400,
    message: 'Email must be a valid email address.',
  });
}

// The first problem in field order is the one reported, as a form would show it.
cases.push({
  title: 'several bad fields: first one reported',
  body: { name: '', email: 'x', subject: 5 },
  status: 400,
  message: 'Please enter your name.',
});

for (const raw of [
  '{',
  '{"name": "Ada",',
  "{'name': 'Ada'}",
  '',
  'not json',
  '{"name":"Ada",}',
  '\u00ff\u00fe{}',
  '{"a":1} trailing',
]) {
  cases.push({
    title: `malformed JSON ${JSON.stringify(raw)}`,
    raw,
    status: 400,
    message: 'The request body must be JSON.',
  });
}

for (const raw of ['[]', '"hello"', '42', 'null', 'true', `[${JSON.stringify(VALID)}]`]) {
  cases.push({
    title: `JSON that is not an object: ${raw.slice(0, 20)}`,
    raw,
    status: 400,
    message: 'The request body must be a JSON object with name, email, subject and message.',
  });
}

for (const contentType of [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonp',
  'text/json',
  null,
]) {
  cases.push({
    title: `content type ${contentType ?? '(none)'}`,
    raw: new TextEncoder().encode(JSON.stringify(VALID)),
    contentType,
    status: 415,
    message: 'Please send the form as JSON (Content-Type: application/json).',
  });
}

const bigMessage = { ...VALID, message: 'x'.repeat(17 * 1024) };
cases.push({
  title: 'body over 16 KiB (Content-Length)',
  body: bigMessage,
  status: 413,
  message: 'The message is too large. Please shorten it and try again.',
});
cases.push({
  title: 'body over 16 KiB (chunked, no Content-Length)',
  raw: () => new Blob([JSON.stringify(bigMessage)]).stream(),
  status: 413,
  message: 'The message is too large. Please shorten it and try again.',
});
// 5000 four-byte characters are within the character limit but not within the byte cap.
cases.push({
  title: '5000 emoji exceed the byte cap',
  body: { ...VALID, message: '🎬'.repeat(5000) },
  status: 413,
  message: /too large/,
});

for (const origin of ['https://evil.example', 'null', 'http://localhost:3001', 'http://localhost:3000.evil.example']) {
  cases.push({
    title: `forbidden origin ${origin}`,
    body: VALID,
    headers: { origin },
    status: 403,
    message: 'This website is not allowed to send messages to this address.',
  });
}
cases.push({
  title: 'CORS preflight from a forbidden origin',
  method: 'OPTIONS',
  headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  status: 403,
  message: 'This website is not allowed to send messages to this address.',
});

cases.push({
  title: 'Idempotency-Key over 200 characters',
  body: VALID,
  headers: { 'idempotency-key': 'k'.repeat(201) },
  status: 400,
  message: 'Idempotency-Key must be at most 200 characters.',
});
cases.push({
  title: 'empty Idempotency-Key',
  body: VALID,
  headers: { 'idempotency-key': '' },
  status: 400,
  message: 'Idempotency-Key must not be empty.',
});
cases.push({
  title: 'Idempotency-Key with a space',
  body: VALID,
  headers: { 'idempotency-key': 'two words' },
  status: 400,
  message: 'Idempotency-Key may only contain visible ASCII characters (no spaces).',
});

cases.push({ title: 'GET /api/send', method: 'GET', status: 405, message: 'Please use POST to send a message.' });
cases.push({
  title: 'unknown route',
  method: 'POST',
  body: VALID,
  status: 404,
  message: 'Not found. This service only answers POST /api/send.',
});

for (const runtime of RUNTIMES) {
  describe(`rejections [${runtime}]`, () => {
    let service: Target;
    let limited: Target;
    let set: TargetSet;

    before(async () => {
      set = await startTargets(runtime, [{}, { CONTACT_RATE_LIMIT: '3', CONTACT_RATE_WINDOW_MS: '60000' }]);
      [service, limited] = set.targets as [Target, Target];
    });

    after(() => set.close());

    it(`has at least 30 bad inputs (${cases.length})`, () => {
      assert.ok(cases.length >= 30);
    });

    for (const c of cases) {
      it(`${c.status}: ${c.title}`, async () => {
        const headers = new Headers(c.headers);
        if (c.contentType !== null && (c.method ?? 'POST') === 'POST')
          headers.set('content-type', c.contentType ?? 'application/json');
        const raw =
          typeof c.raw === 'function'
            ? c.raw()
            : (c.raw ?? (c.body === undefined ? undefined : JSON.stringify(c.body)));
        const init: RequestInit & { duplex?: 'half' } = { method: c.method ?? 'POST', headers, body: raw };
        if (raw instanceof ReadableStream) init.duplex = 'half';
        const res = await service.fetch(c.title === 'unknown route' ? '/api/nope' : '/api/send', init);
        assert.equal(res.status, c.status);
        assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
        const json: unknown = await res.json();
        assert.ok(typeof json === 'object' && json !== null);
        assert.deepEqual(Object.keys(json).sort(), ['message', 'success']);
        const { success, message } = json as { success: unknown; message: unknown };
        assert.equal(success, false);
        assert.equal(typeof message, 'string');
        if (typeof c.message === 'string') assert.equal(message, c.message);
        else assert.match(String(message), c.message);
      });
    }

    it('429 with Retry-After past the rate limit (bad requests count too)', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await limited.fetch('/api/send', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        assert.equal(res.status, 400);
        await res.arrayBuffer();
      }
      for (const body of ['{}', JSON.stringify(VALID)]) {
        const res = await limited.fetch('/api/send', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        assert.equal(res.status, 429);
        const retryAfter = Number(res.headers.get('retry-after'));
        assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
        const json = (await res.json()) as { success: boolean; message: string };
        assert.equal(json.success, false);
        assert.equal(json.message, `Too many messages from this address. Please try again in ${retryAfter} seconds.`);
      }
    });

    it('left the inbox empty and sent no email', async () => {
      // Give delivery several chances (the Node worker's poll cycles), then run it once more by hand.
      await sleep(150);
      await service.deliver();
      await limited.deliver();
      assert.deepEqual(await service.messages(), []);
      assert.deepEqual(await limited.messages(), []);
      assert.deepEqual([...service.mails(), ...limited.mails()], []);
    });
  });
}
