'use client';

import { LazyMotion, m, useReducedMotion, type Variants } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { motion as tokens } from '@/styles/tokens';

// The animation engine arrives in its own chunk after the page is interactive, not in the first load.
const loadFeatures = () => import('./motion-features').then((module) => module.default);

const variants: Variants = {
  // Hiding happens only off screen (see below), so it is instant; the visitor only ever sees the entrance.
  hidden: { opacity: 0, y: 28, transition: { duration: 0 } },
  shown: (delay: number) => ({
    opacity: 1,
    y: 0,
    transition: { duration: tokens.reveal / 1000, delay: delay / 1000, ease: [0.22, 1, 0.36, 1] },
  }),
};

/** Props of an on-scroll reveal. */
export interface RevealProps {
  children: ReactNode;
  /** Milliseconds to wait after the element enters the view (services 100–600, timeline 200). */
  delay?: number;
  className?: string;
  /** Render as a list item (inside a list) instead of a div. */
  as?: 'div' | 'li';
}

/**
 * Fades and lifts its content in each time it scrolls into view (offset 120 px, 400 ms, repeating).
 * The pre-rendered HTML shows the content as it is, so it is there without JavaScript and for crawlers;
 * once the page runs, content below the fold is hidden until it arrives. With reduced motion nothing moves.
 */
export function Reveal({ children, delay = 0, className, as = 'div' }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const reduceMotion = useReducedMotion();
  // Nothing is decided until the observer's first report: an element already on screen stays as it is.
  const [state, setState] = useState<'shown' | 'hidden'>();

  useEffect(() => {
    const element = ref.current;
    if (!element || reduceMotion) return;
    const observer = new IntersectionObserver(([entry]) => setState(entry?.isIntersecting ? 'shown' : 'hidden'), {
      rootMargin: `0px 0px -${tokens.revealOffsetPx}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduceMotion]);

  const Tag = as === 'li' ? m.li : m.div;
  const animate = reduceMotion ? undefined : state;
  return (
    <LazyMotion features={loadFeatures} strict>
      <Tag
        ref={ref as React.Ref<HTMLDivElement & HTMLLIElement>}
        className={className}
        variants={variants}
        custom={delay}
        initial={false}
        animate={animate}
      >
        {children}
      </Tag>
    </LazyMotion>
  );
}
