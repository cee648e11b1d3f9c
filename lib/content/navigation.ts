/**
 * The header's menu, in order: each page's English path and its key in the message catalogues
 * (lib/i18n/messages.*.ts): Home, About, Services, Portfolio, Contact, in English.
 */
export const navLinks = [
  { href: '/', key: 'home' },
  { href: '/about', key: 'about' },
  { href: '/services', key: 'services' },
  { href: '/portfolio', key: 'portfolio' },
  { href: '/contact', key: 'contact' },
] as const satisfies readonly { href: string; key: string }[];

export type NavLink = (typeof navLinks)[number];
