import { FILTER_KEYS } from '../data/filter-keys';

/**
 * Design tokens that both Sass and TypeScript need, written once. next.config.ts turns them into Sass variables
 * (`$bp-md`, `$motion-base`, the gallery's `$filter-keys` …) prepended to every stylesheet; components import them directly.
 */

/** Layout breakpoints in px (min-width). `nav` is where the full menu replaces the toggle (UI contract: 1200). */
export const breakpoints = {
  xs: 320,
  sm: 480,
  md: 640,
  lightbox: 768,
  lg: 992,
  nav: 1200,
} as const;

/** Motion values of the spec, in milliseconds unless named otherwise. */
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
    `$filter-keys: ${FILTER_KEYS.join(', ')};`,
  ];
  return `${lines.join('\n')}\n`;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
