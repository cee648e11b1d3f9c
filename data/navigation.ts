/** The header's menu, in order. Labels are the UI contract's exact names. */
export const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/contact', label: 'Contact' },
] as const satisfies readonly { href: string; label: string }[];

export type NavLink = (typeof navLinks)[number];
