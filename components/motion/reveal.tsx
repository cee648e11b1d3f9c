'use client';

import { useEffect, useRef, type ReactNode } from 'react';

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
 */
export function Reveal({ children, delay = 0, className, as = 'div' }: RevealProps) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    void import('./reveal-engine').then(({ attachReveal }) => {
      if (!cancelled) detach = attachReveal(element, delay);
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [delay]);

  const Tag = as;
  return (
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  );
}
