import path from 'node:path';
import type { FontNames } from './font-names';

/**
 * The faces the CV prints in: the site's own fonts (styles/fonts.ts), DM Sans for text and Bricolage Grotesque for
 * headings, at the weights the CV uses, each cut from the `latin` file of @fontsource-variable (Portuguese
 * included) with the `latin-ext` one behind it for names such as "Łódź". Free of the PDF library, so the cache key
 * (and its test) can name the files without loading it; fonts.ts registers them.
 */

/** The families the CV's styles name. */
export const FAMILIES = { text: 'DM Sans', display: 'Bricolage Grotesque' } as const;
type Family = (typeof FAMILIES)[keyof typeof FAMILIES];

/** One face: a static instance of a variable font, with names of its own. */
export interface Face extends FontNames {
  /** The family the styles name (`… Ext` for the fallback). */
  register: string;
  weight: 400 | 700;
  /** The @fontsource-variable file it is cut from, under node_modules/@fontsource-variable/. */
  source: string;
}

const SUBSETS = [
  { suffix: '', files: 'latin', tag: '' },
  { suffix: ' Ext', files: 'latin-ext', tag: 'LatinExt' },
] as const;

export const FACES: readonly Face[] = SUBSETS.flatMap(({ suffix, files, tag }) => [
  ...([400, 700] as const).map((weight) => ({
    register: `${FAMILIES.text}${suffix}`,
    family: FAMILIES.text,
    style: weight === 700 ? 'Bold' : 'Regular',
    postscriptName: `DMSans${tag}-${weight === 700 ? 'Bold' : 'Regular'}`,
    weight,
    source: `dm-sans/files/dm-sans-${files}-wght-normal.woff2`,
  })),
  {
    register: `${FAMILIES.display}${suffix}`,
    family: FAMILIES.display,
    style: 'Bold',
    postscriptName: `BricolageGrotesque${tag}-Bold`,
    weight: 700 as const,
    source: `bricolage-grotesque/files/bricolage-grotesque-${files}-wght-normal.woff2`,
  },
]);

/** Where a face's variable font file is. */
export function sourceOf(face: Face): string {
  return path.join(process.cwd(), 'node_modules', '@fontsource-variable', face.source);
}

/** The variable font files the CV is cut from (their bytes are part of the CV's cache key). */
export function fontSources(): string[] {
  return [...new Set(FACES.map(sourceOf))];
}

/** A family with its `latin-ext` fallback, for a style's `fontFamily`. */
export function withFallback(family: Family): string[] {
  return [family, `${family}${SUBSETS[1].suffix}`];
}
