import { pages, site } from '@/data';
import { Eyebrow } from '@/components/shared/eyebrow';
import styles from './portfolio-intro.module.scss';

/** The top of the portfolio page: the greeting heading and a line about the gallery. */
export function PortfolioIntro() {
  return (
    <div className={styles.intro}>
      <Eyebrow>{pages.portfolio.title}</Eyebrow>
      <h1 className={styles.title}>Hey, I&apos;m {site.ownerName}</h1>
      {pages.portfolio.lead && <p className={styles.lead}>{pages.portfolio.lead}</p>}
    </div>
  );
}
