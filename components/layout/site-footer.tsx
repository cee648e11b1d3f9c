import { contentFor } from '@/lib/content';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { ExternalLink } from '@/components/shared/external-link';
import { SocialIcon } from '@/components/shared/social-icon';
import { CurrentYear } from './current-year';
import { DeveloperCredit } from './developer-credit';
import styles from './site-footer.module.scss';

/** The footer on every page: copyright line, the owner's social links (if any), the privacy page and the developer credit (if any). */
export function SiteFooter({ locale }: { locale: Locale }) {
  const { site } = contentFor(locale);
  const words = messagesFor(locale).footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copy}>
          © <CurrentYear buildYear={new Date().getFullYear()} /> {site.ownerName}. {words.rights}
        </p>
        {site.socials.length > 0 && (
          <ul className={styles.socials} aria-label={words.socials}>
            {site.socials.map((social) => (
              <li key={social.kind}>
                <ExternalLink href={social.href} className={styles.social} aria-label={social.label}>
                  <SocialIcon kind={social.kind} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.credit}>
          <a href={localizePath('/privacy', locale)}>{words.privacy}</a>
          <DeveloperCredit credit={site.developerCredit} />
        </p>
      </div>
    </footer>
  );
}
