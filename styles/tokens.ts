import { FILTER_KEYS } from '../lib/content/filter-keys';

/**
 * Design tokens that both Sass and TypeScript need, written once. next.config.ts turns them into Sass variables
 * (`$bp-md`, `$motion-base`, the gallery's `$filter-keys` …) prepended to every stylesheet; components import them directly.
 */

/** Layout breakpoints in px (min-width). `nav` (1200) is where the full menu replaces the toggle. */
export const breakpoints = {
  xs: 320,
  sm: 480,
  md: 640,
  lightbox: 768,
  lg: 992,
  nav: 1200,
} as const;

/** The site's motion values, in milliseconds unless named otherwise. */
export const motion = {
  /** On-scroll reveal: duration and the distance from the viewport edge that triggers it. */
  reveal: 400,
  revealOffsetPx: 120,
  /** Timeline items reveal this much later than their neighbours. */
  timelineDelay: 200,
  /** Carousel transition and autoplay delay. */
  carouselSpeed: 600,
  carouselAutoplay: 5000,
  /** Masonry rearrangement when the filter changes, and the resize debounce. */
  masonry: 400,
  masonryResizeDebounce: 100,
  /** Small interface transitions (menu, buttons). */
  fast: 160,
  base: 240,
} as const;

/**
 * The page's background in each theme: the `--paper` of styles/globals.scss, and the browser's `theme-color`
 * (components/layout/site-root.tsx, components/layout/theme-script.tsx), which must match it.
 */
export const paper = { light: '#faf6ef', dark: '#15141f' } as const;

/**
 * The light theme's other colours (`--ink`, `--ink-soft` … of styles/globals.scss, which takes them from here as
 * `$light-ink` …) and the bright ones both themes share (`$mustard` …). The CV (scripts/cv/) prints in them, so
 * it stays in the site's colours. Where each may be used (contrast): styles/globals.scss.
 */
export const lightColours = {
  ink: '#1b1a2e',
  inkSoft: '#4d4a63',
  paper2: '#f1e9dc',
  line: '#ddd2c0',
  accent: '#ab3410',
  teal: '#1f6f6d',
} as const;
export const brightColours = { mustard: '#f2b134', lilac: '#b8a4e3', peach: '#f6c3b0' } as const;

/** Scroll distance after which the back-to-top control appears. */
export const SCROLL_TOP_THRESHOLD = 100;

/** Sass source for the tokens above; next.config.ts prepends it to every stylesheet. */
export function tokensAsSass(): string {
  const lines = [
    ...Object.entries(breakpoints).map(([name, px]) => `$bp-${name}: ${px}px;`),
    ...Object.entries(motion).map(([name, value]) =>
      name.endsWith('Px') ? `$motion-${kebab(name)}: ${value}px;` : `$motion-${kebab(name)}: ${value}ms;`,
    ),
    ...Object.entries(paper).map(([theme, colour]) => `$paper-${theme}: ${colour};`),
    ...Object.entries(lightColours).map(([name, colour]) => `$light-${kebab(name)}: ${colour};`),
    ...Object.entries(brightColours).map(([name, colour]) => `$${name}: ${colour};`),
    `$filter-keys: ${FILTER_KEYS.join(', ')};`,
  ];
  return `${lines.join('\n')}\n`;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
