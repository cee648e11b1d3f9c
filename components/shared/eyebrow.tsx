import type { ReactNode } from 'react';
import styles from './eyebrow.module.scss';

/** The small upper-case line above a section's heading ("What I do", "Portfolio"). */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className={styles.eyebrow}>{children}</p>;
}
