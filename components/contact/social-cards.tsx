import { contentFor, type LocalizedSite, type SocialLink } from '@/lib/content';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { ExternalLink } from '@/components/shared/external-link';
import { SocialIcon } from '@/components/shared/social-icon';
import styles from './social-cards.module.scss';

/** The contact page shows the networks in this order: video, photos, then the professional profile. */
const ORDER: SocialLink['kind'][] = ['video', 'photo', 'professional'];

/** The owner's social links in the contact page's order. */
export function contactSocials(locale: Locale = DEFAULT_LOCALE): LocalizedSite['socials'] {
  const { site } = contentFor(locale);
  return ORDER.flatMap((kind) => site.socials.filter((social) => social.kind === kind));
}

/** A card per profile the owner has (none to three), each a link that opens in a new tab; no empty list. */
export function SocialCards({ locale }: { locale: Locale }) {
  const socials = contactSocials(locale);
  if (socials.length === 0) return null;
  return (
    <ul className={styles.cards} aria-label={messagesFor(locale).contact.elsewhere}>
      {socials.map((social) => (
        <li key={social.kind}>
          <ExternalLink href={social.href} className={styles.card} data-kind={social.kind}>
            <span className={styles.icon}>
              <SocialIcon kind={social.kind} />
            </span>
            <span className={styles.label}>{social.label}</span>
            <span className={styles.handle}>{social.handle}</span>
            <span className={styles.blurb} lang={social.fieldLang.text}>
              {social.text}
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
