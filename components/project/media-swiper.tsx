'use client';

import type { ReactNode } from 'react';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { CarouselAutoplay } from '@/components/shared/carousel-autoplay';
import bullets from '@/components/shared/carousel-bullets.module.scss';
import { carouselOptions, type CarouselWords } from '@/components/shared/carousel-options';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import styles from './media-slider.module.scss';

/** Props of the Swiper part of the project slider. */
export interface MediaSwiperProps {
  /** The slides: a project's media (project-media.tsx draws a single one without a slider). */
  children: ReactNode;
  onReady: () => void;
  /** Swiper's words for screen readers, in the page's language. */
  words: CarouselWords;
}

/**
 * The carousel settings with `slidesPerView: 'auto'`. Swiper's loop needs more slides than it shows, so it stays
 * off for a single slide (Swiper would warn and duplicate nothing); with more it loops.
 */
export function MediaSwiper({ children, onReady, words }: MediaSwiperProps) {
  const reduceMotion = usePrefersReducedMotion();
  const slides = Array.isArray(children) ? children : [children];
  const options = carouselOptions(reduceMotion, words);
  return (
    <Swiper
      className={`${styles.swiper} ${bullets.bullets}`}
      modules={[A11y, CarouselAutoplay, Pagination]}
      {...options}
      // Swiper's loop needs a slide more than it shows on each side: two slides rewind instead (Next on the last
      // goes back to the first), which looks the same to a visitor.
      loop={slides.length > 2}
      rewind={slides.length === 2}
      autoplay={slides.length > 1 ? options.autoplay : false}
      slidesPerView="auto"
      onInit={(swiper) => {
        // The later slides' video posters and controls, held back until now (project-media.tsx).
        for (const video of swiper.el.querySelectorAll<HTMLVideoElement>('video[data-poster], video[data-controls]')) {
          if (video.dataset.poster) video.poster = video.dataset.poster;
          if (video.dataset.controls !== undefined) video.controls = true;
        }
        onReady();
      }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index} className={styles.slide}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
