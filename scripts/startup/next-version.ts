/**
 * The versions of Next whose exported markup this step was checked against: how it writes its chunks (async
 * `<script src>` tags and script preloads), where it puts the <head> and the end of the <body>. A new major version
 * may write pages differently, so it stops the build until someone has looked (e2e/export.spec.ts and
 * scripts/startup/markup.test.ts say what to look at) and added it here.
 */
export const KNOWN_NEXT_MAJORS: readonly number[] = [16];

/** The line the step prints about the installed Next; throws for a major version it does not know. */
export function checkNextVersion(installed: string): string {
  const major = Number(/^(\d+)\./.exec(installed)?.[1]);
  const known = KNOWN_NEXT_MAJORS.map((n) => `${n}.x`).join(', ');
  if (!KNOWN_NEXT_MAJORS.includes(major)) {
    throw new Error(
      `Next ${installed} is installed, but this step was checked against Next ${known} only. Check that the export ` +
        'still writes its first-load chunks as <script src async> tags (build, then read out/index.html), then add ' +
        `${Number.isNaN(major) ? 'its major version' : major} to KNOWN_NEXT_MAJORS in scripts/startup/next-version.ts.`,
    );
  }
  return `checked against Next ${known} (installed: ${installed})`;
}
