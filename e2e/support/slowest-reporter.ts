import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the run, where the time went: the spec files by the time their tests took (summed over the
 * projects that ran them, each project's share beside it) and the slowest tests. Playwright's own
 * `reportSlowTests` counts only a file that ran on a single worker, which never happens with `fullyParallel`.
 * Used next to the list reporter by playwright.config.ts and e2e/smoke/playwright.config.ts; `SLOWEST=0` turns it off.
 */
export default class SlowestReporter implements Reporter {
  private readonly files = new Map<string, Map<string, number>>();
  private readonly tests: { title: string; ms: number }[] = [];

  constructor(private readonly options: { files?: number; tests?: number } = {}) {}

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const project = test.parent.project()?.name ?? '';
    const byProject = this.files.get(file) ?? new Map<string, number>();
    byProject.set(project, (byProject.get(project) ?? 0) + result.duration);
    this.files.set(file, byProject);
    this.tests.push({ title: `[${project}] ${file} › ${test.title}`, ms: result.duration });
  }

  onEnd() {
    if (process.env.SLOWEST === '0' || this.tests.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const files = [...this.files]
      .map(([file, byProject]) => ({ file, byProject, total: [...byProject.values()].reduce((a, b) => a + b, 0) }))
      .sort((a, b) => b.total - a.total);
    const all = files.reduce((sum, { total }) => sum + total, 0);
    const lines = [`\nTime in tests: ${seconds(all)} over ${this.tests.length} tests. The slowest files:`];
    for (const { file, byProject, total } of files.slice(0, this.options.files ?? 8)) {
      const split = [...byProject].map(([project, ms]) => `${project} ${seconds(ms)}`).join(', ');
      lines.push(`  ${seconds(total).padStart(8)}  ${file}  (${split})`);
    }
    lines.push('The slowest tests:');
    for (const { title, ms } of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, this.options.tests ?? 5))
      lines.push(`  ${seconds(ms).padStart(8)}  ${title}`);
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
