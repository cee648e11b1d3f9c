'use client';

import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import { CLIENT_BREAKPOINTS, carouselOptions } from './carousel-options';
import type { Logo } from './clients-carousel';
import styles from './clients-carousel.module.scss';

/** The Swiper carousel itself, loaded on demand by ClientsCarousel. */
export function ClientsSwiper({ logos, onReady }: { logos: Logo[]; onReady: () => void }) {
  const reduceMotion = usePrefersReducedMotion();
  return (
    <Swiper
      key={reduceMotion ? 'still' : 'moving'}
      className={styles.swiper}
      modules={[A11y, Autoplay, Pagination]}
      {...carouselOptions(reduceMotion)}
      slidesPerView={2}
      spaceBetween={40}
      breakpoints={CLIENT_BREAKPOINTS}
      onInit={onReady}
    >
      {logos.map((logo) => (
        <SwiperSlide key={logo.src} className={styles.slide}>
          {/* eslint-disable-next-line @next/next/no-img-element -- vector logos, served as they are */}
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} className={styles.logo} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
