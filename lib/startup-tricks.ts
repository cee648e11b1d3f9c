/**
 * The start-up tricks that `npm run bench:boot` weighs (docs/performance.md), both in scripts/export/startup.ts:
 * each one is on in a normal build, and `STARTUP_TRICKS_OFF` (a comma-separated list of their names) builds the site
 * without some, so the bench can compare the build with and without each. Read at build time only.
 */
export const STARTUP_TRICKS = ['loader', 'hints'] as const;
/** One trick's name. */
export type StartupTrick = (typeof STARTUP_TRICKS)[number];

/** The tricks a build leaves out; an unknown name stops the build rather than measure the wrong thing. */
export function tricksOff(env: Record<string, string | undefined> = process.env): Set<StartupTrick> {
  const names = (env.STARTUP_TRICKS_OFF ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const off = new Set<StartupTrick>();
  for (const name of names) {
    if (!(STARTUP_TRICKS as readonly string[]).includes(name)) {
      throw new Error(`STARTUP_TRICKS_OFF names "${name}": the tricks are ${STARTUP_TRICKS.join(', ')}.`);
    }
    off.add(name as StartupTrick);
  }
  if (env.TUNE_STARTUP === 'off') for (const name of STARTUP_TRICKS) off.add(name);
  return off;
}

/** Is `trick` part of this build? */
export const trickOn = (trick: StartupTrick, env?: Record<string, string | undefined>): boolean =>
  !tricksOff(env).has(trick);
