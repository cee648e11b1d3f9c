'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { navLinks } from '@/data/navigation';
import { CloseIcon, ListIcon } from '@/components/shared/icons';
import styles from './main-nav.module.scss';

/** Is `href` the page being shown? A project page counts as Portfolio. */
function isCurrent(pathname: string, href: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/**
 * The site menu. Below the `nav` breakpoint it folds behind a toggle button (list icon closed, cross open);
 * choosing a link or pressing Escape folds it again.
 */
export function MainNav() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const navRef = useRef<HTMLElement>(null);

  // Escape, a click or focus outside the menu, and any change of page (Back included) fold it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    window.addEventListener('popstate', () => setOpen(false), { once: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Main">
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <ListIcon />}
      </button>
      <ul id={menuId} className={styles.menu} data-open={open}>
        {navLinks.map((link) => {
          const current = isCurrent(pathname, link.href);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
