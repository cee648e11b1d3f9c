import { isRecord } from '../json.ts';

/**
 * Who may read the statistics: the people who may publish the site, as GitHub says (the editor's sign-in gives them
 * a GitHub token; GET /api/stats takes it as `Authorization: Bearer …`). The token is sent to GitHub only, never
 * stored or logged. Web-standard fetch only: the Worker bundles it.
 */

export type Access = 'allowed' | 'no-token' | 'bad-token' | 'forbidden' | 'unavailable';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_.\-~+/]{1,512}=*)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Asks GitHub (`GET /repos/{owner}/{repo}` with the visitor's token) whether its user may push to `repo`: GitHub
 * answers with the user's `permissions` on the repository. 401 from GitHub: the token is not valid (any more);
 * 404: the user cannot see the repository at all.
 */
export async function checkAccess(
  token: string | null,
  repo: string | null,
  apiUrl: string,
  fetcher: typeof fetch = fetch,
): Promise<Access> {
  if (token === null) return 'no-token';
  if (repo === null) return 'unavailable';
  let response: Response;
  try {
    response = await fetcher(`${apiUrl}/repos/${repo}`, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/vnd.github+json',
        'user-agent': 'portfolio-statistics',
        'x-github-api-version': '2022-11-28',
      },
      // A GitHub that does not answer leaves the dashboard with "try again later", not a request that hangs.
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return 'unavailable';
  }
  if (response.status === 401) return 'bad-token';
  if (response.status === 403 || response.status === 404) return 'forbidden';
  if (!response.ok) return 'unavailable';
  const body: unknown = await response.json().catch(() => null);
  const permissions = isRecord(body) ? body.permissions : undefined;
  return isRecord(permissions) && permissions.push === true ? 'allowed' : 'forbidden';
}
