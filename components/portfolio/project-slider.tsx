'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { Picture } from '@/components/shared/picture';
import type { ImageData } from '@/lib/images/variants';
import styles from './project-slider.module.scss';

/** Props of the project page's slider. */
export interface ProjectSliderProps {
  image: ImageData;
  alt: string;
}

// Swiper arrives once the page is idle: the artwork (the page's LCP) is drawn without waiting for it.
const ProjectSwiper = dynamic(() => import('./project-swiper').then((module) => module.ProjectSwiper), { ssr: false });

const SIZES = '(min-width: 1216px) 800px, (min-width: 992px) 66vw, 100vw';

/**
 * The artwork of a project page, in a Swiper slider with the clients carousel's settings and automatic slides
 * per view. The static picture is the page's first paint (and all a visitor without JavaScript needs); the
 * slider takes its place, at the same size, once loaded.
 */
export function ProjectSlider({ image, alt }: ProjectSliderProps) {
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

  const picture = <Picture image={image} alt={alt} priority sizes={SIZES} imgClassName={styles.image} />;
  return (
    <div className={styles.slider}>
      {enhance && <ProjectSwiper onReady={() => setReady(true)}>{picture}</ProjectSwiper>}
      {!ready && <div className={styles.static}>{picture}</div>}
    </div>
  );
}
