/**
 * The GitHub repository the deployed content editor (/admin/) reads and commits to, found once for the whole build:
 * CMS_GITHUB_REPO, else GitHub Actions' GITHUB_REPOSITORY, else a GitHub address in Netlify's REPOSITORY_URL, else
 * this clone's `origin` when it is on GitHub. A build that goes online (SITE_PUBLISH=1) stops without one: the
 * editor would otherwise be published pointing at a placeholder, and every save in it would fail.
 */
import { spawnSync } from 'node:child_process';

const GITHUB_ADDRESS = /github\.com[:/]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?\s*$/;
const OWNER_REPOSITORY = /^[\w.-]+\/[\w.-]+$/;

/** owner/repository of `origin` in the working copy at `cwd`, when it is a GitHub address. */
export function originRepository(cwd: string = process.cwd()): string | undefined {
  const result = spawnSync('git', ['remote', 'get-url', 'origin'], { cwd, encoding: 'utf8' });
  return result.status === 0 ? GITHUB_ADDRESS.exec(result.stdout ?? '')?.[1] : undefined;
}

/** The repository from the build's environment, else `origin` (read only when the environment names none). */
export function editorRepository(
  env: Record<string, string | undefined>,
  origin: () => string | undefined = originRepository,
): string | undefined {
  const fromNetlify = /^https:\/\/github\.com\/([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? '')?.[1];
  return env.CMS_GITHUB_REPO || env.GITHUB_REPOSITORY || fromNetlify || origin() || undefined;
}

const SET_IT =
  'Set CMS_GITHUB_REPO=<you>/<repository> for this build (npm run setup:cloudflare prints the deploy command with ' +
  'it), or build from a clone of your repository on GitHub (its `origin` names it).';

/** Whether a build may go on with the editor's repository; why not, in words the owner can act on. */
export function checkEditorRepository(
  env: Record<string, string | undefined>,
  repo: string | undefined,
): { ok: true } | { ok: false; problem: string } {
  if (repo !== undefined && !OWNER_REPOSITORY.test(repo))
    return { ok: false, problem: `CMS_GITHUB_REPO must be owner/repository (e.g. ana-lima/portfolio), not "${repo}".` };
  if (env.SITE_PUBLISH === '1' && !repo)
    return {
      ok: false,
      problem: `This build goes online, but the content editor (/admin/) has no GitHub repository to save to: its sign-in would work and every save fail.\n${SET_IT}`,
    };
  return { ok: true };
}
