/**
 * The export's _redirects: the rules by which Netlify answers an unknown address with the nearest folder's 404 page,
 * status 404 (`/pt-br/portfolio/…` → pt-br/portfolio/404.html, `/pt-br/…` → pt-br/404.html). Cloudflare needs no
 * rule (it serves the nearest 404.html up the folder tree); `npm start` does the same (scripts/serve.mjs); GitHub
 * Pages serves only the root's 404.html, the general English one.
 */

/** The text of _redirects for an export's files (relative, `/`-separated) under `basePath` ('' or '/repo'). */
export function redirectsFile(files: readonly string[], basePath: string): string {
  // Every folder's own 404 page (folder/404.html, or folder/404/index.html in a base-path build), deepest first:
  // Netlify takes the first rule that matches.
  const pages = files
    .filter((file) => /^(.+)\/404(\.html|\/index\.html)$/.test(file) && !file.startsWith('admin/'))
    .sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));
  const rules = pages.map((page) => {
    const folder = page.replace(/\/404(\.html|\/index\.html)$/, '');
    return `${basePath}/${folder}/*  ${basePath}/${page}  404`;
  });
  return `# Unknown addresses get the nearest folder's 404 page (Netlify; written by the build).\n${rules.join('\n')}\n`;
}
