#!/usr/bin/env node
/**
 * `npm test` (through scripts/with-sample.mjs): every suite, in two lanes that run side by side, each in order.
 *
 * - checks: lint, types, Jest, the contact service, the Worker. None of them needs a build, and most keep one core
 *   busy at most: they take about as long as the build beside them.
 * - site: the build, then everything that tests what it wrote (budgets, the browser journeys, the Worker's
 *   journeys), then the builds of their own (the base-path smoke build, an owner's new site), then the editor's
 *   journeys (no build; alone, as they are slow beside a browser suite).
 *
 * The two lanes share nothing they write (ports, folders: docs/testing.md), so the order inside a lane is the only
 * order that matters. The build skips Next's own type check (SKIP_BUILD_TYPECHECK): the checks lane runs `tsc` over
 * the same files, and `npm test` fails when it fails, whichever lane finishes first.
 *
 * Each step's output is printed in one piece when it ends (and kept in .cache/test-logs/STEP.log), with its time;
 * the first failure stops the other lane and exits non-zero. The last lines: every step's time and the whole.
 *
 *   npm test                      all of it
 *   npm test -- --serial          one step at a time (the order above, checks first)
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const LANES = {
  checks: ['lint', 'typecheck', 'test:unit', 'test:api', 'test:worker'],
  // The editor's journeys come last, alone: beside the browser suite, both fought for the two cores and Decap's
  // saves outran their waits.
  site: ['build', 'test:budgets', 'test:e2e', 'test:e2e:cloudflare', 'test:e2e:smoke', 'test:new-site', 'test:e2e:cms'],
};

const { values } = parseArgs({ options: { serial: { type: 'boolean', default: false } } });
const LOGS = path.resolve('.cache/test-logs');
mkdirSync(LOGS, { recursive: true });

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, SKIP_BUILD_TYPECHECK: '1' };
/** The steps' child processes still running, stopped when another step fails. */
const running = new Set();
let failed = false;
const times = [];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * What a step costs the two cores, beside how long it took: the processor time of every process it started, its
 * browsers' renderers included, which outlive the waits that usual accounting relies on. Measured where Linux lets
 * this process make a cgroup (v1 `cpuacct`, as root): each step runs in its own group. Elsewhere nothing is shown.
 */
const CPUACCT = '/sys/fs/cgroup/cpuacct';
function stepGroup(step) {
  const dir = path.join(CPUACCT, `npm-test-${process.pid}-${step.replace(/:/g, '-')}`);
  try {
    mkdirSync(dir);
    return dir;
  } catch {
    return undefined;
  }
}
/** A group goes once its processes have (a server that outlived its step keeps it, harmlessly). */
function removeGroup(dir) {
  try {
    rmdirSync(dir);
  } catch {
    // Still in use.
  }
}
function groupCpu(dir) {
  try {
    return Number(readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9;
  } catch {
    return undefined;
  }
}
const clock = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

/** Runs `npm run STEP`, its output into its log; resolves with its exit code. */
function runStep(step) {
  const log = path.join(LOGS, `${step.replace(/:/g, '-')}.log`);
  const out = createWriteStream(log);
  const started = Date.now();
  console.log(`▶ ${step}`);
  return new Promise((resolve) => {
    const group = stepGroup(step);
    // In its group before it starts anything: the shell joins it, then becomes npm.
    const [command, args] = group
      ? ['sh', ['-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', group, npm, 'run', step]]
      : [npm, ['run', step]];
    const child = spawn(command, args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: stopping it stops its servers and browsers too.
      detached: process.platform !== 'win32',
      shell: process.platform === 'win32',
    });
    running.add(child);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code, signal) => {
      running.delete(child);
      const cpu = group && groupCpu(group);
      if (group) removeGroup(group);
      out.end(() => {
        const took = Date.now() - started;
        const ok = code === 0;
        if (!failed || ok) {
          // One step's output in one piece, so two lanes never interleave their lines.
          process.stdout.write(`\n──── ${step} ────\n${readFileSync(log, 'utf8')}`);
          console.log(
            `${ok ? '✓' : '✗'} ${step} ${seconds(took)}${cpu === undefined ? '' : ` (processor ${cpu.toFixed(0)} s)`}${ok ? '' : ` (exit ${code ?? signal}; log: ${path.relative(process.cwd(), log)})`}\n`,
          );
        }
        times.push({ step, took, ok, cpu });
        resolve(code ?? 1);
      });
    });
  });
}

/** Stops every step still running (and their children) after a failure. */
function stopOthers() {
  for (const child of running) {
    try {
      process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function runLane(steps) {
  for (const step of steps) {
    if (failed) return;
    const code = await runStep(step);
    if (code !== 0 && !failed) {
      failed = true;
      stopOthers();
    }
  }
}

const started = Date.now();
if (values.serial) await runLane([...LANES.checks, ...LANES.site]);
else await Promise.all(Object.values(LANES).map(runLane));

const width = Math.max(...times.map(({ step }) => step.length));
console.log(`Steps: ${'time'.padStart(width + 8)}  processor`);
for (const { step, took, ok, cpu } of times)
  console.log(
    `  ${step.padEnd(width)}  ${seconds(took).padStart(6)}  ${cpu === undefined ? '' : seconds(cpu * 1000).padStart(9)}${ok ? '' : '  failed'}`,
  );
const cpuTotal = times.reduce((sum, { cpu }) => (sum === undefined || cpu === undefined ? undefined : sum + cpu), 0);
console.log(
  `npm test: ${failed ? 'failed' : 'passed'} in ${clock(Date.now() - started)}${cpuTotal === undefined ? '' : `, ${clock(cpuTotal * 1000)} of processor time`}`,
);
process.exit(failed ? 1 : 0);
