import { prePaintScript } from '@/lib/pre-paint-script';
import { paper } from '@/styles/tokens';
import { startTheme, THEME_KEY, THEME_OPTIONS } from './theme';

/** The head of a page as the export writes it, and the header's radio buttons. */
function page() {
  document.head.innerHTML = `
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="${paper.light}">
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${paper.dark}">`;
  document.body.innerHTML = THEME_OPTIONS.map(
    ({ value }) => `<input type="radio" name="theme" value="${value}"${value === 'system' ? ' checked' : ''}>`,
  ).join('');
}

/** Runs the script as the browser would, from its source, as the page's <head> is parsed. */
const runInHead = () => new Function(prePaintScript(startTheme, THEME_KEY, paper))();
const parsed = () => document.dispatchEvent(new Event('DOMContentLoaded'));
const theme = () => document.documentElement.dataset.theme ?? 'system';
const themeColours = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);
const checked = () => document.querySelector<HTMLInputElement>('input[name="theme"]:checked')?.value;
function choose(value: string) {
  const input = document.querySelector<HTMLInputElement>(`input[name="theme"][value="${value}"]`)!;
  input.checked = true;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

// The script's listeners live as long as the page; each test is a page of its own.
const listeners: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
function recordListeners(target: EventTarget) {
  const add = target.addEventListener.bind(target);
  jest
    .spyOn(target, 'addEventListener')
    .mockImplementation((type: string, listener: EventListenerOrEventListenerObject | null, options?) => {
      if (listener) listeners.push([target, type, listener]);
      add(type, listener, options);
    });
}
beforeEach(() => {
  recordListeners(document);
  recordListeners(window);
  page();
});
afterEach(() => {
  for (const [target, type, listener] of listeners.splice(0)) target.removeEventListener(type, listener);
  jest.restoreAllMocks();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the theme script', () => {
  it('follows the system when nothing is remembered: no mark on <html>, each theme-color by its media query', () => {
    runInHead();
    parsed();
    expect(theme()).toBe('system');
    expect(themeColours()).toEqual([paper.light, paper.dark]);
    expect(checked()).toBe('system');
  });

  it.each(['light', 'dark'] as const)('puts a remembered %s on <html> and on every theme-color tag', (choice) => {
    localStorage.setItem(THEME_KEY, choice);
    runInHead();
    expect(theme()).toBe(choice);
    expect(themeColours()).toEqual([paper[choice], paper[choice]]);
  });

  it('checks the remembered choice in the control once the page is parsed', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    runInHead();
    expect(checked()).toBe('system'); // the header is not parsed yet when the script runs
    parsed();
    expect(checked()).toBe('dark');
  });

  it('treats a value it does not know as System', () => {
    localStorage.setItem(THEME_KEY, 'sepia');
    runInHead();
    parsed();
    expect(theme()).toBe('system');
    expect(checked()).toBe('system');
  });

  it('applies and remembers a choice at once, and forgets it for System', () => {
    runInHead();
    parsed();
    choose('dark');
    expect(theme()).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(themeColours()).toEqual([paper.dark, paper.dark]);
    choose('system');
    expect(theme()).toBe('system');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(themeColours()).toEqual([paper.light, paper.dark]);
  });

  it('leaves other form fields alone', () => {
    runInHead();
    document.body.insertAdjacentHTML('beforeend', '<input type="radio" name="size" value="dark">');
    const other = document.querySelector<HTMLInputElement>('input[name="size"]')!;
    other.checked = true;
    other.dispatchEvent(new Event('change', { bubbles: true }));
    expect(theme()).toBe('system');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });

  it('follows a choice made in another tab', () => {
    runInHead();
    parsed();
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'light' }));
    expect(theme()).toBe('light');
    expect(checked()).toBe('light');
  });

  it('still applies a choice, for the page, when storage is off', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runInHead).not.toThrow();
    parsed();
    expect(theme()).toBe('system');
    choose('dark');
    expect(theme()).toBe('dark');
  });
});
