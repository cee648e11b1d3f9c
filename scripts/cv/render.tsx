import { renderToBuffer } from '@react-pdf/renderer';
import type { CvSize } from '../../lib/cv-paths';
import { CvDocument } from './cv-document';
import type { CvData } from './cv-data';
import { registerFonts } from './fonts';

/** A written CV: the PDF file and how many pages it has. */
export interface RenderedCv {
  pdf: Buffer;
  pages: number;
}

/** Writes the CV of `cv` on paper of `size`, in memory. */
export async function renderCv(cv: CvData, size: CvSize): Promise<RenderedCv> {
  await registerFonts();
  let pages = 0;
  const pdf = await renderToBuffer(<CvDocument cv={cv} size={size} onPages={(total) => (pages = total)} />);
  return { pdf, pages };
}
