/**
 * Test support for scripts/cv/cv.test.ts, whose jest cannot load the PDF libraries (ES modules only): reads CVs
 * back and prints what a reader's software finds in them, as JSON.
 *
 *   npx tsx scripts/cv/cv-probe.ts read <file.pdf>…   each file as read back
 *   npx tsx scripts/cv/cv-probe.ts render [locale…]   each language's (or these languages') A4 CV of the
 *                                                      content (CONTENT_DIR), written in memory, read back,
 *                                                      with the characters its fonts lack
 */
import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '../../lib/i18n/locales';
import { cvData } from './cv-data';
import { missingCharacters } from './fonts';
import { readPdf } from './read-pdf';
import { renderCv } from './render';

const [command, ...args] = process.argv.slice(2);

async function probe(): Promise<unknown> {
  if (command === 'read') return Promise.all(args.map(async (file) => readPdf(readFileSync(file))));
  if (command === 'render') {
    const readings = [];
    const asked = LOCALES.filter((locale: Locale) => args.length === 0 || args.includes(locale));
    for (const locale of asked) {
      const cv = cvData(locale, 'https://example.com');
      const { pdf } = await renderCv(cv, 'A4');
      readings.push({ locale, missing: await missingCharacters(JSON.stringify(cv)), ...(await readPdf(pdf)) });
    }
    return readings;
  }
  throw new Error('usage: cv-probe.ts read <file.pdf>… | cv-probe.ts render [locale…]');
}

probe().then(
  (result) => console.log(JSON.stringify(result)),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  },
);
