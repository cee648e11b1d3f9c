import { contentFor, type LocalizedSite } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { format, messagesFor } from '@/lib/i18n/messages';
import { CvLink } from '@/components/shared/cv-link';
import styles from './about-section.module.scss';

/** The about section: the roles the owner works in and her bio. */
export function AboutSection({ locale }: { locale: Locale }) {
  return <AboutView site={contentFor(locale).site} locale={locale} />;
}

/** The about section drawn from the site's data (also the editor's preview, cms/preview/). */
export function AboutView({
  site,
  locale,
}: {
  site: Pick<LocalizedSite, 'ownerName' | 'location' | 'careerStartYear' | 'roles' | 'bio'> & {
    fieldLang: Pick<LocalizedSite['fieldLang'], 'location' | 'roles' | 'bio'>;
  };
  locale: Locale;
}) {
  const words = messagesFor(locale).about;
  return (
    <section className={styles.about} aria-labelledby="about-heading">
      <div className={styles.intro}>
        <h2 id="about-heading" className={styles.heading}>
          {format(words.greeting, { name: site.ownerName })}
        </h2>
        <p className={styles.location}>
          <span lang={site.fieldLang.location}>{site.location}</span> ·{' '}
          {format(words.animatingSince, { year: site.careerStartYear })}
        </p>
        <h3 className={styles.rolesHeading}>{words.roles}</h3>
        <ul className={styles.roles} lang={site.fieldLang.roles}>
          {site.roles.map((role) => (
            <li key={role}>{role}</li>
          ))}
        </ul>
        <CvLink locale={locale} ownerName={site.ownerName} className={styles.cv} />
      </div>
      <div className={styles.bio} lang={site.fieldLang.bio}>
        {site.bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
