import { CONTACT_ENDPOINT } from '@/lib/contact-endpoint';
import { ContactForm } from './contact-form';
import { SocialCards } from './social-cards';
import styles from './contact-section.module.scss';

/** The contact page's body: the social cards, then the form. */
export function ContactSection() {
  return (
    <div className={styles.section}>
      <SocialCards />
      <section className={styles.formCard} aria-labelledby="contact-form-heading">
        <h2 id="contact-form-heading" className={styles.heading}>
          Send me a message
        </h2>
        <p className={styles.note}>All fields are required.</p>
        <ContactForm endpoint={CONTACT_ENDPOINT} />
      </section>
    </div>
  );
}
