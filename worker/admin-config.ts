import { parseDocument } from 'yaml';

/**
 * The content editor's settings (out/admin/config.yml, written by scripts/build-admin.ts) as this deploy serves
 * them: when the build named no sign-in service (CMS_AUTH_URL), the Worker's own sign-in (oauth.ts) is filled in,
 * at the address the editor is opened on, so `/admin/` works on workers.dev and on a custom domain alike without a
 * build setting. A sign-in service the build did name is left as it is.
 */
export async function adminConfig(request: Request, assets: { fetch(request: Request): Promise<Response> }) {
  const response = await assets.fetch(request);
  if (!response.ok) return response;
  const document = parseDocument(await response.text());
  if (document.getIn(['backend', 'name']) === 'github' && !document.hasIn(['backend', 'base_url'])) {
    document.setIn(['backend', 'base_url'], new URL(request.url).origin);
    document.setIn(['backend', 'auth_endpoint'], 'api/auth');
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('etag');
  headers.set('cache-control', 'no-cache');
  return new Response(document.toString(), { status: response.status, headers });
}
