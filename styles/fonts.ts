import localFont from 'next/font/local';

/**
 * Self-hosted variable fonts from @fontsource-variable (nothing is fetched at build or run time).
 * Bricolage Grotesque for display type, DM Sans for reading; the Latin subset covers Portuguese accents.
 * `optional`: both are preloaded, so they are nearly always there for the first paint; when one is late (a slow
 * first visit) the page keeps the fallback for that view instead of re-flowing text under the reader (CLS 0).
 */
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'optional',
  variable: '--font-bricolage',
  fallback: ['Arial Narrow', 'system-ui', 'sans-serif'],
});

export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
  weight: '100 1000',
  display: 'optional',
  variable: '--font-dm-sans',
  fallback: ['system-ui', 'Segoe UI', 'sans-serif'],
});
