/**
 * Command-line options of the build's scripts, read with Node's own `parseArgs`: an unknown option or a missing
 * value stops the script with its usage, instead of being ignored.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The options of `argv` (the script's own arguments) by `options`; on a mistake, the usage and exit code 2. */
export function readArgs<T extends Options>(options: T, usage: string, argv: string[] = process.argv.slice(2)) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\nUsage: ${usage}`);
    process.exit(2);
  }
}
