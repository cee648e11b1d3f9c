/**
 * Where a project's page lives, written once: `/portfolio/{slug}`, from the site root (next/link adds the base
 * path; `absoluteUrl` and the pre-paint scripts add it where they need it). Free of data imports, so client
 * components can use it without carrying the content.
 */
export const PORTFOLIO_PATH = '/portfolio';

/** The page of the project with this slug. */
export function projectPath(slug: string): string {
  return `${PORTFOLIO_PATH}/${slug}`;
}

/** Is `pathname` (without the base path) a project's address, known or not? */
export function isProjectPath(pathname: string): boolean {
  return pathname.startsWith(`${PORTFOLIO_PATH}/`) && pathname.length > PORTFOLIO_PATH.length + 1;
}
