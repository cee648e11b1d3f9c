/**
 * The visitor's choice of colours: Light, Dark, or whatever the system prefers. The choice
 * lives in localStorage under THEME_KEY; the page shows it as `<html data-theme="light|dark">` (none for System),
 * which styles/globals.scss turns into the palette, `color-scheme` included.
 */
export type ThemeChoice = 'light' | 'dark' | 'system';

/** The control's options, in order (their names are in the message catalogues, lib/i18n/messages.*.ts). */
export const THEME_OPTIONS: readonly { value: ThemeChoice }[] = [
  { value: 'light' },
  { value: 'dark' },
  { value: 'system' },
];

/** The localStorage key of the choice, and the `name` of the control's radio buttons. */
export const THEME_KEY = 'theme';

/**
 * Runs in the page's <head>, before the first paint (a pre-paint script, lib/pre-paint-script.ts), and for the
 * page's whole life, so it is all the control needs: the header's radio buttons work before the framework boots,
 * and nothing of this reaches the JavaScript bundles.
 * - Puts the remembered choice on <html> and on the `theme-color` meta tags (each keeps its own colour, by its
 *   media query, under System).
 * - Checks the matching radio button once the page is parsed (the header comes after this script).
 * - Remembers and applies every change of the radio buttons (one listener on the document).
 * - Follows a choice made in another tab of the site.
 *
 * Self-contained (it travels as its source): it uses only its parameters and the browser's globals.
 */
export function startTheme(key: string, colours: Readonly<Record<'light' | 'dark', string>>): void {
  const root = document.documentElement;
  const apply = (choice: string | null): string => {
    const fixed = choice === 'light' || choice === 'dark' ? choice : null;
    if (fixed) root.dataset.theme = fixed;
    else delete root.dataset.theme;
    document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => {
      meta.content = colours[fixed ?? (meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light')];
    });
    return fixed ?? 'system';
  };
  // Once the page is parsed: the radio button, and the meta tags again (they may come after this script).
  const show = () => {
    apply(current);
    const input = document.querySelector<HTMLInputElement>(`input[name="${key}"][value="${current}"]`);
    if (input) input.checked = true;
  };
  let current = 'system';
  try {
    current = apply(localStorage.getItem(key));
  } catch {
    // Storage may be off (a privacy setting): the page follows the system, and a choice lasts for the page.
  }
  document.addEventListener('DOMContentLoaded', show);
  // A browser may restore the radio buttons' old state as the page is parsed or shown again from its history cache
  // (`autocomplete="off"` would stop it, but HTML does not allow it on radio buttons): check the remembered choice
  // again once the page is shown.
  addEventListener('pageshow', show);
  document.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== key) return;
    current = apply(input.value);
    try {
      if (current === 'system') localStorage.removeItem(key);
      else localStorage.setItem(key, current);
    } catch {
      // Not remembered; still applied.
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== key) return;
    current = apply(event.newValue);
    show();
  });
}
