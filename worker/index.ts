import { Hono, type ExecutionContext } from 'hono';
import { handleContact, runScheduled, type ContactBindings } from 'contact-api/worker';
import { adminConfig } from './admin-config.ts';
import { AUTH_PATH, signIn, type SignInBindings } from './oauth.ts';
import { withRanges, withStreamType } from './ranges.ts';

/**
 * The site's Worker (wrangler.jsonc): the static export in out/ is served by Workers Static Assets with its own
 * rules (clean URLs, out/_headers, out/_redirects, the nearest 404.html with status 404), without running this code.
 * This small Hono app runs only for what wrangler.jsonc's `run_worker_first` sends it:
 * - `/api/auth` and `/api/auth/callback`: the content editor's GitHub sign-in (oauth.ts);
 * - every other `/api/…`: the contact service (contact-api's Worker: the form's POST /api/send, the statistics'
 *   beacon and dashboard at /api/stats, D1, mail);
 * - `/admin/config.yml`: the editor's settings, with this sign-in filled in (admin-config.ts);
 * - `/_media/…`: videos and recordings, with the byte ranges a player asks for, and the types of the adaptive
 *   streams' playlists and segments (ranges.ts);
 * - `/admin`: a permanent redirect to `/admin/`.
 * Anything else it is handed goes to the assets as it is. The Cron Trigger runs the contact service's upkeep.
 */

/** The assets binding, as this app calls it: the web-standard fetch of a file of out/. */
export interface Assets {
  fetch(request: Request): Promise<Response>;
}

export interface Bindings extends ContactBindings, SignInBindings {
  ASSETS: Assets;
}

const app = new Hono<{ Bindings: Bindings }>();

app.route(AUTH_PATH, signIn);
app.all('/api/*', (c) => handleContact(c.req.raw, c.env, c.executionCtx));
app.all('/admin/config.yml', (c) => adminConfig(c.req.raw, c.env.ASSETS));
app.all('/_media/*', async (c) => withStreamType(c.req.path, await withRanges(c.req.raw, c.env.ASSETS)));
// The editor's folder, as `npm start` and Netlify send it (the assets would answer 307).
app.all('/admin', (c) => c.redirect(`/admin/${new URL(c.req.url).search}`, 301));
app.all('*', (c) => c.env.ASSETS.fetch(c.req.raw));

const siteWorker = {
  fetch: app.fetch,
  scheduled(_controller: unknown, env: Bindings, ctx: ExecutionContext): void {
    ctx.waitUntil(runScheduled(env));
  },
};

export default siteWorker;
