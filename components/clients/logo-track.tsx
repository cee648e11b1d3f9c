import bullets from '@/components/shared/carousel-bullets.module.scss';
import { BULLET_SIZE, paginationAtStart, type BulletKind } from './carousel-settings';
import type { Logo } from './logo';
import styles from './clients-carousel.module.scss';

const DOT_CLASS: Record<BulletKind, string> = {
  current: `${bullets.dot} ${bullets.dotCurrent}`,
  main: `${bullets.dot}`,
  next: `${bullets.dot} ${bullets.dotNext}`,
  'next-next': `${bullets.dot} ${bullets.dotNextNext}`,
};

/**
 * The carousel's stand-in before Swiper runs (and without JavaScript): the same row of logos and the same
 * pagination, laid out with Swiper's slide widths, gaps and bullet window so the swap moves nothing.
 */
export function LogoTrack({ logos }: { logos: Logo[] }) {
  const pagination = paginationAtStart(logos.length);
  return (
    <div className={styles.static}>
      <ul className={styles.track}>
        {logos.map((logo) => (
          <li key={logo.src} className={styles.slide}>
            {/* eslint-disable-next-line @next/next/no-img-element -- vector logos, served as they are */}
            <img
              src={logo.src}
              alt={logo.alt}
              width={logo.width}
              height={logo.height}
              className={styles.logo}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
      <div
        className={styles.dots}
        aria-hidden="true"
        style={{ width: pagination.slots * BULLET_SIZE, paddingLeft: pagination.offset * BULLET_SIZE }}
      >
        {pagination.kinds.map((kind, index) => (
          <span key={index} className={DOT_CLASS[kind]} />
        ))}
      </div>
    </div>
  );
}
