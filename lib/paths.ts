/**
 * Where a project's page lives, written once: `/portfolio/{slug}`, from the site root (next/link adds the base
 * path; `absoluteUrl` and the 404 page add it where they need it). Free of data imports, so client
 * components can use it without carrying the content.
 */
export const PORTFOLIO_PATH = '/portfolio';

/** The page of the project with this slug. */
export function projectPath(slug: string): string {
  return `${PORTFOLIO_PATH}/${slug}`;
}
