#!/usr/bin/env node
/**
 * `npm test` (through scripts/with-sample.mjs): every suite, two at a time (two cores), each as soon as what it
 * needs is done.
 *
 * STEPS is in order of preference: when a step ends, the first step of the list that is ready starts in its place.
 * Ready: what it needs has passed, and nothing running keeps it out (the editor's journeys run beside no other browser
 * suite: beside one, both fought for the two cores and Decap's saves outran their waits). The build and the browser
 * suite after it are the longest chain, so they come first; the rest (lint, types, Jest, the contact service, the
 * Worker, the editor's journeys, the budgets, the builds of their own: the base-path smoke build, an owner's new
 * site) fill the other core around them.
 *
 * The steps share nothing they write (ports, folders: docs/testing.md), so what one needs is the only order that
 * matters. The build skips Next's own type check (SKIP_BUILD_TYPECHECK): the typecheck step runs `tsc` over the same
 * files, and `npm test` fails when it fails, whichever ends first.
 *
 * Each step's output is printed in one piece when it ends (and kept in .cache/test-logs/STEP.log), with when it
 * started and its time; the first failure stops the others and exits non-zero. The last lines: every step's start,
 * time and processor time, and the whole.
 *
 *   npm test                      all of it
 *   npm test -- --serial          one step at a time, in the order of STEPS
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * @typedef {object} Step
 * @property {string} name  the npm script, or the name of a part of one (`script`, with `args`)
 * @property {string} [script]  the npm script, when not `name`
 * @property {string[]} [args]  its arguments
 * @property {string[]} [needs]  steps that must have passed first (they write what it reads)
 * @property {boolean} [browser]  a browser suite
 * @property {boolean} [alone]  a browser suite that runs beside no other one
 */
/** @type {Step[]} */
const STEPS = [
  { name: 'build' },
  { name: 'test:e2e', needs: ['build'], browser: true },
  // Beside the build at the start, before any other browser suite can run.
  { name: 'test:e2e:cms', browser: true, alone: true },
  { name: 'lint' },
  { name: 'typecheck' },
  { name: 'test:unit' },
  // Beside the browser suite, which keeps nearly two cores busy by itself, what leaves it the most: the contact
  // service's suite (mostly waiting on its servers' timers and sockets), then the builds of their own. Another browser
  // suite beside it costs both more than running them one after the other.
  { name: 'test:api' },
  // After the build: it reuses the media encodes the build cached, rather than making them beside it.
  { name: 'smoke build', script: 'test:e2e:smoke', args: ['--build-only'], needs: ['build'] },
  { name: 'test:new-site' },
  { name: 'test:worker' },
  { name: 'test:budgets', needs: ['build'] },
  { name: 'test:e2e:cloudflare', needs: ['build'], browser: true },
  { name: 'test:e2e:smoke', args: ['--no-build'], needs: ['smoke build'], browser: true },
];
/** Steps run at once: one per core of the two-core machines this suite is timed on. */
const SLOTS = 2;

const { values } = parseArgs({ options: { serial: { type: 'boolean', default: false } } });
const slots = values.serial ? 1 : SLOTS;
const suiteStarted = Date.now();
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
  const dir = path.join(CPUACCT, `npm-test-${process.pid}-${step.replace(/[: ]/g, '-')}`);
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

/** Runs the step's npm script, its output into its log; resolves with its exit code. */
function runStep({ name: step, script = step, args: scriptArgs = [] }) {
  const offset = Date.now() - suiteStarted;
  const log = path.join(LOGS, `${step.replace(/[: ]/g, '-')}.log`);
  const out = createWriteStream(log);
  const started = Date.now();
  console.log(`▶ ${step} (at ${seconds(offset)})`);
  return new Promise((resolve) => {
    const group = stepGroup(step);
    // In its group before it starts anything: the shell joins it, then becomes npm.
    const run = ['run', script, ...(scriptArgs.length ? ['--', ...scriptArgs] : [])];
    const [command, args] = group
      ? ['sh', ['-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', group, npm, ...run]]
      : [npm, run];
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
          // One step's output in one piece, so two steps never interleave their lines.
          process.stdout.write(`\n──── ${step} ────\n${readFileSync(log, 'utf8')}`);
          console.log(
            `${ok ? '✓' : '✗'} ${step} ${seconds(took)}${cpu === undefined ? '' : ` (processor ${cpu.toFixed(0)} s)`}${ok ? '' : ` (exit ${code ?? signal}; log: ${path.relative(process.cwd(), log)})`}\n`,
          );
        }
        times.push({ step, offset, took, ok, cpu });
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

/** Whether `step` may start now: what it needs has passed, and no browser suite running beside it keeps it out. */
function ready(step, passed, active) {
  if (!(step.needs ?? []).every((name) => passed.has(name))) return false;
  if (!step.browser) return true;
  return !active.some((other) => other.browser && (other.alone || step.alone));
}

/** Runs STEPS, `slots` at a time, each as soon as it is ready (see the top of this file). */
function runAll() {
  const waiting = [...STEPS];
  const passed = new Set();
  /** @type {Step[]} */
  const active = [];
  return new Promise((resolve) => {
    const next = () => {
      while (!failed && active.length < slots) {
        const index = waiting.findIndex((step) => ready(step, passed, active));
        if (index === -1) break;
        const [step] = waiting.splice(index, 1);
        active.push(step);
        runStep(step).then((code) => {
          active.splice(active.indexOf(step), 1);
          if (code === 0) passed.add(step.name);
          else if (!failed) {
            failed = true;
            stopOthers();
          }
          next();
        });
      }
      if (active.length === 0) {
        // Nothing runs and nothing can start: done, or a step waits for one that failed.
        if (!failed && waiting.length > 0) {
          console.error(`✗ cannot start: ${waiting.map(({ name }) => name).join(', ')}`);
          failed = true;
        }
        resolve();
      }
    };
    next();
  });
}

await runAll();

const width = Math.max(...times.map(({ step }) => step.length));
console.log(`Steps: ${'from'.padStart(width + 8)}    time  processor`);
for (const { step, offset, took, ok, cpu } of times.sort((x, y) => x.offset - y.offset))
  console.log(
    `  ${step.padEnd(width)}  ${seconds(offset).padStart(6)}  ${seconds(took).padStart(6)}  ${cpu === undefined ? '' : seconds(cpu * 1000).padStart(9)}${ok ? '' : '  failed'}`,
  );
const cpuTotal = times.reduce((sum, { cpu }) => (sum === undefined || cpu === undefined ? undefined : sum + cpu), 0);
console.log(
  `npm test: ${failed ? 'failed' : 'passed'} in ${clock(Date.now() - suiteStarted)}${cpuTotal === undefined ? '' : `, ${clock(cpuTotal * 1000)} of processor time`}`,
);
process.exit(failed ? 1 : 0);
