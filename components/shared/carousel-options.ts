import type { PaginationOptions, SwiperOptions } from 'swiper/types';
import { motion } from '@/styles/tokens';

/** What Swiper's a11y module says to screen readers, in the page's language (messages' `carousel`). */
export interface CarouselWords {
  /** A bullet's name, `{{index}}` being its slide's number (Swiper's own placeholder). */
  goToSlide: string;
  previous: string;
  next: string;
  first: string;
  last: string;
}

/** Clickable pagination bullets, each a real button (Swiper's a11y module names them `Go to slide N`). */
export const CAROUSEL_PAGINATION = { clickable: true, bulletElement: 'button' } as const satisfies PaginationOptions;

/**
 * The carousel settings, shared by the clients carousel and the project slider: loop, 600 ms
 * transitions, autoplay every 5 s that keeps going after the visitor interacts, clickable pagination.
 */
export function carouselOptions(reduceMotion: boolean, words: CarouselWords): SwiperOptions {
  return {
    loop: true,
    speed: reduceMotion ? 0 : motion.carouselSpeed,
    // Keeps going after a click or swipe (one swipe does not stop the logos for good); rests while the pointer is
    // over it, so a logo can be read.
    autoplay: reduceMotion
      ? false
      : { delay: motion.carouselAutoplay, disableOnInteraction: false, pauseOnMouseEnter: true },
    pagination: CAROUSEL_PAGINATION,
    a11y: {
      enabled: true,
      paginationBulletMessage: words.goToSlide,
      prevSlideMessage: words.previous,
      nextSlideMessage: words.next,
      firstSlideMessage: words.first,
      lastSlideMessage: words.last,
    },
  };
}
