/**
 * One JSON object per line, so a host's log collector (journald, Fly, Render…) can parse it.
 * Entries hold only flat, non-personal values: visitor names, emails and bodies never go to logs,
 * which is why the type does not allow nested objects a request body could be dumped into.
 */
export type LogValue = string | number | boolean | null;
export type LogEntry = { level: 'info' | 'warn' | 'error'; event: string } & Record<string, LogValue>;
export type Logger = (entry: LogEntry) => void;

/** A logger that hands each serialised line to `write` (tests capture exactly what would be printed). */
export function createJsonLogger(write: (line: string, entry: LogEntry) => void): Logger {
  return (entry) => write(JSON.stringify({ time: new Date().toISOString(), ...entry }), entry);
}

/** One line of JSON per entry through the console: what a runtime without stdout (a Worker: Workers Logs) keeps. */
export const consoleLogger: Logger = createJsonLogger((line, entry) => {
  if (entry.level === 'error') console.error(line);
  else if (entry.level === 'warn') console.warn(line);
  else console.log(line);
});

export const silentLogger: Logger = () => {};

/**
 * What of a request's path may be logged. Known routes are logged as they are. Anything else
 * (scanners, typos, or a link someone built with an address in it) is cut to its first two
 * segments, each kept only if it is a short plain word; a segment with %-escapes, @, +, other
 * punctuation, a run of digits (a phone or customer number) or over 24 characters becomes "*".
 * The path is never decoded and the query string never read.
 */
export function loggablePath(pathname: string, knownRoutes: ReadonlySet<string>): string {
  if (knownRoutes.has(pathname)) return pathname;
  const segments = pathname.split('/').slice(1);
  const kept = segments
    .slice(0, 2)
    .map((segment) => (/^[A-Za-z0-9._~-]{0,24}$/.test(segment) && !/\d{5}/.test(segment) ? segment : '*'));
  return `/${kept.join('/')}${segments.length > 2 ? '/…' : ''}`;
}

/** Error text for logs and the inbox: one line, bounded. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/** errorText for the log, with email addresses masked (an SMTP refusal may quote one). */
export function logErrorText(error: unknown): string {
  return errorText(error).replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>');
}
