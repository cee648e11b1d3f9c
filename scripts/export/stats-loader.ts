/**
 * A page step of the build's export stage (scripts/export/pages.ts), after the start-up step and before the CSP,
 * which hashes what it adds: the statistics loader (lib/stats/loader.ts, minified by
 * scripts/startup/inline-script.ts) at the very end of the page's <body>. In the HTML only: rendered by a component,
 * the same script would also be written into the framework's data for the page, twice the bytes for a script that
 * runs once per page load. React skips an element it did not render at the end of the <body> as it hydrates.
 * Nothing is added when the build has no statistics endpoint (NEXT_PUBLIC_STATS_ENDPOINT=off).
 */
import { theElement } from '../lib/html';

/** The page with the loader's code (`code`: the same on every page, so one CSP hash) last in its <body>. */
export function withStatsLoader(html: string, code: string, file: string): string {
  const end = theElement(html, 'body', file).contentEnd;
  return `${html.slice(0, end)}<script>${code}</script>${html.slice(end)}`;
}
