import { LOCALES } from '@/lib/i18n/locales';
import { sendMessage } from './send-message';

const ENDPOINT = 'http://localhost:8787/api/send';
const BODY = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello', website: '' };

describe('sendMessage', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue({ status: 200, json: async () => ({ success: true, message: 'ok' }) });
    global.fetch = fetchMock;
  });
  afterEach(() => jest.restoreAllMocks());

  const sentHeaders = () => (fetchMock.mock.calls[0] as [string, RequestInit])[1].headers as Record<string, string>;

  it.each(LOCALES)('asks the service to answer in the page\'s language: Accept-Language "%s"', async (locale) => {
    await expect(sendMessage(ENDPOINT, BODY, 'key-1', locale)).resolves.toEqual({ ok: true });
    expect(sentHeaders()).toEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-1',
      'Accept-Language': locale,
    });
  });

  it("shows the service's answer, in the language asked for, inside the page's own words", async () => {
    fetchMock.mockResolvedValue({
      status: 400,
      json: async () => ({ success: false, message: 'Informe seu nome.' }),
    });
    const result = await sendMessage(ENDPOINT, BODY, 'key-2', 'pt-BR', {
      unexpected: 'Ocorreu um erro inesperado.',
      serverError: (message) => `❌ Erro: ${message}`,
    });
    expect(result).toEqual({ ok: false, message: '❌ Erro: Informe seu nome.', fixable: true });
  });
});
