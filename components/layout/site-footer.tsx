import { site } from '@/data';
import { ExternalLink } from '@/components/shared/external-link';
import { SocialIcon } from '@/components/shared/social-icon';
import { CurrentYear } from './current-year';
import styles from './site-footer.module.scss';

/** The footer on every page: copyright line, the three social links and the developer credit. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copy}>
          © <CurrentYear buildYear={new Date().getFullYear()} /> {site.ownerName}. All Rights Reserved
        </p>
        <ul className={styles.socials} aria-label="Social links">
          {site.socials.map((social) => (
            <li key={social.kind}>
              <ExternalLink href={social.href} className={styles.social} aria-label={social.label}>
                <SocialIcon kind={social.kind} />
              </ExternalLink>
            </li>
          ))}
        </ul>
        <p className={styles.credit}>
          <ExternalLink href={site.developerCredit.href}>{site.developerCredit.label}</ExternalLink>
        </p>
      </div>
    </footer>
  );
}
