'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { Picture } from '@/components/shared/picture';
import { ARTWORK_SIZES, type ArtworkPicture } from './artwork';
import styles from './project-slider.module.scss';

// Swiper arrives once the page is idle: the artwork (the page's LCP) is drawn without waiting for it.
const ProjectSwiper = dynamic(() => import('./project-swiper').then((module) => module.ProjectSwiper), { ssr: false });

/**
 * Several pictures of a project in a Swiper slider with the clients carousel's settings and automatic slides per
 * view. The first picture, static, is the page's first paint (and all a visitor without JavaScript needs); the
 * slider takes its place, at the same size, once loaded.
 */
export function ProjectSlider({ pictures }: { pictures: readonly ArtworkPicture[] }) {
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

  const drawn = pictures.map(({ image, alt }, index) => (
    <Picture
      key={image.src}
      image={image}
      alt={alt}
      priority={index === 0}
      sizes={ARTWORK_SIZES}
      imgClassName={styles.image}
    />
  ));
  return (
    <div className={styles.slider}>
      {enhance && <ProjectSwiper onReady={() => setReady(true)}>{drawn}</ProjectSwiper>}
      {!ready && <div className={styles.static}>{drawn[0]}</div>}
    </div>
  );
}
