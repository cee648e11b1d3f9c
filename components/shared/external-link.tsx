import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to another site: opens in a new tab and gives that tab no handle on this one (`noopener`) nor our
 * address (`noreferrer`). The accessible name stays exactly the visible text (no "opens in a new tab"), so a link
 * is found by its words.
 */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}
