/** A time as `m:ss` (75 → `1:15`). */
export function clockTime(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The start time a shared address asks for: `?t=42` or `#t=42` (seconds, or `1:15`); undefined when there is none
 * or it is not a time.
 */
export function timeFromAddress(search: string, hash: string): number | undefined {
  const raw = new URLSearchParams(search).get('t') ?? new URLSearchParams(hash.replace(/^#/, '')).get('t');
  if (!raw) return undefined;
  const match = /^(?:(\d+):)?(\d+(?:\.\d+)?)s?$/.exec(raw.trim());
  if (!match) return undefined;
  return Number(match[1] ?? 0) * 60 + Number(match[2]);
}
