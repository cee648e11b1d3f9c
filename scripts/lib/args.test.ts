/**
 * @jest-environment node
 */
import { readArgs, readCommandLine, wholeNumber } from './args';

const USAGE = 'tool [--runs N] [--json FILE] [--dry-run]\n  --runs N   runs per route (5)';
const OPTIONS = {
  runs: { type: 'string', default: '5' },
  json: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
} as const;

/** What a command line makes the script do: go on with these results, or stop with this code and these words. */
function run(read: () => unknown): { result?: unknown; exitCode?: unknown; out: string[]; err: string[] } {
  const said: { out: string[]; err: string[] } = { out: [], err: [] };
  const log = jest.spyOn(console, 'log').mockImplementation((text: string) => void said.out.push(text));
  const error = jest.spyOn(console, 'error').mockImplementation((text: string) => void said.err.push(text));
  const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
    throw Object.assign(new Error('exit'), { code });
  });
  try {
    return { result: read(), ...said };
  } catch (stopped) {
    if (!(stopped instanceof Error) || !('code' in stopped)) throw stopped;
    return { exitCode: stopped.code, ...said };
  } finally {
    log.mockRestore();
    error.mockRestore();
    exit.mockRestore();
  }
}

describe("a script's command line", () => {
  test('gives the options given, and the defaults of the others', () => {
    expect(run(() => readArgs(OPTIONS, USAGE, ['--json', 'bench/x.json', '--dry-run']))).toEqual({
      result: { runs: '5', json: 'bench/x.json', 'dry-run': true },
      out: [],
      err: [],
    });
    expect(run(() => readArgs(OPTIONS, USAGE, [])).result).toEqual({ runs: '5', 'dry-run': false });
  });

  test('prints the usage on --help or -h and stops with exit code 0, whatever else is written', () => {
    for (const argv of [['--help'], ['-h'], ['--runs', '3', '--help'], ['--nonsense', '--help']]) {
      expect(run(() => readArgs(OPTIONS, USAGE, argv))).toEqual({ exitCode: 0, out: [`Usage: ${USAGE}`], err: [] });
    }
  });

  test('stops with exit code 2 and the usage on an unknown option, naming it', () => {
    const { exitCode, out, err } = run(() => readArgs(OPTIONS, USAGE, ['--run', '3']));
    expect(exitCode).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('\n')).toContain("'--run'");
    expect(err.join('\n')).toContain(`Usage: ${USAGE}`);
  });

  test('stops with exit code 2 on an option without its value', () => {
    const { exitCode, err } = run(() => readArgs(OPTIONS, USAGE, ['--json']));
    expect(exitCode).toBe(2);
    expect(err.join('\n')).toMatch(/^Option '--json <value>' argument missing/);
  });

  test('stops with exit code 2 on an argument when the script takes options only', () => {
    const { exitCode, err } = run(() => readArgs(OPTIONS, USAGE, ['--runs', '3', 'extra']));
    expect(exitCode).toBe(2);
    expect(err.join('\n')).toContain("'extra'");
  });

  test('gives the other arguments when the script takes them, and reads none after -- as --help', () => {
    expect(run(() => readCommandLine(OPTIONS, USAGE, { argv: ['a', '--runs', '2', 'b'], positionals: true }))).toEqual({
      result: { values: { runs: '2', 'dry-run': false }, positionals: ['a', 'b'] },
      out: [],
      err: [],
    });
    expect(
      run(() => readCommandLine(OPTIONS, USAGE, { argv: ['--', '--help'], positionals: true })).result,
    ).toMatchObject({ positionals: ['--help'] });
  });
});

describe('a whole number on the command line', () => {
  test('is read as a number when it is one, of at least the minimum', () => {
    expect(run(() => wholeNumber('7', 'runs', USAGE)).result).toBe(7);
    expect(run(() => wholeNumber('3', 'runs', USAGE, 3)).result).toBe(3);
  });

  test('stops with exit code 2 and says what it takes otherwise', () => {
    for (const value of ['', 'five', '2.5', '0', '-1']) {
      const { exitCode, err } = run(() => wholeNumber(value, 'runs', USAGE));
      expect(exitCode).toBe(2);
      expect(err.join('\n')).toContain('--runs takes a whole number of at least 1');
    }
  });
});
