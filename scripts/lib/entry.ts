/**
 * How a script run on its own (`npm run media`, `tsx scripts/build-nda.ts`…) ends: a failure prints its message,
 * named by the step, without a stack trace (a content mistake is the owner's to fix, not the code's), and exits 1.
 */
export function runEntry(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
