'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY } from '@/lib/hooks/use-prefers-reduced-motion';

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
 * On-scroll motion (see reveal-engine.ts). The pre-rendered HTML shows the content as it is, so it is there
 * without JavaScript and for crawlers; the animation code arrives in its own chunk once the page runs, and not at
 * all for a visitor who prefers reduced motion, who simply sees the content.
 *
 * Everything happens in an effect, after hydration, reading the preference from the browser itself (and following
 * it live): no state, so hydrating a page of many reveals (the About timeline) re-renders none of them.
 */
export function Reveal({ children, delay = 0, className, as = 'div' }: RevealProps) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reduceMotion = window.matchMedia(REDUCED_MOTION_QUERY);
    let detach: (() => void) | undefined;
    let active = true;
    const start = () => {
      void import('./reveal-engine').then(({ attachReveal }) => {
        if (active && !reduceMotion.matches && !detach) detach = attachReveal(element, delay);
      });
    };
    const stop = () => {
      detach?.();
      detach = undefined;
    };
    const onChange = () => (reduceMotion.matches ? stop() : start());
    if (!reduceMotion.matches) start();
    reduceMotion.addEventListener('change', onChange);
    return () => {
      active = false;
      reduceMotion.removeEventListener('change', onChange);
      stop();
    };
  }, [delay]);

  const Tag = as;
  return (
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  );
}
