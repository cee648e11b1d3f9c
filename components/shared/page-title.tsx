import type { LocalizedPageCopy } from '@/lib/content';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { Breadcrumb } from './breadcrumb';
import styles from './page-title.module.scss';

/** Props of a page's title band. */
export interface PageTitleProps {
  locale: Locale;
  /** The page's words: its name (the `<h1>` and the breadcrumb's last step) and the line under it. */
  copy: Pick<LocalizedPageCopy, 'title' | 'lead' | 'fieldLang'>;
  /** Show `Home / {title}` above the title: the page's English path. */
  breadcrumbPath?: string;
}

/** The title band at the top of inner pages, with an optional breadcrumb back to Home. */
export function PageTitle({ locale, copy, breadcrumbPath }: PageTitleProps) {
  const words = messagesFor(locale);
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        {breadcrumbPath && (
          <Breadcrumb
            label={words.breadcrumb}
            crumbs={[
              { label: words.nav.links.home, href: localizePath('/', locale) },
              { label: copy.title, ...(copy.fieldLang.title && { lang: copy.fieldLang.title }) },
            ]}
            path={localizePath(breadcrumbPath, locale)}
          />
        )}
        <h1 className={styles.title} lang={copy.fieldLang.title}>
          {copy.title}
        </h1>
        {copy.lead && (
          <p className={styles.lead} lang={copy.fieldLang.lead}>
            {copy.lead}
          </p>
        )}
      </div>
    </div>
  );
}
