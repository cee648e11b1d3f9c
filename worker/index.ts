import type { ExecutionContext, Fetcher, ScheduledController } from '@cloudflare/workers-types/index.ts';
import { handleContact, runScheduled, type ContactBindings } from 'contact-api/worker';
import { adminConfig } from './admin-config.ts';
import { AUTH_PATH, handleSignIn, type SignInBindings } from './oauth.ts';
import { withRanges, withStreamType } from './ranges.ts';

/**
 * The site's Worker (wrangler.jsonc): the static export in out/ is served by Workers Static Assets with its own
 * rules (clean URLs, out/_headers, out/_redirects, the nearest 404.html with status 404), without running this code.
 * This code runs only for what wrangler.jsonc's `run_worker_first` sends it:
 * - `/api/auth` and `/api/auth/callback`: the content editor's GitHub sign-in (oauth.ts);
 * - every other `/api/…`: the contact service (contact-api's Worker: POST /api/send, D1, mail);
 * - `/admin/config.yml`: the editor's settings, with this sign-in filled in (admin-config.ts);
 * - `/_media/…`: videos and recordings, with the byte ranges a player asks for, and the types of the adaptive
 *   streams' playlists and segments (ranges.ts);
 * - `/admin`: a permanent redirect to `/admin/`.
 * The Cron Trigger retries mail that could not be sent (contact-api).
 */

export interface Bindings extends ContactBindings, SignInBindings {
  ASSETS: Fetcher;
}

const siteWorker = {
  async fetch(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === AUTH_PATH || pathname.startsWith(`${AUTH_PATH}/`)) return handleSignIn(request, env);
    if (pathname.startsWith('/api/')) return handleContact(request, env, ctx);
    if (pathname === '/admin/config.yml') return adminConfig(request, env.ASSETS as unknown as Assets);
    if (pathname.startsWith('/_media/'))
      return withStreamType(pathname, await withRanges(request, env.ASSETS as unknown as Assets));
    // The editor's folder, as `npm start` and Netlify send it (the assets would answer 307).
    if (pathname === '/admin') {
      const location = `/admin/${new URL(request.url).search}`;
      return new Response(null, { status: 301, headers: { location } });
    }
    return (env.ASSETS as unknown as Assets).fetch(request);
  },
  scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext): void {
    ctx.waitUntil(runScheduled(env));
  },
};

export default siteWorker;

/** The assets binding, as the web-standard fetch this file calls it with. */
interface Assets {
  fetch(request: Request): Promise<Response>;
}
