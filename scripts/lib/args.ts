/**
 * Command-line options of the project's scripts and tools, read with Node's own `parseArgs`: `--help` (or `-h`)
 * prints the usage and exits 0; an unknown option, a missing value or an argument the script takes none of stops
 * the script with its usage (exit code 2), instead of being ignored.
 *
 * Tools written as .mjs import it too: they run through tsx (package.json's scripts), which reads TypeScript.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Stops the script over a mistake on its command line: the mistake, its usage, exit code 2. */
export function usageError(message: string, usage: string): never {
  console.error(`${message}\n\nUsage: ${usage}`);
  process.exit(2);
}

/** Whether the command line asks for the usage (before a `--`, after which everything is an argument). */
function asksForHelp(argv: string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

/**
 * The options and the other arguments (files, names) of `argv` by `options`; `--help`: the usage, exit code 0; a
 * mistake: the usage and exit code 2. `usage` is the whole help text: the command, then a line per option.
 */
export function readCommandLine<T extends Options>(
  options: T,
  usage: string,
  { argv = process.argv.slice(2), positionals = false }: { argv?: string[]; positionals?: boolean } = {},
) {
  if (asksForHelp(argv)) {
    console.log(`Usage: ${usage}`);
    process.exit(0);
  }
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: positionals });
  } catch (error) {
    // parseArgs's own words ("Unknown option '--x'"), without its error code.
    const message: unknown = typeof error === 'object' && error !== null && 'message' in error ? error.message : error;
    usageError(String(message), usage);
  }
  return parsed;
}

/** The options of `argv` (the script's own arguments) by `options`, for a script that takes options only. */
export function readArgs<T extends Options>(options: T, usage: string, argv: string[] = process.argv.slice(2)) {
  return readCommandLine(options, usage, { argv }).values;
}

/** An option's value as a whole number of at least `min` (`--runs 5`); anything else stops with the usage. */
export function wholeNumber(value: string, option: string, usage: string, min = 1): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isInteger(number) || number < min)
    usageError(`--${option} takes a whole number of at least ${min}, not '${value}'`, usage);
  return number;
}
