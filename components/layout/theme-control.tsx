import { MoonIcon, SunIcon, SystemIcon } from '@/components/shared/icons';
import { THEME_KEY, THEME_OPTIONS, type ThemeChoice } from './theme';
import styles from './theme-control.module.scss';

/** The panel's id, for the button's `popovertarget` (one header per page). */
const PANEL_ID = 'theme-options';

/**
 * The header's Theme control: a button named `Theme` that opens a small panel of radio
 * buttons, `Light`, `Dark` and `System` (checked in the HTML: the default).
 *
 * Plain HTML, no client component: the browser opens the panel itself (a popover, like the phone menu), and the
 * theme script in the page's <head> (theme-script.tsx) remembers and applies each choice, so the control works from
 * the first paint, before the framework boots, and costs no JavaScript bundle. Without JavaScript the radio buttons
 * still switch the colours, by CSS alone (styles/globals.scss), while the page is open. The button's icon (sun,
 * moon, half disc) follows the choice by CSS too: nothing in its box changes when the page's script arrives.
 */
export function ThemeControl({ labels }: { labels: Record<'label' | ThemeChoice, string> }) {
  return (
    <div className={styles.theme}>
      <button
        type="button"
        className={styles.button}
        popoverTarget={PANEL_ID}
        aria-label={labels.label}
        title={labels.label}
      >
        <SunIcon className={styles.light} />
        <MoonIcon className={styles.dark} />
        <SystemIcon className={styles.system} />
      </button>
      <fieldset id={PANEL_ID} className={styles.panel} popover="auto">
        <legend className={styles.legend}>{labels.label}</legend>
        {THEME_OPTIONS.map(({ value }) => (
          <label key={value} className={styles.option}>
            <input type="radio" name={THEME_KEY} value={value} defaultChecked={value === 'system'} />
            {labels[value]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
