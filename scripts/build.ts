/**
 * `npm run build`: the whole site, in four named stages, each step timed:
 *
 *   check       which content it builds, whether it may go online as it is (site address, contact endpoint, the
 *               protected projects' passwords): stops before any slow step (scripts/check-contact-endpoint.ts,
 *               scripts/build-nda.ts);
 *   assets      media, images, protected projects, fonts, the CVs (the first four are also commands of their own,
 *               npm run media, images, nda, fonts, which `npm run dev` runs; the CVs: tsx scripts/cv/build.ts);
 *   next build  every page into the export folder (out/, or EXPORT_DIR: scripts/lib/export-dir.ts);
 *   export      the export made ready for a static host (scripts/export/index.ts).
 *
 *   npx tsx scripts/build.ts
 *
 * Environment: everything the stages read (CONTENT_DIR, EXPORT_DIR, BASE_PATH, SITE_PUBLISH, TUNE_STARTUP,
 * STARTUP_TRICKS_OFF, NEXT_PUBLIC_*, CMS_*…; README, "Build and deploy").
 */
import { spawn } from 'node:child_process';
import { readArgs } from './lib/args';
import { exportDir } from './lib/export-dir';
import type { Stage } from './lib/step';

/** `next build`, as the project's own Next, with this build's environment. */
function nextBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`stopped (${signal ?? `exit code ${code}`})`)),
    );
  });
}

// Each step's module loads when it starts: the check runs before anything reads the content for real.
export const STAGES: readonly Stage[] = [
  {
    name: 'check',
    steps: async () => [
      { name: 'content', run: async () => (await import('./check-contact-endpoint')).checkContent() },
      { name: 'passwords', run: async () => (await import('./build-nda')).ndaCheckStage() },
    ],
  },
  {
    name: 'assets',
    // In this order: the images step makes the variants of the posters the media step writes, and the protected
    // projects' step seals the variants and encodes of both.
    steps: async () => [
      { name: 'media', run: async () => (await import('./build-media')).mediaStage() },
      { name: 'images', run: async () => (await import('./build-images')).imagesStage() },
      { name: 'nda', run: async () => (await import('./build-nda')).ndaStage() },
      { name: 'fonts', run: async () => (await import('./build-fonts')).fontsStage() },
      { name: 'cv', run: async () => (await import('./cv/build')).cvStage() },
    ],
  },
  { name: 'next build', steps: async () => [{ name: 'next build', run: nextBuild }] },
  { name: 'export', steps: async () => (await import('./export')).exportSteps(exportDir()) },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  readArgs({}, 'tsx scripts/build.ts   (npm run build)');
  const started = performance.now();
  const times: string[] = [];
  for (const stage of STAGES) {
    console.log(`\n▶ ${stage.name}`);
    const start = performance.now();
    for (const step of await stage.steps()) {
      const stepStart = performance.now();
      try {
        const report = await step.run();
        if (report) console.log(report);
        console.log(`  · ${step.name} ${seconds(performance.now() - stepStart)}`);
      } catch (error) {
        console.error(`\n${stage.name} › ${step.name}: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      }
    }
    const time = seconds(performance.now() - start);
    times.push(`${stage.name} ${time}`);
    console.log(`✓ ${stage.name} (${time})`);
  }
  console.log(`\nbuild: ${times.join(', ')}; total ${seconds(performance.now() - started)}`);
}

if (require.main === module) void main();
