/**
 * One JSON object per line, so a host's log collector (journald, Fly, Render…) can parse it.
 * Entries hold only flat, non-personal values: visitor names, emails and bodies never go to logs,
 * which is why the type does not allow nested objects a request body could be dumped into.
 */
export type LogValue = string | number | boolean | null;
export type LogEntry = { level: 'info' | 'warn' | 'error'; event: string } & Record<string, LogValue>;
export type Logger = (entry: LogEntry) => void;

export const jsonLogger: Logger = (entry) => {
  const line = JSON.stringify({ time: new Date().toISOString(), ...entry });
  if (entry.level === 'info') process.stdout.write(`${line}\n`);
  else process.stderr.write(`${line}\n`);
};

export const silentLogger: Logger = () => {};

/** Error text for logs and the inbox: one line, bounded. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 300);
}
