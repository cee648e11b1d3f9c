import type { SwiperOptions } from 'swiper/types';
import { motion } from '@/styles/tokens';

/**
 * The spec's carousel settings, shared by the clients carousel and the project slider: loop, 600 ms
 * transitions, autoplay every 5 s that keeps going after the visitor interacts, clickable pagination.
 */
export function carouselOptions(reduceMotion: boolean): SwiperOptions {
  return {
    loop: true,
    speed: reduceMotion ? 0 : motion.carouselSpeed,
    // Keeps going after a click or swipe (the spec); rests while the pointer is over it, so a logo can be read.
    autoplay: reduceMotion
      ? false
      : { delay: motion.carouselAutoplay, disableOnInteraction: false, pauseOnMouseEnter: true },
    pagination: { clickable: true, bulletElement: 'button' },
    a11y: { enabled: true },
  };
}
