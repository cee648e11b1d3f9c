import { prePaintScript } from '@/lib/pre-paint-script';
import { paper } from '@/styles/tokens';
import { startTheme, THEME_KEY } from './theme';

/**
 * The theme's pre-paint script, for the <head> of every page (./site-root.tsx, which every root layout renders):
 * the remembered choice is on <html> before the first frame, so a dark page is dark from its first paint (see
 * startTheme). The root layout is never drawn again in the browser, so React never creates this script itself.
 */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: prePaintScript(startTheme, THEME_KEY, paper) }} />;
}
