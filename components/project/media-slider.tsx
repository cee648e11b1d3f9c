'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { CarouselWords } from '@/components/shared/carousel-options';
import styles from './media-slider.module.scss';

// Swiper and its styles (imported by media-swiper.tsx alone) arrive once the page is idle: the artwork (the page's
// LCP) is drawn without waiting for them. `lazy`, as in the clients carousel, rather than `next/dynamic`'s loader.
const MediaSwiper = lazy(() => import('./media-swiper').then((module) => ({ default: module.MediaSwiper })));

/**
 * Several media of a project in a Swiper slider with the clients carousel's settings and automatic slides per
 * view. The first one, static, is the page's first paint (and all a visitor without JavaScript needs); the slider
 * takes its place, at the same size, once loaded. The slides come drawn from the server (pictures, videos, audio).
 */
export function MediaSlider({ slides, words }: { slides: readonly ReactNode[]; words: CarouselWords }) {
  const [enhance, setEnhance] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const start = () => setEnhance(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 200);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className={styles.slider}>
      {enhance && (
        <Suspense fallback={null}>
          <MediaSwiper onReady={() => setReady(true)} words={words}>
            {slides}
          </MediaSwiper>
        </Suspense>
      )}
      {/* Every slide, stacked in one cell and all but the first hidden: the box is the tallest slide's, as
          Swiper's will be, so nothing moves when it takes over. */}
      {!ready && <div className={styles.static}>{slides}</div>}
    </div>
  );
}
