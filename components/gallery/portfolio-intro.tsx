import { contentFor } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { format, messagesFor } from '@/lib/i18n/messages';
import { Eyebrow } from '@/components/shared/eyebrow';
import styles from './portfolio-intro.module.scss';

/** The top of the portfolio page: the greeting heading and a line about the gallery. */
export function PortfolioIntro({ locale }: { locale: Locale }) {
  const { pages, site } = contentFor(locale);
  return (
    <div className={styles.intro}>
      <Eyebrow>
        <span lang={pages.portfolio.fieldLang.title}>{pages.portfolio.title}</span>
      </Eyebrow>
      <h1 className={styles.title}>{format(messagesFor(locale).portfolio.greeting, { name: site.ownerName })}</h1>
      {pages.portfolio.lead && (
        <p className={styles.lead} lang={pages.portfolio.fieldLang.lead}>
          {pages.portfolio.lead}
        </p>
      )}
    </div>
  );
}
