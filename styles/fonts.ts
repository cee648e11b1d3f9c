import localFont from 'next/font/local';

/**
 * Self-hosted fonts from @fontsource-variable (nothing is fetched at build or run time), cut down by
 * scripts/build-fonts.ts to the Latin characters (Portuguese accents included) and the weights the styles use:
 * Bricolage Grotesque 700 for display type (only the characters the content uses), DM Sans 400–700 for reading.
 * Use no other weights.
 * `optional`: both are preloaded, so they are nearly always there for the first paint; when one is late (a slow
 * first visit) the page keeps the fallback for that view instead of re-flowing text under the reader (CLS 0).
 */
export const displayFont = localFont({
  src: '../.cache/fonts/bricolage-grotesque-700.woff2',
  weight: '700',
  display: 'optional',
  variable: '--font-bricolage',
  fallback: ['Arial Narrow', 'system-ui', 'sans-serif'],
});

export const bodyFont = localFont({
  src: '../.cache/fonts/dm-sans-400-700.woff2',
  weight: '400 700',
  display: 'optional',
  variable: '--font-dm-sans',
  fallback: ['system-ui', 'Segoe UI', 'sans-serif'],
});
