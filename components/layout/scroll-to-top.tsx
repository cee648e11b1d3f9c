'use client';

import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import { SCROLL_TOP_THRESHOLD } from '@/styles/tokens';
import { ArrowUpIcon } from '@/components/shared/icons';
import styles from './scroll-to-top.module.scss';

/** Back-to-top button: shown only once the page has scrolled more than 100 px. `label` names it. */
export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  const reduceMotion = usePrefersReducedMotion();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The button hides at the top: give keyboard focus somewhere useful instead of losing it.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={scrollUp}
    >
      <ArrowUpIcon />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
