import { createJsonLogger, type Logger } from '../core/log.ts';

/** The Node service's log: info lines on stdout, warnings and errors on stderr (journald and most hosts tell them apart). */
export const jsonLogger: Logger = createJsonLogger((line, entry) => {
  if (entry.level === 'info') process.stdout.write(`${line}\n`);
  else process.stderr.write(`${line}\n`);
});
