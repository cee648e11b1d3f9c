/** A parsed JSON object (not null, not an array): what the service, the beacon reader and GitHub's answer check. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
