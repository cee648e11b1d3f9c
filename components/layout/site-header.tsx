import Link from 'next/link';
import { site } from '@/data';
import { MainNav } from './main-nav';
import { ThemeControl } from './theme-control';
import styles from './site-header.module.scss';

/** The header on every page: the owner's name back to Home, the menu, and the Theme control. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand}>
          <span className={styles.mark} aria-hidden="true" />
          {site.ownerName}
        </Link>
        <MainNav />
        <ThemeControl />
      </div>
    </header>
  );
}
