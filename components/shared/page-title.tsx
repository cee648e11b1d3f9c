import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb';
import styles from './page-title.module.scss';

/** Props of a page's title band. */
export interface PageTitleProps {
  /** The page's name: the `<h1>` and the breadcrumb's last step. */
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  /** Show `Home / {title}` above the title: the page's path. */
  breadcrumbPath?: string;
}

/** The title band at the top of inner pages, with an optional breadcrumb back to Home. */
export function PageTitle({ title, lead, breadcrumbPath }: PageTitleProps) {
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        {breadcrumbPath && (
          <Breadcrumb crumbs={[{ label: 'Home', href: '/' }, { label: title }]} path={breadcrumbPath} />
        )}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
    </div>
  );
}
