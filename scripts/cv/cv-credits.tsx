import { Text, View } from '@react-pdf/renderer';
import { studioText } from '../../lib/projects';
import type { Credit, CvData } from './cv-data';
import { styles } from './styles';

/**
 * The credits, newest first: a table of one row a project, a row never split across pages. The heading, the column
 * names and the first row stay together (a heading never ends a page alone). `onFirstPage` is told the page the
 * table starts on, for the running head of the pages after it (CvCreditsHead).
 */
export function CvCredits({ cv, onFirstPage }: { cv: CvData; onFirstPage?: (page: number) => void }) {
  const { words } = cv;
  const [first, ...others] = cv.credits;
  if (!first) return null;
  return (
    <View style={styles.section}>
      <View wrap={false}>
        <View
          render={({ pageNumber }) => {
            onFirstPage?.(pageNumber);
            return null;
          }}
        />
        <Text style={styles.heading}>
          {words.credits}
          <Text style={styles.headingNote}> · {words.newestFirst}</Text>
        </Text>
        <CvCreditsHead cv={cv} />
        <CreditRow credit={first} />
      </View>
      {others.map((credit, index) => (
        <CreditRow key={`${index}:${credit.title}`} credit={credit} />
      ))}
    </View>
  );
}

/** The credits' column names. */
export function CvCreditsHead({ cv: { words } }: { cv: CvData }) {
  return (
    <View style={styles.tableHead}>
      <Text style={styles.year}>{words.year}</Text>
      <Text style={styles.title}>{words.title}</Text>
      <Text style={styles.roles}>{words.role}</Text>
      <Text style={styles.studio}>
        {words.studio} | {words.client}
      </Text>
      <Text style={styles.category}>{words.category}</Text>
    </View>
  );
}

function CreditRow({ credit }: { credit: Credit }) {
  return (
    <View style={styles.row} wrap={false}>
      <Text style={[styles.cellText, styles.year]}>{credit.year}</Text>
      <Text style={[styles.cellText, styles.title, styles.strong]}>{credit.title}</Text>
      <Text style={[styles.cellText, styles.roles]}>{credit.roles}</Text>
      <Text style={[styles.cellText, styles.studio]}>{studioText(credit)}</Text>
      <Text style={[styles.cellText, styles.category]}>{credit.category}</Text>
    </View>
  );
}
