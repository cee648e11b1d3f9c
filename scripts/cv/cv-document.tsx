import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { CvSize } from '../../lib/cv-paths';
import { format } from '../../lib/i18n/messages';
import type { CvData } from './cv-data';
import { CvCredits, CvCreditsHead } from './cv-credits';
import { CvHeader } from './cv-header';
import { CvProfile, CvServices, CvVoiceAndClients } from './cv-sections';
import { styles } from './styles';

/**
 * The CV as a PDF document (react-pdf): the site's page title band with the owner's name and addresses, then the
 * bio, services, voice work, clients and credits, flowing onto as many pages as the content needs, under a running
 * footer. A section the content has nothing for (no services, no voice work, no clients, no projects) is left out.
 */

interface CvDocumentProps {
  cv: CvData;
  size: CvSize;
  /** Told the number of pages once the layout is done. */
  onPages?: (pages: number) => void;
}

export function CvDocument({ cv, size, onPages }: CvDocumentProps) {
  const { words } = cv;
  // The page the credits start on, once the layout has placed them: the pages after it repeat their column names.
  const credits: { firstPage?: number } = {};
  return (
    <Document
      title={words.documentTitle}
      author={cv.name}
      subject={cv.tagline}
      keywords={cv.roles.join(', ')}
      language={cv.locale}
      creator={cv.website.text}
      producer="react-pdf"
    >
      <Page size={size} style={styles.page}>
        <View
          style={styles.runningHead}
          fixed
          render={({ pageNumber }) =>
            credits.firstPage !== undefined && pageNumber > credits.firstPage ? <CvCreditsHead cv={cv} /> : null
          }
        />
        <View style={styles.footer} fixed>
          <Text>
            {words.documentTitle} · {cv.website.text}
          </Text>
          <Text
            render={({ pageNumber, totalPages }) => {
              onPages?.(totalPages);
              return format(words.page, { page: pageNumber, pages: totalPages });
            }}
          />
        </View>
        <CvHeader cv={cv} />
        <CvProfile cv={cv} />
        <CvServices cv={cv} />
        <CvVoiceAndClients cv={cv} />
        <CvCredits cv={cv} onFirstPage={(page) => (credits.firstPage ??= page)} />
      </Page>
    </Document>
  );
}
