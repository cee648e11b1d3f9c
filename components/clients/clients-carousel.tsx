'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CarouselWords } from '@/components/shared/carousel-options';
import type { Logo } from './logo';
import { LogoTrack } from './logo-track';
import styles from './clients-carousel.module.scss';

// Swiper and its styles (imported by clients-swiper.tsx alone: a static import anywhere in the page's tree would
// write them into its head) are only fetched when the carousel comes near the screen, so they weigh nothing on the
// first load. The chunk's CSS is applied before the module runs. `lazy` is what `next/dynamic` with `ssr: false`
// does, without its 1.4 KiB loader in the first load.
const ClientsSwiper = lazy(() => import('./clients-swiper').then((module) => ({ default: module.ClientsSwiper })));

/**
 * The clients carousel. Until Swiper arrives, a static row with exactly Swiper's geometry (same slide widths,
 * gaps and pagination space) holds the place, so nothing shifts when it takes over; without JavaScript that
 * row is what the visitor sees.
 */
export function ClientsCarousel({
  logos,
  labels,
}: {
  logos: Logo[];
  labels: { play: string; pause: string; carousel: CarouselWords };
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [ready, setReady] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div ref={ref} className={styles.carousel}>
        {near && (
          <Suspense fallback={null}>
            <ClientsSwiper logos={logos} paused={paused} words={labels.carousel} onReady={() => setReady(true)} />
          </Suspense>
        )}
        {!ready && <LogoTrack logos={logos} />}
      </div>
      {/* Always in the page (no shift when Swiper arrives); hidden by CSS when motion is reduced, as then
          nothing moves by itself. */}
      <button type="button" className={styles.pause} onClick={() => setPaused((value) => !value)}>
        {paused ? labels.play : labels.pause}
      </button>
    </>
  );
}
