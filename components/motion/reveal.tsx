'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';

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
  // While hydrating, the preference reads as the server's guess (no preference): wait for the real one, so a
  // visitor who prefers reduced motion never fetches the motion code.
  const hydrated = useHydrated();
  const reduceMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element || !hydrated || reduceMotion) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    void import('./reveal-engine').then(({ attachReveal }) => {
      if (!cancelled) detach = attachReveal(element, delay);
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [delay, hydrated, reduceMotion]);

  const Tag = as;
  return (
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  );
}
