import { prePaintScript } from './pre-paint-script';

/** Runs a script's source the way the browser would, in its own scope. */
const runInPage = (source: string) => new Function(source)();

describe('a pre-paint script', () => {
  afterEach(() => document.documentElement.removeAttribute('data-probe'));

  it('calls its function with the values given, as the page parses it', () => {
    const mark = (name: string, value: { text: string }) => document.documentElement.setAttribute(name, value.text);
    runInPage(prePaintScript(mark, 'data-probe', { text: 'set' }));
    expect(document.documentElement.getAttribute('data-probe')).toBe('set');
  });

  it('passes functions as functions, so one rule can serve the script and the components', () => {
    const double = (value: number) => value * 2;
    const mark = (twice: (value: number) => number) =>
      document.documentElement.setAttribute('data-probe', String(twice(21)));
    runInPage(prePaintScript(mark, double));
    expect(document.documentElement.getAttribute('data-probe')).toBe('42');
  });

  it('cannot be closed early by a value', () => {
    const source = prePaintScript((text: string) => void text, '</script><script>alert(1)</script>');
    expect(source).not.toContain('</script');
  });
});
