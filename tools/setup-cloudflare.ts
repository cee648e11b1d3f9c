/**
 * Puts her site online on Cloudflare in one command, setting every value in one place (docs/deploy.md):
 *
 *   npm run setup:cloudflare [-- --address URL] [--github-client-id ID] [--mail-to ADDRESS] [--mail-from ADDRESS]
 *                             [--dry-run] [--no-deploy]
 *
 * 1. her site's address: `siteUrl` in data/site.json (what `npm run new-site` wrote, unless --address gives
 *    another; a workers.dev subdomain alone becomes `https://portfolio.<subdomain>.workers.dev`);
 * 2. the editor's sign-in: prints what to type into GitHub's "New OAuth App" form for that address, then takes its
 *    Client ID (into wrangler.jsonc's vars) and its secret (a Worker secret, never a file);
 * 3. mail (optional): CONTACT_MAIL_TO / CONTACT_MAIL_FROM into wrangler.jsonc, RESEND_API_KEY as a secret;
 * 4. signs wrangler in when it is not (`wrangler login`, the browser asks once), runs `npm run deploy` (build,
 *    Worker, D1 inbox and its tables), then `wrangler secret bulk` with the secrets on its standard input.
 *
 * Secrets come from the environment (GITHUB_OAUTH_CLIENT_SECRET, RESEND_API_KEY) or a prompt that does not echo.
 * --dry-run prints what it would write and run (secrets masked) and changes nothing: no file, no network.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { siteSchema } from '../lib/content/schema';
import { isSampleAddress } from '../lib/site-address';
import { editorRepository } from '../scripts/lib/editor-repository';

/** A mistake in what was given: said in one sentence, without a stack trace. */
export class SetupError extends Error {
  override name = 'SetupError';
}

export interface SetupOptions {
  address?: string;
  githubClientId?: string;
  mailTo?: string;
  mailFrom?: string;
  dryRun: boolean;
  deploy: boolean;
}

/** The command line, checked: an unknown option or a missing value stops with the list of known ones. */
export function parseSetupArgs(args: string[]): SetupOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        address: { type: 'string' },
        'github-client-id': { type: 'string' },
        'mail-to': { type: 'string' },
        'mail-from': { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'no-deploy': { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new SetupError(
      `${(error as Error).message.split('\n')[0]} (known: --address, --github-client-id, --mail-to, --mail-from, --dry-run, --no-deploy)`,
    );
  }
  const { values } = parsed;
  return {
    address: values.address,
    githubClientId: values['github-client-id'],
    mailTo: values['mail-to'],
    mailFrom: values['mail-from'],
    dryRun: values['dry-run'],
    deploy: !values['no-deploy'],
  };
}

/**
 * Her site's address from what she typed: a full address (`https://ana-lima.art`), or her workers.dev subdomain
 * alone (`ana-lima` → `https://portfolio.ana-lima.workers.dev`, `portfolio` being the Worker's name).
 */
export function siteAddressFrom(input: string, worker = 'portfolio'): string {
  const typed = input.trim().replace(/\/$/, '');
  const address = /^[a-z0-9-]+$/i.test(typed) ? `https://${worker}.${typed.toLowerCase()}.workers.dev` : typed;
  const checked = siteSchema.shape.siteUrl.safeParse(address);
  if (!checked.success) throw new SetupError(`The site address ${checked.error.issues[0]?.message} (not "${input}")`);
  if (!address.startsWith('https://'))
    throw new SetupError(`The site address must start with https:// (the editor's sign-in needs it), not "${input}"`);
  if (isSampleAddress(address))
    throw new SetupError(`${address} is the sample's address: give your own (or your workers.dev subdomain)`);
  return address;
}

/** A GitHub OAuth app's Client ID: `Ov23li…` (20 characters) or, for older apps, 20 hexadecimal digits. */
export function checkClientId(id: string): string {
  const value = id.trim();
  if (!/^(Ov23[A-Za-z0-9]{16}|[0-9a-f]{20}|Iv[0-9a-z.]{18,21})$/.test(value))
    throw new SetupError(
      `"${id}" is not a GitHub OAuth app's Client ID (it looks like Ov23liAbCdEf12345678): copy it from the app's page`,
    );
  return value;
}

/** A GitHub OAuth app's client secret: 40 hexadecimal digits. */
export function checkClientSecret(secret: string): string {
  const value = secret.trim();
  if (!/^[0-9a-f]{40}$/.test(value))
    throw new SetupError(
      'That is not a GitHub OAuth app\'s client secret (40 letters and digits, shown once after "Generate a new client secret")',
    );
  return value;
}

/** A mail address, bare (`ana@ana-lima.art`) or with a name (`Portfolio <site@ana-lima.art>`). */
export function checkMailAddress(field: string, value: string): string {
  const address = value.trim();
  if (!/^(?:[^<>]+<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(address))
    throw new SetupError(`${field} must be a mail address (e.g. ana@ana-lima.art), not "${value}"`);
  return address;
}

/**
 * wrangler.jsonc with `vars.NAME` set to `value`, comments and layout kept: only the one `"NAME": "…"` line
 * changes. A name wrangler.jsonc does not list is refused (a typo would otherwise set nothing).
 */
export function setJsoncVar(text: string, name: string, value: string): string {
  const pattern = new RegExp(`("${name}"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`);
  if (!pattern.test(text)) throw new SetupError(`wrangler.jsonc has no "${name}" in its vars`);
  return text.replace(pattern, (_, key: string) => `${key}${JSON.stringify(value)}`);
}

/** What the setup would do: the files' new values, the secrets (by name), the commands. */
export interface SetupPlan {
  siteUrl?: string;
  vars: Record<string, string>;
  secrets: Record<string, string>;
  commands: string[];
}

/** The plan from the values gathered: no file is read or written here. */
export function planSetup(values: {
  siteUrl?: string;
  githubClientId?: string;
  githubClientSecret?: string;
  mailTo?: string;
  mailFrom?: string;
  resendKey?: string;
  deploy: boolean;
  signedIn: boolean;
}): SetupPlan {
  const vars: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  if (values.githubClientId) vars.GITHUB_OAUTH_CLIENT_ID = values.githubClientId;
  if (values.githubClientSecret) secrets.GITHUB_OAUTH_CLIENT_SECRET = values.githubClientSecret;
  if (values.mailTo) vars.CONTACT_MAIL_TO = values.mailTo;
  if (values.mailFrom) vars.CONTACT_MAIL_FROM = values.mailFrom;
  if (values.resendKey) secrets.RESEND_API_KEY = values.resendKey;
  if (values.githubClientId && !values.githubClientSecret)
    throw new SetupError('The Client ID needs its client secret (GITHUB_OAUTH_CLIENT_SECRET): GitHub shows it once');
  const commands = [];
  if (values.deploy) {
    if (!values.signedIn) commands.push('npx wrangler login');
    commands.push('npm run deploy');
    if (Object.keys(secrets).length) commands.push('npx wrangler secret bulk (the secrets on its standard input)');
  }
  return { siteUrl: values.siteUrl, vars, secrets, commands };
}

/** The plan in words, secrets masked: what --dry-run prints, and what a real run says before it starts. */
export function describePlan(plan: SetupPlan): string {
  const lines = [];
  if (plan.siteUrl) lines.push(`data/site.json  siteUrl = ${plan.siteUrl}`);
  for (const [name, value] of Object.entries(plan.vars)) lines.push(`wrangler.jsonc  vars.${name} = ${value}`);
  for (const name of Object.keys(plan.secrets))
    lines.push(`Worker secret   ${name} = ******** (not written to any file)`);
  for (const command of plan.commands) lines.push(`run             ${command}`);
  return lines.join('\n');
}

/** What to type into GitHub's "New OAuth App" form (github.com/settings/applications/new) for this address. */
export function oauthAppForm(siteUrl: string): string {
  return [
    'On GitHub: Settings → Developer settings → OAuth Apps → New OAuth App (github.com/settings/applications/new):',
    `  Application name:            ${new URL(siteUrl).host}`,
    `  Homepage URL:                ${siteUrl}`,
    `  Authorization callback URL:  ${siteUrl}/api/auth/callback`,
    'Register it, then "Generate a new client secret".',
  ].join('\n');
}

/**
 * The deploy command for Cloudflare's Builds (docs/deploy.md, step 8), naming the editor's repository: a build there
 * may have no `origin` to read it from, and a build that goes online stops without it.
 */
export function deployCommand(repo: string | undefined): string {
  return `CMS_GITHUB_REPO=${repo ?? '<you>/<repository>'} npm run deploy`;
}

/* ------------------------------------------------------------------------------------------------ the command */

const ROOT = process.cwd();
const SITE_FILE = path.join(ROOT, 'data', 'site.json');
const WRANGLER_FILE = path.join(ROOT, 'wrangler.jsonc');

async function ask(question: string, { hidden = false } = {}): Promise<string> {
  const { createInterface } = await import('node:readline/promises');
  const { Writable } = await import('node:stream');
  // A secret is typed into an output that drops what it echoes: off the screen and out of the scroll-back.
  const output = hidden ? new Writable({ write: (_chunk, _encoding, done) => done() }) : process.stdout;
  if (hidden) process.stdout.write(question);
  const io = createInterface({ input: process.stdin, output, terminal: true });
  const answer = await io.question(hidden ? '' : question);
  if (hidden) process.stdout.write('\n');
  io.close();
  return answer.trim();
}

/** data/site.json as an object (the schema checks its fields when the site builds). */
function readSite(): Record<string, unknown> {
  const site: unknown = JSON.parse(readFileSync(SITE_FILE, 'utf8'));
  if (typeof site !== 'object' || site === null || Array.isArray(site))
    throw new SetupError('data/site.json is not a JSON object: fix it in the editor or by hand first');
  return Object.fromEntries(Object.entries(site));
}

function signedIn(): boolean {
  if (process.env.CLOUDFLARE_API_TOKEN) return true;
  const result = spawnSync('npx', ['wrangler', 'whoami'], { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 && !/not authenticated/i.test(`${result.stdout}${result.stderr}`);
}

function run(command: string, args: string[], input?: string): void {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: input === undefined ? 'inherit' : ['pipe', 'inherit', 'inherit'],
    input,
  });
  if (result.status !== 0)
    throw new SetupError(`"${[command, ...args].join(' ')}" failed (see above); run npm run setup:cloudflare again`);
}

async function main(): Promise<void> {
  const options = parseSetupArgs(process.argv.slice(2));
  if (!existsSync(SITE_FILE))
    throw new SetupError('There is no data/site.json yet: start your own site first with npm run new-site');
  const interactive = Boolean(process.stdin.isTTY) && !options.dryRun;
  const site = readSite();
  const current = typeof site.siteUrl === 'string' ? site.siteUrl : undefined;

  let typed = options.address ?? current;
  if (!typed && interactive)
    typed = await ask('Your site address (https://…), or your workers.dev subdomain (dashboard → Workers & Pages): ');
  if (!typed) throw new SetupError('Give your site address: --address https://… (or your workers.dev subdomain)');
  const siteUrl = siteAddressFrom(typed);

  let githubClientId = options.githubClientId;
  let githubClientSecret = process.env.GITHUB_OAUTH_CLIENT_SECRET;
  if (!githubClientId && interactive) {
    console.log(`\n${oauthAppForm(siteUrl)}\n`);
    githubClientId = (await ask('Its Client ID (Enter to set up the editor later): ')) || undefined;
  }
  if (githubClientId) githubClientId = checkClientId(githubClientId);
  if (githubClientId && !githubClientSecret && interactive)
    githubClientSecret = await ask('Its client secret (not shown): ', { hidden: true });
  if (githubClientSecret) githubClientSecret = checkClientSecret(githubClientSecret);

  const mailTo = options.mailTo && checkMailAddress('--mail-to', options.mailTo);
  const mailFrom = options.mailFrom && checkMailAddress('--mail-from', options.mailFrom);
  const plan = planSetup({
    siteUrl: siteUrl === current ? undefined : siteUrl,
    githubClientId,
    githubClientSecret,
    mailTo,
    mailFrom,
    resendKey: process.env.RESEND_API_KEY,
    deploy: options.deploy,
    signedIn: options.dryRun ? true : signedIn(),
  });
  console.log(
    `${options.dryRun ? 'Would set (dry run: nothing changes)' : 'Setting'}:\n${describePlan(plan) || '(nothing to change)'}`,
  );
  console.log(
    `Deploy command for Cloudflare's Builds (docs/deploy.md, step 8): ${deployCommand(editorRepository(process.env))}`,
  );
  if (options.dryRun) return;

  if (plan.siteUrl) writeFileSync(SITE_FILE, `${JSON.stringify({ ...site, siteUrl: plan.siteUrl }, null, 2)}\n`);
  let wrangler = readFileSync(WRANGLER_FILE, 'utf8');
  for (const [name, value] of Object.entries(plan.vars)) wrangler = setJsoncVar(wrangler, name, value);
  writeFileSync(WRANGLER_FILE, wrangler);
  for (const command of plan.commands) {
    if (command === 'npx wrangler login') run('npx', ['wrangler', 'login']);
    else if (command === 'npm run deploy') run('npm', ['run', 'deploy']);
    else run('npx', ['wrangler', 'secret', 'bulk'], JSON.stringify(plan.secrets));
  }
  console.log(
    `\nDone: ${siteUrl} (the editor: ${siteUrl}/admin/). Commit and push data/site.json and wrangler.jsonc, then let ` +
      `every push publish itself (docs/deploy.md, step 8) with the deploy command above.`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`setup:cloudflare: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
