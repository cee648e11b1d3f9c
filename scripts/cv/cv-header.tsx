import { Link, Text, View } from '@react-pdf/renderer';
import type { CvData } from './cv-data';
import { styles } from './styles';

/** The top of the first page: the site's page title band, with the owner, her roles and where to find her. */
export function CvHeader({ cv }: { cv: CvData }) {
  const { words } = cv;
  return (
    <View style={styles.band}>
      <View style={styles.sun} />
      <View style={styles.moon} />
      <View style={styles.identity}>
        <Text style={styles.eyebrow}>
          {cv.discipline} · {cv.city}
        </Text>
        <Text style={styles.name}>{cv.name}</Text>
        <Text style={styles.tagline}>{cv.tagline}</Text>
        <View style={styles.chips}>
          {cv.roles.map((role) => (
            <View key={role} style={styles.chip}>
              <Text style={styles.chipText}>{role}</Text>
            </View>
          ))}
        </View>
      </View>
      <View style={styles.contact}>
        <Text style={styles.label}>{words.website}</Text>
        <Link src={cv.website.href} style={[styles.contactLine, styles.link]}>
          {cv.website.text}
        </Link>
        <Text style={styles.label}>{words.contactPage}</Text>
        <Link src={cv.contactPage.href} style={[styles.contactLine, styles.link]}>
          {cv.contactPage.text}
        </Link>
        {cv.socials.length > 0 && <Text style={styles.label}>{words.profiles}</Text>}
        {cv.socials.map((social) => (
          <Text key={social.href} style={styles.contactLine}>
            {social.label}{' '}
            <Link src={social.href} style={styles.link}>
              {social.handle}
            </Link>
          </Text>
        ))}
      </View>
    </View>
  );
}
