import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import subsetFont from 'subset-font';
import { renameFont, type FontNames } from './font-names';

/**
 * The CV prints in the site's own fonts (styles/fonts.ts): DM Sans for text, Bricolage Grotesque for headings, from
 * the same @fontsource-variable files. Those are variable WOFF2 fonts, which the PDF library's font engine (fontkit)
 * cannot embed: it fails while subsetting them. So each weight the CV uses is pinned to a static TrueType instance
 * with HarfBuzz (subset-font, as scripts/build-fonts.mjs does for the site), named for its weight, and handed over
 * as TrueType; the library then embeds only the glyphs the CV uses (a subset per face). Each face comes from the
 * `latin` file (Portuguese included) with the `latin-ext` file behind it for names such as "Łódź".
 */

/** The families the CV's styles name. */
export const FAMILIES = { text: 'DM Sans', display: 'Bricolage Grotesque' } as const;

interface Face extends FontNames {
  /** The family the styles use (the `-ext` one is its fallback). */
  register: string;
  weight: 400 | 700;
  /** The @fontsource-variable file it is cut from. */
  source: string;
}

const SUBSETS = [
  { suffix: '', files: 'latin' },
  { suffix: ' Ext', files: 'latin-ext' },
] as const;

function faces(): Face[] {
  return SUBSETS.flatMap(({ suffix, files }) => {
    const tag = suffix.trim() ? 'LatinExt' : '';
    return [
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
    ];
  });
}

/** The variable font files the CV is cut from (their bytes are part of the CV's cache key). */
export function fontSources(): string[] {
  const root = path.join(process.cwd(), 'node_modules', '@fontsource-variable');
  return [...new Set(faces().map((face) => path.join(root, face.source)))];
}

function readSource(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    throw new Error(`${path.relative(process.cwd(), file)} is missing: run npm install.`);
  }
}

let registered: Promise<void> | undefined;

/**
 * Registers the CV's faces with the PDF library, once per process: each pinned to its weight, renamed, as TrueType.
 * Words are never hyphenated (the library's hyphenation is English only; the CV is in Portuguese too).
 */
export function registerFonts(): Promise<void> {
  registered ??= (async () => {
    const root = path.join(process.cwd(), 'node_modules', '@fontsource-variable');
    for (const face of faces()) {
      const pinned = await subsetFont(readSource(path.join(root, face.source)), undefined, {
        keepAllGlyphs: true,
        targetFormat: 'sfnt',
        variationAxes: { wght: face.weight },
      });
      const font = Buffer.from(renameFont(pinned, face));
      Font.register({
        family: face.register,
        fontWeight: face.weight,
        src: `data:font/ttf;base64,${font.toString('base64')}`,
      });
    }
    Font.registerHyphenationCallback((word) => [word]);
  })();
  return registered;
}

/** A family with its `latin-ext` fallback, for the styles' `fontFamily`. */
export function withFallback(family: (typeof FAMILIES)[keyof typeof FAMILIES]): string[] {
  return [family, `${family}${SUBSETS[1].suffix}`];
}

/**
 * The characters of `text` that none of the CV's faces can draw (they would print as empty boxes): letters of
 * scripts the site's fonts do not cover, emoji. Call after registerFonts.
 */
export async function missingCharacters(text: string): Promise<string[]> {
  const fonts = [];
  for (const face of faces()) {
    const descriptor = { fontFamily: face.register, fontWeight: face.weight };
    await Font.load(descriptor);
    fonts.push(Font.getFont(descriptor).data);
  }
  const missing = new Set<string>();
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (/\s/.test(character) || code < 0x20) continue;
    if (!fonts.some((font) => font && 'hasGlyphForCodePoint' in font && font.hasGlyphForCodePoint(code))) {
      missing.add(character);
    }
  }
  return [...missing];
}
