import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './page-title.module.scss';

/** Props of a page's title band. */
export interface PageTitleProps {
  /** The page's name: the `<h1>` and the breadcrumb's last step. */
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  /** Show `Home / {title}` above the title. */
  breadcrumb?: boolean;
}

/** The title band at the top of inner pages, with an optional breadcrumb back to Home. */
export function PageTitle({ title, lead, breadcrumb = false }: PageTitleProps) {
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        {breadcrumb && (
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <ol>
              <li>
                <Link href="/">Home</Link>
              </li>
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
        )}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
    </div>
  );
}
