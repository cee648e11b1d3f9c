import type { PaginationOptions, SwiperOptions } from 'swiper/types';
import { breakpoints } from '@/styles/tokens';

/** Slides shown and the gap between them (px), by minimum viewport width: two logos on a phone, six on a laptop. */
export const CLIENT_BREAKPOINTS = {
  [breakpoints.xs]: { slidesPerView: 2, spaceBetween: 40 },
  [breakpoints.sm]: { slidesPerView: 3, spaceBetween: 60 },
  [breakpoints.md]: { slidesPerView: 4, spaceBetween: 80 },
  [breakpoints.lg]: { slidesPerView: 6, spaceBetween: 120 },
} as const satisfies SwiperOptions['breakpoints'];

/** The width of one bullet's target, px (WCAG 2.2 target size): components/shared/carousel-bullets.module.scss. */
export const BULLET_SIZE = 24;

/**
 * One bullet per logo would be 32 × 24 px: three rows on a phone. Swiper's dynamic bullets show a window instead,
 * a few full-size bullets around the current logo and two smaller ones each side (main + 4 slots, 7 × 24 px =
 * 168 px, one row from 320 px up); the bullets outside the window are out of reach (clients-swiper.tsx).
 */
export const CLIENT_PAGINATION = {
  dynamicBullets: true,
  dynamicMainBullets: 3,
} as const satisfies PaginationOptions;

/** How a bullet of the window is drawn: the current one, the others of the main group, then smaller ones. */
export type BulletKind = 'current' | 'main' | 'next' | 'next-next';

/**
 * The dynamic pagination as Swiper lays it out on the first logo (swiper/modules/pagination.mjs, `update`), for
 * the static stand-in: the box is `main + 4` bullets wide; the bullets sit `offset` bullets from its left edge.
 */
export function paginationAtStart(count: number, main: number = CLIENT_PAGINATION.dynamicMainBullets) {
  const lastMain = Math.min(count, main) - 1;
  const shown = Math.min(count, main + 4);
  const offset = (shown - 1) / 2 - lastMain / 2;
  const kinds: BulletKind[] = [];
  for (let index = 0; index < Math.min(count, lastMain + 3); index += 1) {
    kinds.push(index === 0 ? 'current' : index <= lastMain ? 'main' : index === lastMain + 1 ? 'next' : 'next-next');
  }
  return { slots: main + 4, offset, kinds };
}
