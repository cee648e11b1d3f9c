import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { timingSafeEqual } from 'hono/utils/buffer';
/**
 * The content editor's GitHub sign-in (Decap CMS's `github` backend with `base_url` set to this site): the OAuth
 * app's client ID is a var and its secret a Worker secret (`wrangler secret put GITHUB_OAUTH_CLIENT_SECRET`), so no
 * other service is needed.
 *
 * 1. `/api/auth?provider=github&scope=repo` (Decap opens it in a popup): a random state goes into a cookie that only
 *    this path reads, and the popup goes to GitHub's consent page with it.
 * 2. `/api/auth/callback?code=…&state=…` (GitHub sends the popup back): the state must be the cookie's, else the
 *    sign-in stops there and GitHub is never asked; the code is exchanged for a token with the secret.
 * 3. The popup's page hands the token over with Decap's handshake (`authorizing:github`, then
 *    `authorization:github:success:{…}`): only to the window that opened it, and only if that window's origin is the
 *    site's own (or one listed in CMS_ALLOWED_ORIGINS), never to `*`.
 */

export interface SignInBindings {
  GITHUB_OAUTH_CLIENT_ID?: string;
  GITHUB_OAUTH_CLIENT_SECRET?: string;
  /** GitHub's address: https://github.com, or a GitHub Enterprise Server's. */
  GITHUB_URL?: string;
  /** Other sites whose editor signs in here (a site on GitHub Pages), comma-separated origins. */
  CMS_ALLOWED_ORIGINS?: string;
}

export const AUTH_PATH = '/api/auth';
export const CALLBACK_PATH = '/api/auth/callback';
const STATE_COOKIE = 'decap_oauth_state';
/** Ten minutes to answer GitHub's consent page. */
const STATE_MAX_AGE_S = 600;

function githubUrl(env: SignInBindings): string {
  return (env.GITHUB_URL?.trim() || 'https://github.com').replace(/\/$/, '');
}

function allowedOrigins(env: SignInBindings, own: string): string[] {
  const listed = (env.CMS_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return [own, ...listed];
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** JSON that is safe inside a <script> element (no `</script>`, no line separators). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

export type SignInOutcome = { token: string } | { error: string };

/**
 * The popup's page: Decap's handshake. It says `authorizing:github` to its opener (nothing secret in it), and when
 * the opener answers from an allowed origin, posts the outcome to that origin only. Its only script is this one,
 * allowed by its hash.
 */
async function handshake(c: Context, outcome: SignInOutcome, allowed: string[]): Promise<Response> {
  const content =
    'token' in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  const script = `(() => {
  const allowed = ${scriptJson(allowed)};
  const content = ${scriptJson(content)};
  const opener = window.opener;
  if (!opener) return;
  window.addEventListener('message', (event) => {
    if (event.source !== opener || event.data !== 'authorizing:github' || !allowed.includes(event.origin)) return;
    opener.postMessage(content, event.origin);
  });
  opener.postMessage('authorizing:github', '*');
})();`;
  const words =
    'token' in outcome
      ? 'Signed in. This window closes by itself.'
      : `Sign-in failed: ${outcome.error.replace(/[<>&"]/g, '')}`;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body><p>${words}</p><script>${script}</script></body></html>`;
  // The state is used up, whatever the outcome.
  deleteCookie(c, STATE_COOKIE, { path: AUTH_PATH, httpOnly: true, sameSite: 'Lax' });
  c.header('cache-control', 'no-store');
  c.header(
    'content-security-policy',
    `default-src 'none'; script-src 'sha256-${await sha256Base64(script)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  c.header('referrer-policy', 'no-referrer');
  c.header('x-content-type-options', 'nosniff');
  return c.html(html, 'token' in outcome ? 200 : 400);
}

/** The state cookie: HttpOnly, sent back only to the sign-in's paths, Secure on https. */
function stateCookieOptions(c: Context, maxAge: number): CookieOptions {
  return { path: AUTH_PATH, httpOnly: true, sameSite: 'Lax', maxAge, secure: new URL(c.req.url).protocol === 'https:' };
}

type SignInEnv = { Bindings: SignInBindings };

/** Answers `/api/auth` and `/api/auth/callback` (GET only). */
export const signIn = new Hono<SignInEnv>();

/** Steps 2 and 3: the state checked, the code exchanged, the outcome handed to the editor. */
signIn.get('/callback', async (c) => {
  const url = new URL(c.req.url);
  const allowed = allowedOrigins(c.env, url.origin);
  const expected = getCookie(c, STATE_COOKIE);
  const page = (outcome: SignInOutcome) => handshake(c, outcome, allowed);
  const state = c.req.query('state');
  if (!expected || !state || !(await timingSafeEqual(expected, state)))
    return page({ error: 'The sign-in could not be verified (its state does not match). Please try again.' });
  const denied = c.req.query('error_description') ?? c.req.query('error');
  if (denied) return page({ error: `GitHub said: ${denied}` });
  const code = c.req.query('code');
  if (!code) return page({ error: 'GitHub sent no code. Please try again.' });

  let answer: unknown;
  try {
    const response = await fetch(`${githubUrl(c.env)}/login/oauth/access_token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'portfolio-cms-auth' },
      body: JSON.stringify({
        client_id: c.env.GITHUB_OAUTH_CLIENT_ID,
        client_secret: c.env.GITHUB_OAUTH_CLIENT_SECRET,
        code,
        redirect_uri: `${url.origin}${CALLBACK_PATH}`,
      }),
    });
    answer = await response.json();
  } catch {
    return page({ error: 'GitHub could not be reached. Please try again.' });
  }
  const token = field(answer, 'access_token');
  if (typeof token !== 'string' || token === '') {
    const description = field(answer, 'error_description');
    const reason = typeof description === 'string' ? description : String(field(answer, 'error'));
    return page({ error: `GitHub refused the sign-in: ${reason}` });
  }
  return page({ token });
});

/** Step 1 (`/api/auth`, any other path under it): to GitHub's consent page, with a fresh state in a cookie. */
signIn.get('*', async (c) => {
  const url = new URL(c.req.url);
  const allowed = allowedOrigins(c.env, url.origin);
  if ((c.req.query('provider') ?? 'github') !== 'github')
    return handshake(c, { error: 'Only GitHub sign-in is offered here.' }, allowed);
  const clientId = c.env.GITHUB_OAUTH_CLIENT_ID?.trim();
  if (!clientId || !c.env.GITHUB_OAUTH_CLIENT_SECRET?.trim())
    return handshake(
      c,
      {
        error:
          'The editor sign-in is not set up on this site: set GITHUB_OAUTH_CLIENT_ID and the secret GITHUB_OAUTH_CLIENT_SECRET (docs/deploy.md).',
      },
      allowed,
    );
  const state = randomState();
  const authorize = new URL(`${githubUrl(c.env)}/login/oauth/authorize`);
  authorize.searchParams.set('client_id', clientId);
  authorize.searchParams.set('redirect_uri', `${url.origin}${CALLBACK_PATH}`);
  authorize.searchParams.set('scope', c.req.query('scope') || 'repo');
  authorize.searchParams.set('state', state);
  setCookie(c, STATE_COOKIE, state, stateCookieOptions(c, STATE_MAX_AGE_S));
  c.header('cache-control', 'no-store');
  return c.redirect(authorize.href, 302);
});

signIn.all('*', (c) => c.text('Method not allowed', 405, { allow: 'GET' }));

/** A field of GitHub's JSON answer, whatever shape it came in. */
function field(answer: unknown, name: string): unknown {
  return typeof answer === 'object' && answer !== null ? Reflect.get(answer, name) : undefined;
}
