/**
 * The 404 page's three messages. A static host answers every unknown address with the one out/404.html, so the
 * page picks in the browser, from the address: `project` for an unknown project (in Portuguese, back to the
 * portfolio), `page` for anything else, and `either` where no script can pick (JavaScript off), which serves
 * both kinds of visitor.
 */
export type NotFoundVariant = 'project' | 'page' | 'either';

/**
 * The message for an address: `project` under `{basePath}{portfolioPath}/…`, else `page`. Self-contained (no
 * imports), because it also runs in the page's pre-paint script.
 */
export function notFoundVariantOf(pathname: string, basePath: string, portfolioPath: string): 'project' | 'page' {
  const path = pathname.slice(basePath.length);
  return path.indexOf(`${portfolioPath}/`) === 0 && path.length > portfolioPath.length + 1 ? 'project' : 'page';
}

/**
 * The pre-paint script's work (see lib/pre-paint-script.ts): marks `<html data-not-found>` with the message to
 * show, which the page's CSS reads, and gives the tab its title, before the first paint.
 */
export function markNotFoundVariant(
  variantOf: typeof notFoundVariantOf,
  basePath: string,
  portfolioPath: string,
  titles: Record<NotFoundVariant, string>,
): void {
  const variant = variantOf(window.location.pathname, basePath, portfolioPath);
  document.documentElement.setAttribute('data-not-found', variant);
  document.title = titles[variant];
}
