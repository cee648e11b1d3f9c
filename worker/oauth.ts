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

/** The state cookie: HttpOnly, sent back only to the callback, Secure on https. */
function stateCookie(request: Request, value: string, maxAge: number): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${STATE_COOKIE}=${value}; Path=${AUTH_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** Compares two strings in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
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
export async function handshakePage(outcome: SignInOutcome, allowed: string[]): Promise<Response> {
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
  return new Response(html, {
    status: 'token' in outcome ? 200 : 400,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; script-src 'sha256-${await sha256Base64(script)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      // The state is used up, whatever the outcome.
      'set-cookie': `${STATE_COOKIE}=; Path=${AUTH_PATH}; HttpOnly; SameSite=Lax; Max-Age=0`,
    },
  });
}

/** Step 1: to GitHub's consent page, with a fresh state in a cookie. */
function begin(request: Request, env: SignInBindings, url: URL): Promise<Response> | Response {
  const allowed = allowedOrigins(env, url.origin);
  if ((url.searchParams.get('provider') ?? 'github') !== 'github')
    return handshakePage({ error: 'Only GitHub sign-in is offered here.' }, allowed);
  const clientId = env.GITHUB_OAUTH_CLIENT_ID?.trim();
  if (!clientId || !env.GITHUB_OAUTH_CLIENT_SECRET?.trim())
    return handshakePage(
      {
        error:
          'The editor sign-in is not set up on this site: set GITHUB_OAUTH_CLIENT_ID and the secret GITHUB_OAUTH_CLIENT_SECRET (docs/deploy.md).',
      },
      allowed,
    );
  const state = randomState();
  const authorize = new URL(`${githubUrl(env)}/login/oauth/authorize`);
  authorize.searchParams.set('client_id', clientId);
  authorize.searchParams.set('redirect_uri', `${url.origin}${CALLBACK_PATH}`);
  authorize.searchParams.set('scope', url.searchParams.get('scope') || 'repo');
  authorize.searchParams.set('state', state);
  return new Response(null, {
    status: 302,
    headers: {
      location: authorize.href,
      'set-cookie': stateCookie(request, state, STATE_MAX_AGE_S),
      'cache-control': 'no-store',
    },
  });
}

/** Steps 2 and 3: the state checked, the code exchanged, the outcome handed to the editor. */
async function complete(request: Request, env: SignInBindings, url: URL): Promise<Response> {
  const allowed = allowedOrigins(env, url.origin);
  const expected = cookieValue(request, STATE_COOKIE);
  const state = url.searchParams.get('state');
  if (!expected || !state || !sameText(expected, state))
    return handshakePage(
      { error: 'The sign-in could not be verified (its state does not match). Please try again.' },
      allowed,
    );
  const denied = url.searchParams.get('error_description') ?? url.searchParams.get('error');
  if (denied) return handshakePage({ error: `GitHub said: ${denied}` }, allowed);
  const code = url.searchParams.get('code');
  if (!code) return handshakePage({ error: 'GitHub sent no code. Please try again.' }, allowed);

  let answer: { access_token?: unknown; error?: unknown; error_description?: unknown };
  try {
    const response = await fetch(`${githubUrl(env)}/login/oauth/access_token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'portfolio-cms-auth' },
      body: JSON.stringify({
        client_id: env.GITHUB_OAUTH_CLIENT_ID,
        client_secret: env.GITHUB_OAUTH_CLIENT_SECRET,
        code,
        redirect_uri: `${url.origin}${CALLBACK_PATH}`,
      }),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    return handshakePage({ error: 'GitHub could not be reached. Please try again.' }, allowed);
  }
  if (typeof answer.access_token !== 'string' || answer.access_token === '') {
    const reason = typeof answer.error_description === 'string' ? answer.error_description : String(answer.error);
    return handshakePage({ error: `GitHub refused the sign-in: ${reason}` }, allowed);
  }
  return handshakePage({ token: answer.access_token }, allowed);
}

/** Answers `/api/auth` and `/api/auth/callback`. */
export function handleSignIn(request: Request, env: SignInBindings): Promise<Response> | Response {
  const url = new URL(request.url);
  if (request.method !== 'GET') return new Response('Method not allowed', { status: 405, headers: { allow: 'GET' } });
  return url.pathname === CALLBACK_PATH ? complete(request, env, url) : begin(request, env, url);
}
