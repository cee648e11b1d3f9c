/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  SetupError,
  checkClientId,
  checkClientSecret,
  checkMailAddress,
  deployCommand,
  describePlan,
  oauthAppForm,
  parseSetupArgs,
  planSetup,
  setJsoncVar,
  siteAddressFrom,
} from './setup-cloudflare';

const wranglerJsonc = readFileSync(path.join(__dirname, '..', 'wrangler.jsonc'), 'utf8');
const secret = 'a'.repeat(40);

describe('npm run setup:cloudflare', () => {
  it('reads its options, and names the known ones when given another', () => {
    expect(parseSetupArgs(['--address', 'ana-lima', '--dry-run'])).toEqual({
      address: 'ana-lima',
      githubClientId: undefined,
      mailTo: undefined,
      mailFrom: undefined,
      dryRun: true,
      deploy: true,
    });
    expect(parseSetupArgs(['--no-deploy']).deploy).toBe(false);
    expect(() => parseSetupArgs(['--domain', 'x'])).toThrow(SetupError);
    expect(() => parseSetupArgs(['--domain', 'x'])).toThrow(/known: --address, --github-client-id/);
  });

  it('takes her address, or makes it from her workers.dev subdomain alone', () => {
    expect(siteAddressFrom('https://ana-lima.art/')).toBe('https://ana-lima.art');
    expect(siteAddressFrom(' Ana-Lima ')).toBe('https://portfolio.ana-lima.workers.dev');
    expect(siteAddressFrom('ana', 'site')).toBe('https://site.ana.workers.dev');
  });

  it("refuses an address with a path, without https, or the sample's, saying why", () => {
    expect(() => siteAddressFrom('https://ana-lima.art/portfolio')).toThrow(/without a path/);
    expect(() => siteAddressFrom('http://ana-lima.art')).toThrow(/must start with https:\/\//);
    expect(() => siteAddressFrom('https://lia-montenegro.example.com')).toThrow(/the sample's address/);
  });

  it("checks the OAuth app's Client ID and secret before anything is written", () => {
    expect(checkClientId(' Ov23liAbCdEf12345678 ')).toBe('Ov23liAbCdEf12345678');
    expect(checkClientId('0123456789abcdef0123')).toBe('0123456789abcdef0123');
    expect(() => checkClientId('my-app')).toThrow(/not a GitHub OAuth app's Client ID/);
    expect(checkClientSecret(secret)).toBe(secret);
    expect(() => checkClientSecret('Ov23liAbCdEf12345678')).toThrow(/client secret/);
  });

  it("gives Cloudflare's Builds a deploy command that names the editor's repository", () => {
    expect(deployCommand('ana-lima/portfolio')).toBe('CMS_GITHUB_REPO=ana-lima/portfolio npm run deploy');
    expect(deployCommand(undefined)).toBe('CMS_GITHUB_REPO=<you>/<repository> npm run deploy');
  });

  it('takes a mail address bare or with a name', () => {
    expect(checkMailAddress('--mail-to', 'ana@ana-lima.art')).toBe('ana@ana-lima.art');
    expect(checkMailAddress('--mail-from', 'Portfolio <site@ana-lima.art>')).toBe('Portfolio <site@ana-lima.art>');
    expect(() => checkMailAddress('--mail-to', 'ana')).toThrow('--mail-to must be a mail address');
  });

  it('sets a var of wrangler.jsonc and keeps the rest of the file, comments included', () => {
    const changed = setJsoncVar(wranglerJsonc, 'GITHUB_OAUTH_CLIENT_ID', 'Ov23liAbCdEf12345678');
    expect(changed).toContain('"GITHUB_OAUTH_CLIENT_ID": "Ov23liAbCdEf12345678"');
    const differing = changed.split('\n').filter((line, index) => line !== wranglerJsonc.split('\n')[index]);
    expect(differing).toEqual([expect.stringContaining('GITHUB_OAUTH_CLIENT_ID')]);
    expect(() => setJsoncVar(wranglerJsonc, 'NO_SUCH_VAR', 'x')).toThrow('wrangler.jsonc has no "NO_SUCH_VAR"');
  });

  it('plans every value in one place, secrets as Worker secrets only, and signs in only when needed', () => {
    const plan = planSetup({
      siteUrl: 'https://portfolio.ana.workers.dev',
      githubClientId: 'Ov23liAbCdEf12345678',
      githubClientSecret: secret,
      deploy: true,
      signedIn: false,
    });
    expect(plan.vars).toEqual({ GITHUB_OAUTH_CLIENT_ID: 'Ov23liAbCdEf12345678' });
    expect(plan.secrets).toEqual({ GITHUB_OAUTH_CLIENT_SECRET: secret });
    expect(plan.commands).toEqual([
      'npx wrangler login',
      'npm run deploy',
      'npx wrangler secret bulk (the secrets on its standard input)',
    ]);
    const words = describePlan(plan);
    expect(words).toContain('data/site.json  siteUrl = https://portfolio.ana.workers.dev');
    expect(words).toContain('Worker secret   GITHUB_OAUTH_CLIENT_SECRET = ********');
    expect(words).not.toContain(secret);
    expect(planSetup({ deploy: true, signedIn: true }).commands).toEqual(['npm run deploy']);
    expect(planSetup({ deploy: false, signedIn: false }).commands).toEqual([]);
  });

  it('refuses a Client ID without its secret', () => {
    expect(() => planSetup({ githubClientId: 'Ov23liAbCdEf12345678', deploy: true, signedIn: true })).toThrow(
      /needs its client secret/,
    );
  });

  it("tells what to type into GitHub's OAuth app form for her address", () => {
    const form = oauthAppForm('https://portfolio.ana.workers.dev');
    expect(form).toContain('Homepage URL:                https://portfolio.ana.workers.dev');
    expect(form).toContain('Authorization callback URL:  https://portfolio.ana.workers.dev/api/auth/callback');
  });
});
