import Link from 'next/link';
import { breadcrumbData, type Crumb } from '@/lib/structured-data';
import { JsonLd } from './json-ld';
import styles from './breadcrumb.module.scss';

/** Props of a breadcrumb: the steps from Home, the last being the current page (no link). */
export interface BreadcrumbProps {
  crumbs: Crumb[];
  /** The current page's path, for the structured data. */
  path: string;
  /** The trail's name, in the page's language. */
  label: string;
}

/** "Home / … / This page", for people, and the same trail as a BreadcrumbList for search engines. */
export function Breadcrumb({ crumbs, path, label }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label} aria-current={crumb.href ? undefined : 'page'}>
            {crumb.href ? (
              <Link href={crumb.href} lang={crumb.lang}>
                {crumb.label}
              </Link>
            ) : crumb.lang ? (
              <span lang={crumb.lang}>{crumb.label}</span>
            ) : (
              crumb.label
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbData(crumbs, path)} />
    </nav>
  );
}
