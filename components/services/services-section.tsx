import { contentFor } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { Reveal } from '@/components/motion/reveal';
import { Eyebrow } from '@/components/shared/eyebrow';
import { ServiceIcon } from './service-icon';
import styles from './services-section.module.scss';

/** Props of the services section. */
export interface ServicesSectionProps {
  locale: Locale;
  /** Show the section's own "Services" heading; off where the page title already says it. */
  withHeading?: boolean;
}

/** Every service, each with its icon, title and description, revealed one after another; none, no section. */
export function ServicesSection({ locale, withHeading = true }: ServicesSectionProps) {
  const { services } = contentFor(locale);
  if (services.length === 0) return null;
  const words = messagesFor(locale).services;
  // Card titles sit one level under the nearest heading: the section's own, or the page title's.
  const CardHeading = withHeading ? 'h3' : 'h2';
  return (
    <section
      className={styles.section}
      {...(withHeading ? { 'aria-labelledby': 'services-heading' } : { 'aria-label': words.heading })}
    >
      {withHeading && (
        <div className={styles.head}>
          <Eyebrow>{words.eyebrow}</Eyebrow>
          <h2 id="services-heading" className={styles.heading}>
            {words.heading}
          </h2>
        </div>
      )}
      <ul className={styles.grid}>
        {services.map((service) => (
          <Reveal as="li" key={service.title} delay={service.delay} className={styles.card}>
            <span className={styles.icon} data-icon={service.icon}>
              <ServiceIcon icon={service.icon} />
            </span>
            <CardHeading className={styles.title} lang={service.fieldLang.title}>
              {service.title}
            </CardHeading>
            <p className={styles.desc} lang={service.fieldLang.desc}>
              {service.desc}
            </p>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
