import { localizePath, type Locale } from './i18n/locales';

/**
 * Where the CV is, written once for the build step that writes it (scripts/cv/build.ts) and the links to it
 * (components/shared/cv-link.tsx). Free of data imports, like lib/paths.ts.
 */

/** The paper sizes the CV is written in: A4, and US Letter for studios in North America. */
export const CV_SIZES = ['A4', 'LETTER'] as const;
export type CvSize = (typeof CV_SIZES)[number];

/** The CV of a language and size, from the site root: `/cv.pdf`, `/pt-br/cv.pdf`, `/cv-letter.pdf` … */
export function cvPath(locale: Locale, size: CvSize = 'A4'): string {
  return localizePath(size === 'A4' ? '/cv.pdf' : '/cv-letter.pdf', locale);
}
