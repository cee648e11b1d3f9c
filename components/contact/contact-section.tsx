import { CvLink } from '@/components/shared/cv-link';
import { contentFor } from '@/lib/content';
import { CONTACT_ENDPOINT } from '@/lib/contact-endpoint';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { ContactForm } from './contact-form';
import { SocialCards, contactSocials } from './social-cards';
import styles from './contact-section.module.scss';

/**
 * The contact page's body: the social cards and the CV, then the form, which offers the same profiles when sending
 * fails.
 */
export function ContactSection({ locale }: { locale: Locale }) {
  const words = messagesFor(locale).contact;
  return (
    <div className={styles.section}>
      <SocialCards locale={locale} />
      <CvLink locale={locale} ownerName={contentFor(locale).site.ownerName} />
      <section className={styles.formCard} aria-labelledby="contact-form-heading">
        <h2 id="contact-form-heading" className={styles.heading}>
          {words.heading}
        </h2>
        <p className={styles.note}>{words.allRequired}</p>
        <ContactForm
          endpoint={CONTACT_ENDPOINT}
          otherWays={contactSocials(locale).map(({ label, href }) => ({ label, href }))}
          words={words}
          locale={locale}
        />
      </section>
    </div>
  );
}
