import { CONTACT_ENDPOINT } from '@/lib/contact-endpoint';
import { ContactForm } from './contact-form';
import { SocialCards, contactSocials } from './social-cards';
import styles from './contact-section.module.scss';

/** The contact page's body: the social cards, then the form, which offers the same profiles when sending fails. */
export function ContactSection() {
  return (
    <div className={styles.section}>
      <SocialCards />
      <section className={styles.formCard} aria-labelledby="contact-form-heading">
        <h2 id="contact-form-heading" className={styles.heading}>
          Send me a message
        </h2>
        <p className={styles.note}>All fields are required.</p>
        <ContactForm
          endpoint={CONTACT_ENDPOINT}
          otherWays={contactSocials().map(({ label, href }) => ({ label, href }))}
        />
      </section>
    </div>
  );
}
