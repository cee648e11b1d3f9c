import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';

/**
 * Reads a PDF back as a reader's software would (PDF.js, through unpdf): its text, its metadata and the fonts it
 * embeds. The CV's tests use it (through cv-probe.ts) to check the CVs say what the content says.
 */

export interface PdfReading {
  pages: number;
  /** Every page's text in drawing order, whitespace collapsed to single spaces. */
  text: string;
  title: string;
  language: string;
  /** Each page's size in points, `[width, height]`. */
  sizes: [number, number][];
  /** The names of the fonts its pages use, as embedded (`ABCDEF+DMSans-Bold` for a subset). */
  fonts: string[];
  /** Whether every font its pages use is embedded in the file (none taken from the reader's system). */
  allFontsEmbedded: boolean;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const { OPS } = await getResolvedPDFJS();
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { info } = await pdf.getMetadata();
  const fields: Record<string, unknown> = info && typeof info === 'object' ? { ...info } : {};
  const texts: string[] = [];
  const sizes: [number, number][] = [];
  const fonts = new Set<string>();
  let allFontsEmbedded = true;
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    sizes.push([Math.round(x1 - x0), Math.round(y1 - y0)]);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    // The operator list makes PDF.js load every font the page draws with.
    const operators = await page.getOperatorList();
    for (const [index, op] of operators.fnArray.entries()) {
      if (op !== OPS.setFont) continue;
      const [id] = operators.argsArray[index] as [string];
      const font: unknown = page.commonObjs.get(id);
      if (!font || typeof font !== 'object') continue;
      fonts.add('name' in font ? textOf(font.name) : '');
      if ('missingFile' in font && font.missingFile) allFontsEmbedded = false;
    }
  }
  await pdf.destroy();
  return {
    pages: sizes.length,
    text: texts.join(' ').replace(/\s+/g, ' ').trim(),
    title: textOf(fields.Title),
    language: textOf(fields.Language),
    sizes,
    fonts: [...fonts].sort(),
    allFontsEmbedded,
  };
}
