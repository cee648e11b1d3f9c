import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createApp } from '../src/core/app.ts';
import { DailyCapError, StoreBusyError } from '../src/core/errors.ts';
import { silentLogger, type Logger } from '../src/core/log.ts';
import { LANGUAGES, MESSAGES, waitPhrase, type Catalogue } from '../src/core/messages.ts';
import { startService } from '../src/node/service.ts';
import type { MessageWriter } from '../src/node/store.ts';
import { collectLogs, removeDb, testConfig, VALID } from './helpers.ts';
import { RUNTIMES, startTargets, type Target, type TargetSet } from './targets.ts';

/**
 * Answers in the visitor's language: English or Brazilian Portuguese, from Accept-Language (the site's form
 * sends its page's language). Logs stay English.
 */

const cleanups: Array<() => Promise<void> | void> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const PT = MESSAGES['pt-BR'];
const EN = MESSAGES.en;

const storesEverything: MessageWriter = {
  insertMessage: () => ({ id: 1, duplicate: false }),
  ping() {},
};

function app(store: MessageWriter = storesEverything, env: Record<string, string> = {}, log: Logger = silentLogger) {
  return createApp({ store, config: testConfig(env), log });
}

interface Answer {
  status: number;
  json: { success: boolean; message: string };
  headers: Headers;
}

/** Anything that answers a request for a path: the app in process, or a running service (targets.ts). */
interface Service {
  request(path: string, init?: RequestInit): Promise<Response> | Response;
}

const over = (target: Target): Service => ({ request: (path, init) => target.fetch(path, init) });

async function post(
  service: Service,
  acceptLanguage: string | null,
  body: unknown = VALID,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await service.request('/api/send', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(acceptLanguage === null ? {} : { 'accept-language': acceptLanguage }),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Answer['json'], headers: res.headers };
}

for (const runtime of RUNTIMES) {
  describe(`answers in the visitor's language [${runtime}]`, () => {
    let set: TargetSet;
    let shared: Target;
    let limited: Target;
    before(async () => {
      set = await startTargets(runtime, [{}, { CONTACT_RATE_LIMIT: '1', CONTACT_RATE_WINDOW_MS: '120000' }]);
      [shared, limited] = set.targets as [Target, Target];
    });
    after(() => set.close());

    it('is thanked in Portuguese: "Mensagem recebida. Obrigada!"', async () => {
      const res = await post(over(shared), 'pt-BR');
      assert.equal(res.status, 200);
      assert.deepEqual(res.json, { success: true, message: 'Mensagem recebida. Obrigada!' });
    });

    it('is told in Portuguese what to fix, naming the field as the form labels it', async () => {
      const service = over(shared);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...VALID, name: '' }, 'Informe seu nome.'],
        [{ ...VALID, email: '   ' }, 'Informe seu endereço de e-mail.'],
        [{ ...VALID, subject: '\u200b' }, 'Informe um assunto.'],
        [{ ...VALID, message: undefined }, 'Escreva uma mensagem.'],
        [{ ...VALID, name: 42 }, 'O campo Nome precisa ser um texto.'],
        [{ ...VALID, email: null }, 'O campo E-mail precisa ser um texto.'],
        [{ ...VALID, subject: 'x'.repeat(201) }, 'O campo Assunto pode ter no máximo 200 caracteres.'],
        [{ ...VALID, message: 'x'.repeat(5001) }, 'O campo Mensagem pode ter no máximo 5.000 caracteres.'],
        [{ ...VALID, email: 'ada@' }, 'Informe um endereço de e-mail válido.'],
        [
          { ...VALID, email: `${'a'.repeat(65)}@example.com` },
          'Informe um endereço de e-mail válido: a parte antes do @ pode ter no máximo 64 caracteres.',
        ],
      ];
      for (const [body, message] of cases) {
        const res = await post(service, 'pt-BR', body);
        assert.equal(res.status, 400);
        assert.deepEqual(res.json, { success: false, message });
      }
    });

    it('past the rate limit gets a 429 in Portuguese, the wait in minutes (English says minutes too)', async () => {
      const service = over(limited);
      assert.equal((await post(service, 'pt-BR')).status, 200);
      const pt = await post(service, 'pt-BR');
      assert.equal(pt.status, 429);
      assert.ok(Number(pt.headers.get('retry-after')) > 90, 'a wait counted in minutes');
      assert.deepEqual(pt.json, {
        success: false,
        message: 'Muitas mensagens foram enviadas deste endereço. Tente novamente em 2 minutos.',
      });
      const en = await post(service, 'en');
      assert.equal(en.json.message, 'Too many messages from this address. Please try again in 2 minutes.');
    });

    it('gets every other refusal in Portuguese too: header, body, type, method, route, origin', async () => {
      const service = over(shared);
      const pt = { 'accept-language': 'pt-BR' };
      assert.equal(
        (await post(service, 'pt-BR', VALID, { 'idempotency-key': 'two words' })).json.message,
        PT.idempotencyKeyNotAscii,
      );
      assert.equal(
        (await post(service, 'pt-BR', VALID, { 'idempotency-key': '' })).json.message,
        PT.idempotencyKeyEmpty,
      );
      assert.equal(
        (await post(service, 'pt-BR', VALID, { 'idempotency-key': 'k'.repeat(201) })).json.message,
        'O cabeçalho Idempotency-Key pode ter no máximo 200 caracteres.',
      );
      assert.equal((await post(service, 'pt-BR', '{')).json.message, PT.notJson);
      assert.equal((await post(service, 'pt-BR', '[]')).json.message, PT.notObject);
      assert.equal(
        (await post(service, 'pt-BR', VALID, { 'content-type': 'text/plain' })).json.message,
        PT.contentType,
      );
      assert.equal(
        (await post(service, 'pt-BR', VALID, { origin: 'https://evil.example' })).json.message,
        PT.forbiddenOrigin,
      );
      const tooLarge = await post(service, 'pt-BR', { ...VALID, message: 'x'.repeat(17 * 1024) });
      assert.deepEqual([tooLarge.status, tooLarge.json.message], [413, PT.tooLarge]);
      const get = await service.request('/api/send', { headers: pt });
      assert.deepEqual([get.status, ((await get.json()) as Answer['json']).message], [405, PT.methodNotAllowed]);
      const nowhere = await service.request('/nowhere', { headers: pt });
      assert.deepEqual([nowhere.status, ((await nowhere.json()) as Answer['json']).message], [404, PT.notFound]);
    });

    it('answers in English without Accept-Language, or when it asks only for languages the service lacks', async () => {
      const service = over(shared);
      for (const header of [null, '', 'fr', 'de-DE, fr;q=0.8', '*', 'es-BR', 'pt-BR;q=0']) {
        const res = await post(service, header);
        assert.equal(res.json.message, EN.success, `Accept-Language: ${header}`);
        assert.equal(res.headers.get('content-language'), 'en', `Accept-Language: ${header}`);
      }
    });

    it('answers in Portuguese to pt-BR, pt-PT, plain pt and any other Portuguese, whatever the case', async () => {
      const service = over(shared);
      for (const header of ['pt-BR', 'pt-PT', 'pt', 'PT-br', 'pt-AO', 'pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7']) {
        const res = await post(service, header);
        assert.equal(res.json.message, PT.success, `Accept-Language: ${header}`);
        assert.equal(res.headers.get('content-language'), 'pt-BR', `Accept-Language: ${header}`);
      }
    });

    it('takes the first language it has, in the order of preference (q) the browser gives', async () => {
      const service = over(shared);
      const cases: Array<[string, string]> = [
        ['fr-FR, pt;q=0.9, en;q=0.8', PT.success],
        ['en-GB, pt-BR;q=0.5', EN.success],
        ['en;q=0.4, pt-PT;q=0.6', PT.success],
        ['de, en-US', EN.success],
      ];
      for (const [header, message] of cases) {
        assert.equal((await post(service, header)).json.message, message, `Accept-Language: ${header}`);
      }
    });

    it('says which language it answered in (Content-Language) and that the answer depends on Accept-Language (Vary)', async () => {
      const service = over(shared);
      for (const [header, language, body] of [
        ['pt-BR', 'pt-BR', VALID],
        ['en', 'en', VALID],
        ['pt-BR', 'pt-BR', { ...VALID, name: '' }],
        [null, 'en', '{'],
      ] as const) {
        const res = await post(service, header, body);
        assert.equal(res.headers.get('content-language'), language);
        assert.match(res.headers.get('vary') ?? '', /\bAccept-Language\b/i);
      }
      // Behind the CORS middleware's Vary: Origin, not instead of it.
      const crossOrigin = await post(service, 'pt-BR', VALID, { origin: 'http://localhost:3000' });
      const vary = (crossOrigin.headers.get('vary') ?? '').toLowerCase();
      assert.ok(vary.includes('accept-language') && vary.includes('origin'), `Vary: ${vary}`);
    });

    it('sets no language cookie (it follows the header of each request only)', async () => {
      const res = await post(over(shared), 'pt-BR');
      assert.equal(res.headers.get('set-cookie'), null);
      const withCookie = await post(over(shared), 'en', VALID, { cookie: 'language=pt-BR' });
      assert.equal(withCookie.json.message, EN.success);
    });
  });
}

describe('a Portuguese request, in process (stores that fail on purpose)', () => {
  it('is told in Portuguese when the inbox is busy or full', async () => {
    const busy = app({ insertMessage: () => Promise.reject(new StoreBusyError()), ping() {} });
    assert.deepEqual((await post(busy, 'pt-BR')).json, {
      success: false,
      message: 'A caixa de entrada está ocupada agora, então sua mensagem não foi salva. Envie de novo em 5 segundos.',
    });
    const full = app({ insertMessage: () => Promise.reject(new DailyCapError(500, 24 * 60 * 60)), ping() {} });
    assert.deepEqual((await post(full, 'pt-BR')).json, {
      success: false,
      message:
        'Esta caixa de entrada recebeu mensagens demais hoje, então sua mensagem não foi salva. Tente novamente em 24 horas ou use os outros links desta página.',
    });
  });

  it('is told in Portuguese when the message cannot be saved', async () => {
    const broken = app({ insertMessage: () => Promise.reject(new Error('disk full')), ping() {} });
    assert.deepEqual((await post(broken, 'pt-BR')).json, { success: false, message: PT.serverError });
  });

  it('leaves the log lines in English, for the operator', async () => {
    const logs = collectLogs();
    const busy = app({ insertMessage: () => Promise.reject(new StoreBusyError()), ping() {} }, {}, logs.log);
    await post(busy, 'pt-BR');
    const line = logs.entries.find((e) => e.event === 'store_busy');
    assert.equal(line?.message, 'The database was locked: answered 503, stored nothing.');
  });
});

describe('CORS with Accept-Language', () => {
  it("passes the browser's preflight for the form's request and lets the page read the Portuguese answer", async () => {
    const svc = await startService(testConfig(), { log: silentLogger });
    cleanups.push(async () => {
      await svc.close();
      removeDb(svc.store.path);
    });
    // Accept-Language: pt-BR is CORS-safelisted, so a browser asks only for the other two; listed, it passes too.
    for (const requestHeaders of ['content-type,idempotency-key', 'accept-language,content-type,idempotency-key']) {
      const preflight = await fetch(`${svc.url}/api/send`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': requestHeaders,
        },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:3000');
      const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
      for (const name of requestHeaders.split(',')) assert.ok(allowed.includes(name), `${name} allowed: ${allowed}`);
    }
    const res = await fetch(`${svc.url}/api/send`, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'idempotency-key': 'form-pt-1',
        'accept-language': 'pt-BR',
      },
      body: JSON.stringify(VALID),
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.equal(res.headers.get('content-language'), 'pt-BR');
    assert.deepEqual(await res.json(), { success: true, message: PT.success });
  });
});

/** Each entry of a catalogue as text: a sentence as is, a function called with placeholders for its arguments. */
function entries(catalogue: Catalogue): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.set(path, value);
    else if (typeof value === 'function') {
      const args = Array.from({ length: value.length }, (_, i) => (i === 0 ? 'X' : 7));
      out.set(`${path}(${value.length})`, String((value as (...a: unknown[]) => unknown)(...args)));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else assert.fail(`${path} is neither a sentence nor a function`);
  };
  walk(catalogue, '');
  return out;
}

describe('the catalogue (src/core/messages.ts)', () => {
  it('has every sentence in both languages, taking the same arguments', () => {
    assert.deepEqual(LANGUAGES, ['en', 'pt-BR']);
    assert.deepEqual([...entries(PT).keys()].sort(), [...entries(EN).keys()].sort());
  });

  it('has no Portuguese sentence left in English', () => {
    const en = entries(EN);
    const same = [...entries(PT)].filter(([key, text]) => en.get(key) === text).map(([key]) => key);
    assert.deepEqual(same, []);
  });

  it('names each wait with the right unit, singular or plural, in both languages', () => {
    const cases: Array<[number, string, string]> = [
      [1, '1 second', '1 segundo'],
      [30, '30 seconds', '30 segundos'],
      [90, '90 seconds', '90 segundos'],
      [91, '2 minutes', '2 minutos'],
      [60 * 60, '60 minutes', '60 minutos'],
      [90 * 60 + 1, '2 hours', '2 horas'],
      [24 * 60 * 60, '24 hours', '24 horas'],
    ];
    for (const [seconds, en, pt] of cases) {
      assert.equal(waitPhrase(seconds, EN), en);
      assert.equal(waitPhrase(seconds, PT), pt);
    }
    assert.equal(PT.minutes(1), '1 minuto');
    assert.equal(PT.hours(1), '1 hora');
    assert.equal(EN.minutes(1), '1 minute');
    assert.equal(EN.hours(1), '1 hour');
  });
});
