import { Link, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { format } from '../../lib/i18n/messages';
import type { CvData } from './cv-data';
import { styles } from './styles';

/** A section of the CV: its heading (never left alone at the foot of a page) and what it holds. */
export function CvSection({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <View style={styles.section}>
      <Text style={styles.heading} minPresenceAhead={36}>
        {title}
        {note && <Text style={styles.headingNote}> · {note}</Text>}
      </Text>
      {children}
    </View>
  );
}

/** The bio, as the about page has it. */
export function CvProfile({ cv }: { cv: CvData }) {
  return (
    <CvSection title={cv.words.profile}>
      {cv.bio.map((paragraph) => (
        <Text key={paragraph} style={styles.paragraph}>
          {paragraph}
        </Text>
      ))}
    </CvSection>
  );
}

/** The services, as cards three to a row like the site's. */
export function CvServices({ cv }: { cv: CvData }) {
  if (cv.services.length === 0) return null;
  return (
    <CvSection title={cv.words.services}>
      <View style={styles.grid}>
        {cv.services.map((service) => (
          <View key={service.title} style={styles.cell} wrap={false}>
            <View style={styles.card}>
              <Text style={styles.cardTitle}>{service.title}</Text>
              <Text style={styles.small}>{service.description}</Text>
            </View>
          </View>
        ))}
      </View>
    </CvSection>
  );
}

/** The voice demos (where to hear them) and the clients, side by side when there are both. */
export function CvVoiceAndClients({ cv }: { cv: CvData }) {
  const { words } = cv;
  const voice = cv.voice.length > 0 && (
    <CvSection title={words.voice}>
      {cv.voice.map((demo) => (
        <Text key={demo.title} style={[styles.small, styles.spaced]}>
          <Text style={styles.strong}>{demo.title}</Text> · {demo.description}
        </Text>
      ))}
      <Link src={cv.voicePage.href} style={[styles.small, styles.link]}>
        {format(words.listen, { address: cv.voicePage.text })}
      </Link>
    </CvSection>
  );
  const clients = cv.clients.length > 0 && (
    <CvSection title={words.clients}>
      {/* One text a name: the list wraps between names, never inside one. */}
      <View style={styles.names}>
        {cv.clients.map((client, index) => (
          <Text key={client} style={[styles.small, styles.clientName]}>
            {client}
            {index < cv.clients.length - 1 && ' ·'}
          </Text>
        ))}
      </View>
    </CvSection>
  );
  if (!voice || !clients) return voice || clients || null;
  return (
    <View style={styles.columns}>
      <View style={styles.narrow}>{voice}</View>
      <View style={styles.wide}>{clients}</View>
    </View>
  );
}
