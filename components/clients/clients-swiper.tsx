'use client';

import { useEffect, useState } from 'react';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
// Swiper's own styles travel with Swiper: fetched with this module when the carousel nears the screen, never
// inlined in a page (the static row before it needs none of them).
import 'swiper/css';
import 'swiper/css/pagination';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { CarouselAutoplay } from '@/components/shared/carousel-autoplay';
import bullets from '@/components/shared/carousel-bullets.module.scss';
import { CAROUSEL_PAGINATION, carouselOptions, type CarouselWords } from '@/components/shared/carousel-options';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import { CLIENT_BREAKPOINTS, CLIENT_PAGINATION } from './carousel-settings';
import type { Logo } from './logo';
import styles from './clients-carousel.module.scss';

/** Props of the Swiper carousel. */
export interface ClientsSwiperProps {
  logos: Logo[];
  onReady: () => void;
  /** The visitor paused the carousel (WCAG 2.2.2: moving content can be stopped). */
  paused: boolean;
  /** Swiper's words for screen readers, in the page's language. */
  words: CarouselWords;
}

/** The bullets of the dynamic pagination's window; the others are clipped out of sight. */
const IN_WINDOW = ['main', 'prev', 'prev-prev', 'next', 'next-next'].map(
  (part) => `swiper-pagination-bullet-active-${part}`,
);

/** Takes the bullets outside the window out of reach (focus, screen readers, pointer): they cannot be seen. */
function reachOnlyTheWindow(_swiper: SwiperInstance, pagination: HTMLElement) {
  pagination.querySelectorAll<HTMLElement>('.swiper-pagination-bullet').forEach((bullet) => {
    bullet.inert = !IN_WINDOW.some((name) => bullet.classList.contains(name));
  });
}

/** The Swiper carousel itself, loaded on demand by ClientsCarousel. */
export function ClientsSwiper({ logos, onReady, paused, words }: ClientsSwiperProps) {
  const reduceMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    if (!swiper?.autoplay || reduceMotion) return;
    if (paused) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [swiper, paused, reduceMotion]);

  return (
    <Swiper
      key={reduceMotion ? 'still' : 'moving'}
      className={`${styles.swiper} ${bullets.bullets}`}
      modules={[A11y, CarouselAutoplay, Pagination]}
      {...carouselOptions(reduceMotion, words)}
      pagination={{ ...CAROUSEL_PAGINATION, ...CLIENT_PAGINATION }}
      onPaginationUpdate={reachOnlyTheWindow}
      slidesPerView={2}
      spaceBetween={40}
      breakpoints={CLIENT_BREAKPOINTS}
      onInit={onReady}
      onSwiper={setSwiper}
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
