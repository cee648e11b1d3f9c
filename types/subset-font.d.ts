/** subset-font ships no types: the part scripts/cv/fonts.ts uses (and scripts/build-fonts.ts). */
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** Pin an axis (`{ wght: 700 }`) or narrow it (`{ wght: { min: 400, max: 700 } }`). */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** Keep every glyph (instancing without subsetting); `text` must then be empty. */
    keepAllGlyphs?: boolean;
  }

  export default function subsetFont(font: Buffer, text: string | undefined, options?: Options): Promise<Buffer>;
}
