import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import subsetFont from 'subset-font';
import { FACES, sourceOf } from './faces';
import { renameFont } from './font-names';

/**
 * Hands the CV's faces (faces.ts) to the PDF library. The site's fonts are variable WOFF2 files, which the library's
 * font engine (fontkit) cannot embed: it fails while subsetting them. So each weight is pinned to a static
 * TrueType instance with HarfBuzz (subset-font, as scripts/build-fonts.ts does for the site), given names of its
 * own (font-names.ts) and registered as TrueType; the library then embeds only the glyphs the CV uses.
 */

function readSource(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    throw new Error(`${path.relative(process.cwd(), file)} is missing: run npm install.`);
  }
}

let registered: Promise<void> | undefined;

/**
 * Registers the faces once per process. Words are never hyphenated: the library's hyphenation is English only, and
 * the CV is in Portuguese too.
 */
export function registerFonts(): Promise<void> {
  registered ??= (async () => {
    for (const face of FACES) {
      const pinned = await subsetFont(readSource(sourceOf(face)), undefined, {
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

/**
 * The characters of `text` that none of the faces can draw (they would print as empty boxes): letters of scripts
 * the site's fonts do not cover, emoji.
 */
export async function missingCharacters(text: string): Promise<string[]> {
  await registerFonts();
  const fonts = [];
  for (const face of FACES) {
    const descriptor = { fontFamily: face.register, fontWeight: face.weight };
    await Font.load(descriptor);
    fonts.push(Font.getFont(descriptor).data);
  }
  const missing = new Set<string>();
  for (const character of text) {
    if (/\s/.test(character) || (character.codePointAt(0) ?? 0) < 0x20) continue;
    const code = character.codePointAt(0) ?? 0;
    if (!fonts.some((font) => font?.hasGlyphForCodePoint(code))) missing.add(character);
  }
  return [...missing];
}
