/**
 * The versions of Next whose exported markup the build's page steps (scripts/export/pages.ts: the font
 * preloads, the start-up rewrite, the CSP) were checked against: how it writes its chunks (async `<script src>` tags and script
 * preloads), its data scripts at the end of the <body>, its <head>. Any other release, a patch one included, may
 * write pages differently, so it stops the build until someone has looked (e2e/export.spec.ts and
 * scripts/startup/markup.test.ts say what to look at) and added it here. package.json pins `next` to one of them.
 */
export const KNOWN_NEXT_VERSIONS: readonly string[] = ['16.4.6'];

/** The line the step prints about the installed Next; throws for a version it does not know. */
export function checkNextVersion(installed: string): string {
  const known = KNOWN_NEXT_VERSIONS.join(', ');
  if (!KNOWN_NEXT_VERSIONS.includes(installed)) {
    throw new Error(
      `Next ${installed} is installed, but the build's rewrites of its pages were checked against Next ${known} only. ` +
        'Build with the version package.json pins (npm install), or check that the new one still writes its ' +
        'first-load chunks as <script src async> tags and ends each page with its self.__next_f data scripts ' +
        `(build, then read out/index.html; npm test checks the rest), then add "${installed}" to KNOWN_NEXT_VERSIONS ` +
        'in scripts/startup/next-version.ts.',
    );
  }
  return `checked against Next ${known} (installed: ${installed})`;
}
