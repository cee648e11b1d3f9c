import { PageTitle } from '@/components/shared/page-title';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/metadata';
import styles from './privacy-page.module.scss';

/** The privacy page's path (both languages: /privacy, /pt-br/privacy). */
export const PRIVACY_PATH = '/privacy';

export const privacyMetadata = (locale: Locale) => {
  const words = messagesFor(locale).privacy;
  return pageMetadata({ title: words.title, description: words.description, path: PRIVACY_PATH, locale });
};

/** Privacy: what the site's own statistics count (contact-api's /api/stats) and what they never keep. */
export function PrivacyPage({ locale }: { locale: Locale }) {
  const words = messagesFor(locale).privacy;
  return (
    <>
      <PageTitle
        locale={locale}
        copy={{ title: words.title, lead: words.lead, fieldLang: {} }}
        breadcrumbPath={PRIVACY_PATH}
      />
      <div className={styles.body}>
        <h2>{words.countedHeading}</h2>
        <ul>
          {words.counted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h2>{words.neverHeading}</h2>
        <ul>
          {words.never.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h2>{words.keptHeading}</h2>
        <p>{words.kept}</p>
      </div>
    </>
  );
}
