/** What a pre-paint script may be given: JSON values, or self-contained functions (sent as their source). */
export type PrePaintArgument =
  string | number | boolean | null | readonly unknown[] | object | ((...args: never[]) => unknown);

/**
 * The source of a small inline script for a page's HTML: `run` called with `args`. The browser runs it as it
 * parses the HTML, before the first paint and long before the framework boots (scripts/export/startup.ts), so
 * what it decides shows from the first frame; scripts/export/security.ts allows it in the page's CSP by its hash.
 *
 * `run` (and any function among `args`) travels as its own source text, so it must be self-contained: it may use
 * its parameters and the browser's globals, never a value from its module. Functions among `args` arrive as
 * functions, everything else as JSON (with `<` escaped, so no value can close the script element).
 */
export function prePaintScript<A extends PrePaintArgument[]>(run: (...args: A) => void, ...args: A): string {
  const values = args.map((arg) =>
    typeof arg === 'function' ? `(${arg.toString()})` : JSON.stringify(arg).replace(/</g, '\\u003c'),
  );
  return `(${run.toString()})(${values.join(',')});`;
}
