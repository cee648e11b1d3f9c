import type { SwiperOptions } from 'swiper/types';
import { breakpoints } from '@/styles/tokens';

/** Slides shown and the gap between them (px), by minimum viewport width: the spec's table. */
export const CLIENT_BREAKPOINTS = {
  [breakpoints.xs]: { slidesPerView: 2, spaceBetween: 40 },
  [breakpoints.sm]: { slidesPerView: 3, spaceBetween: 60 },
  [breakpoints.md]: { slidesPerView: 4, spaceBetween: 80 },
  [breakpoints.lg]: { slidesPerView: 6, spaceBetween: 120 },
} as const satisfies SwiperOptions['breakpoints'];
