import Link from 'next/link';
import { contentFor } from '@/lib/content';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { navLinks } from '@/lib/content/navigation';
import { LanguageLink } from './language-link';
import { MainNav } from './main-nav';
import { ThemeControl } from './theme-control';
import styles from './site-header.module.scss';

/** The header on every page: the owner's name back to Home, the menu, the language link and the Theme control. */
export function SiteHeader({ locale }: { locale: Locale }) {
  const words = messagesFor(locale);
  const links = navLinks.map((link) => ({
    href: localizePath(link.href, locale),
    label: words.nav.links[link.key],
  }));
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={localizePath('/', locale)} className={styles.brand}>
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.name}>{contentFor(locale).site.ownerName}</span>
        </Link>
        <MainNav links={links} labels={words.nav} />
        <LanguageLink label={words.language.name} className={styles.language} />
        <ThemeControl labels={words.theme} />
      </div>
    </header>
  );
}
