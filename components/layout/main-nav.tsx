'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, ListIcon } from '@/components/shared/icons';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { breakpoints } from '@/styles/tokens';
import styles from './main-nav.module.scss';

/** A 404 page's own route (`/_not-found`, `/pt-br/404`, `/portfolio/404`): what its pathname is, whatever it answers. */
const NOT_FOUND_ROUTE = /\/(?:_not-found|404)\/?$/;

/**
 * Is `href` the page being shown? A project page counts as Portfolio. A 404 page is none of them, whatever the
 * address it answers (an unknown project's too, though its route is under /portfolio/).
 */
function isCurrent(pathname: string, href: string, home: boolean): boolean {
  if (NOT_FOUND_ROUTE.test(pathname)) return false;
  const path = pathname.replace(/\/$/, '') || '/';
  return home ? path === href : path === href || path.startsWith(`${href}/`);
}

/** Props of the menu: its links (Home first) and its own names, in the page's language. */
export interface MainNavProps {
  links: readonly { href: string; label: string }[];
  labels: { label: string; open: string; close: string };
}

/** Browsers without the Popover API (before 2024) get the menu opened by React alone. */
function hasPopover(menu: HTMLElement): boolean {
  return typeof menu.togglePopover === 'function';
}

/**
 * The site menu. Below the `nav` breakpoint it folds behind a toggle button (list icon closed, cross open);
 * choosing a link, pressing Escape, clicking or tabbing outside, or going Back folds it again.
 *
 * The folded list is a popover (`popover` + `popovertarget`): the browser opens and closes it by itself, so on a
 * phone, where it is the only way around, it works before the page's script has run and without JavaScript at
 * all. React mirrors the popover's state (`toggle`) into `aria-expanded`, the label and the icon; the CSS shows the
 * right icon before that.
 */
export function MainNav({ links, labels }: MainNavProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuId = useId();
  const hydrated = useHydrated();

  const close = useCallback(() => {
    const menu = menuRef.current;
    if (menu && hasPopover(menu)) {
      if (menu.matches(':popover-open')) menu.hidePopover();
    } else {
      setOpen(false);
    }
  }, []);

  // A visitor may have opened the menu before the page's script ran.
  useEffect(() => {
    const menu = menuRef.current;
    if (menu && hasPopover(menu)) setOpen(menu.matches(':popover-open'));
  }, []);

  // The page changed (a link, Back, Forward): fold. (Not on arrival: that would fold a menu opened early.)
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);

  // While open: Escape, a click or focus outside (the popover's light dismiss does the click too), Back/Forward
  // within the page (a gallery filter), or a screen widening past the breakpoint fold it. Every listener is
  // removed again when it folds.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    const wide = window.matchMedia(`(min-width: ${breakpoints.nav}px)`);
    const onWide = () => wide.matches && close();
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    window.addEventListener('popstate', close);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      window.removeEventListener('popstate', close);
      wide.removeEventListener('change', onWide);
    };
  }, [open, close]);

  return (
    <nav ref={navRef} className={styles.nav} aria-label={labels.label}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        popoverTarget={menuId}
        // Until the page runs, the browser tells assistive technology whether the popover is open (popovertarget);
        // a hard-coded `false` in the HTML could contradict it. From then on React mirrors the popover's state.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={menuId}
        aria-label={open ? labels.close : labels.open}
        onClick={() => {
          const menu = menuRef.current;
          // With the Popover API the browser toggles it (popovertarget); `toggle` below updates the state.
          if (menu && !hasPopover(menu)) setOpen((value) => !value);
        }}
      >
        <ListIcon className={styles.whenClosed} />
        <CloseIcon className={styles.whenOpen} />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        className={styles.menu}
        popover="auto"
        data-open={open}
        onToggle={(event) => setOpen(event.newState === 'open')}
      >
        {links.map((link, index) => {
          const current = isCurrent(pathname, link.href, index === 0);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
                onClick={close}
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
