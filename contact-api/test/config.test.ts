import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, DEFAULT_DB_PATH, loadConfig, PACKAGE_DIR } from '../src/node/config.ts';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.port, 8787);
    assert.equal(config.dbPath, DEFAULT_DB_PATH);
    assert.equal(DEFAULT_DB_PATH, path.join(PACKAGE_DIR, 'data', 'inbox.sqlite'));
    assert.equal(path.basename(PACKAGE_DIR), 'contact-api');
    assert.deepEqual(config.allowedOrigins, ['http://localhost:3000', 'http://127.0.0.1:3000']);
    assert.equal(config.rateLimit, 5);
    assert.equal(config.rateWindowMs, 60_000);
    assert.equal(config.trustProxyHops, 0);
    assert.equal(config.clientIpHeader, null);
    assert.equal(config.bodyLimitBytes, 16 * 1024);
    assert.equal(config.smtp, null);
    assert.equal(config.retryBaseMs, 5_000);
    assert.equal(config.retryMaxMs, 600_000);
    assert.equal(config.rateLimitMaxClients, 10_000);
    assert.equal(config.dbBusyTimeoutMs, 250);
    assert.equal(config.headersTimeoutMs, 10_000);
    assert.equal(config.requestTimeoutMs, 30_000);
    assert.equal(config.keepAliveTimeoutMs, 5_000);
    assert.equal(config.maxConnections, 1_000);
    assert.equal(config.dailyCap, 500);
    assert.equal(config.retentionDays, null);
    assert.equal(config.shutdownTimeoutMs, 10_000);
  });

  it('reads SMTP_URL, decoding the credentials', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://lia%40example.com:p%40ss@mail.example.com:2525',
      CONTACT_MAIL_TO: 'lia@example.com',
      CONTACT_MAIL_FROM: 'Portfolio <site@example.com>',
    });
    assert.deepEqual(config.smtp, {
      host: 'mail.example.com',
      port: 2525,
      secure: false,
      user: 'lia@example.com',
      pass: 'p@ss',
    });
    const tls = loadConfig({
      SMTP_URL: 'smtps://mail.example.com',
      CONTACT_MAIL_TO: 'a@b.co',
      CONTACT_MAIL_FROM: 'a@b.co',
    });
    assert.deepEqual(tls.smtp, { host: 'mail.example.com', port: 465, secure: true, user: undefined, pass: undefined });
  });

  it('reads SMTP_HOST and friends', () => {
    const config = loadConfig({
      SMTP_HOST: 'smtp.example.com',
      SMTP_SECURE: 'true',
      SMTP_USER: 'u',
      SMTP_PASS: 'p',
      CONTACT_MAIL_TO: 'a@b.co',
      CONTACT_MAIL_FROM: 'a@b.co',
    });
    assert.deepEqual(config.smtp, { host: 'smtp.example.com', port: 465, secure: true, user: 'u', pass: 'p' });
  });

  it('reads CONTACT_TRUST_PROXY as a number of proxies, with 1/true/yes/on meaning one as before', () => {
    for (const one of ['1', 'true', 'TRUE', 'yes', 'on'])
      assert.equal(loadConfig({ CONTACT_TRUST_PROXY: one }).trustProxyHops, 1);
    for (const none of ['0', 'false', 'no', 'off'])
      assert.equal(loadConfig({ CONTACT_TRUST_PROXY: none }).trustProxyHops, 0);
    assert.equal(loadConfig({ CONTACT_TRUST_PROXY: '3' }).trustProxyHops, 3);
  });

  it('keeps CONTACT_CLIENT_IP_HEADER in lower case, as headers are looked up', () => {
    assert.equal(loadConfig({ CONTACT_CLIENT_IP_HEADER: 'Fly-Client-IP' }).clientIpHeader, 'fly-client-ip');
  });

  it('treats empty variables as unset', () => {
    assert.equal(loadConfig({ PORT: '', SMTP_HOST: '  ' }).port, 8787);
  });

  const bad: Array<[string, Record<string, string>, RegExp]> = [
    ['PORT not a number', { PORT: 'eighty' }, /^PORT must be a whole number, got "eighty"\.$/],
    ['PORT out of range', { PORT: '70000' }, /^PORT must be between 0 and 65535, got 70000\.$/],
    ['rate limit zero', { CONTACT_RATE_LIMIT: '0' }, /^CONTACT_RATE_LIMIT must be between 1/],
    ['negative window', { CONTACT_RATE_WINDOW_MS: '-5' }, /^CONTACT_RATE_WINDOW_MS must be a whole number/],
    [
      'trust proxy typo',
      { CONTACT_TRUST_PROXY: 'maybe' },
      /^CONTACT_TRUST_PROXY must be the number of proxies in front of the service, 0 to 10 \(true = 1, false = 0\), got "maybe"\.$/,
    ],
    ['more than 10 proxies', { CONTACT_TRUST_PROXY: '11' }, /^CONTACT_TRUST_PROXY must be the number of proxies/],
    [
      'client address header that is not a header name',
      { CONTACT_CLIENT_IP_HEADER: 'Fly Client IP' },
      /^CONTACT_CLIENT_IP_HEADER must be a header name such as CF-Connecting-IP/,
    ],
    [
      'X-Forwarded-For as the client address header',
      { CONTACT_CLIENT_IP_HEADER: 'X-Forwarded-For' },
      /CONTACT_CLIENT_IP_HEADER cannot be X-Forwarded-For.*set CONTACT_TRUST_PROXY/,
    ],
    [
      'both a client address header and proxy hops',
      { CONTACT_CLIENT_IP_HEADER: 'Fly-Client-IP', CONTACT_TRUST_PROXY: '1' },
      /^Set CONTACT_CLIENT_IP_HEADER or CONTACT_TRUST_PROXY, not both/,
    ],
    [
      'origin with path',
      { CONTACT_ALLOWED_ORIGINS: 'https://lia.example/' },
      /did you mean "https:\/\/lia\.example"\?/,
    ],
    ['origin not a URL', { CONTACT_ALLOWED_ORIGINS: 'lia.example' }, /not a URL: "lia\.example"/],
    ['SMTP_URL wrong scheme', { SMTP_URL: 'http://mail.example.com' }, /must start with smtp:\/\/ or smtps:\/\//],
    [
      'SMTP_URL without a host, password not echoed',
      { SMTP_URL: 'smtp://u:secret@' },
      /^SMTP_URL (is not a valid URL|has no host name)/,
    ],
    [
      'SMTP_URL not a URL, password not echoed',
      { SMTP_URL: 'mail.example.com secret' },
      /^SMTP_URL is not a valid URL/,
    ],
    ['SMTP without CONTACT_MAIL_TO', { SMTP_HOST: 'h', CONTACT_MAIL_FROM: 'a@b.co' }, /CONTACT_MAIL_TO is required/],
    ['SMTP without CONTACT_MAIL_FROM', { SMTP_HOST: 'h', CONTACT_MAIL_TO: 'a@b.co' }, /CONTACT_MAIL_FROM is required/],
    ['SMTP_USER without SMTP_HOST', { SMTP_USER: 'u' }, /SMTP_USER is set but SMTP_HOST is not/],
    ['SMTP_SECURE without SMTP_HOST', { SMTP_SECURE: '1' }, /SMTP_SECURE is set but SMTP_HOST is not/],
    [
      'SMTP_USER without SMTP_PASS',
      { SMTP_HOST: 'h', SMTP_USER: 'u', CONTACT_MAIL_TO: 'a@b.co', CONTACT_MAIL_FROM: 'a@b.co' },
      /set together/,
    ],
    ['bad mail address', { CONTACT_MAIL_TO: 'owner' }, /CONTACT_MAIL_TO must be an email address/],
    ['retry cap under base', { CONTACT_RETRY_BASE_MS: '1000', CONTACT_RETRY_MAX_MS: '10' }, /must not be smaller than/],
  ];
  it('names every bad variable in one message, so a deploy does not fail once per typo', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty', CONTACT_RATE_LIMIT: '0', SMTP_URL: 'smtp://u:secret@' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /PORT must be a whole number, got "eighty"\./);
        assert.match(error.message, /CONTACT_RATE_LIMIT must be between 1 and 1000000000, got 0\./);
        assert.match(error.message, /SMTP_URL (is not a valid URL|has no host name)/);
        assert.ok(!error.message.includes('secret'));
        return true;
      },
    );
  });

  for (const [title, env, message] of bad) {
    it(`rejects ${title}`, () => {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.match(error.message, message);
          assert.ok(!error.message.includes('secret'));
          return true;
        },
      );
    });
  }
});
