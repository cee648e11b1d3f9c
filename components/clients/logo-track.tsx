import bullets from '@/components/shared/carousel-bullets.module.scss';
import type { Logo } from './logo';
import styles from './clients-carousel.module.scss';

/**
 * The carousel's stand-in before Swiper runs (and without JavaScript): the same row of logos and the same
 * pagination space, laid out with Swiper's slide widths and gaps so the swap moves nothing.
 */
export function LogoTrack({ logos }: { logos: Logo[] }) {
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
      <div className={styles.dots} aria-hidden="true">
        {logos.map((logo, index) => (
          <span key={logo.src} className={index === 0 ? `${bullets.dot} ${bullets.dotCurrent}` : bullets.dot} />
        ))}
      </div>
    </div>
  );
}
