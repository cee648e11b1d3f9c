import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { ThemeScript } from '@/components/layout/theme-script';
import { contentFor } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { readSvgIcon, svgIconHref } from '@/lib/site-icon';
import { SITE_URL, BASE_PATH, assetPath } from '@/lib/site-url';
import { bodyFont, displayFont } from '@/styles/fonts';
import { paper } from '@/styles/tokens';
import '@/styles/globals.scss';

/** What every page of a language says about the site, unless the page says otherwise. */
export function rootMetadata(locale: Locale): Metadata {
  const { site } = contentFor(locale);
  const svgIcon = svgIconHref(readSvgIcon());
  return {
    metadataBase: new URL(`${SITE_URL}${BASE_PATH}/`),
    title: site.ownerName,
    description: site.tagline,
    applicationName: site.ownerName,
    authors: [{ name: site.ownerName }],
    icons: {
      icon: [
        { url: assetPath('/favicon.ico'), sizes: '32x32' },
        ...(svgIcon ? [{ url: svgIcon, type: 'image/svg+xml' }] : []),
      ],
      apple: assetPath('/apple-touch-icon.png'),
    },
  };
}

/** The browser's colour around the page follows the system under System; the theme script sets a chosen one. */
export const rootViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: paper.light },
    { media: '(prefers-color-scheme: dark)', color: paper.dark },
  ],
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document of every page of one language (`app/(en)/layout.tsx`, `app/(pt)/layout.tsx`, the 404 pages):
 * `<html lang>`, the pre-paint theme script, header, main, footer.
 */
export function SiteRoot({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} className={`${displayFont.variable} ${bodyFont.variable}`}>
      {/* The root layout's own <head>, in a component both languages' root layouts share (not pages/'s next/head). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* No paint before the header is whole: the page's HTML arrives in pieces, and a first paint between two
            (the menu toggle parsed, the language link and the Theme control not yet) showed the toggle at the bar's
            end, then moved it left as they came. `expect` (Chromium 124+; other browsers ignore it) holds rendering
            until the element after the header, <main>, is parsed: a few hundred bytes later. */}
        <link rel="expect" href="#main" blocking="render" />
        <ThemeScript />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {messagesFor(locale).skipToContent}
        </a>
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter locale={locale} />
        <ScrollToTop label={messagesFor(locale).backToTop} />
        <HydrationMark />
      </body>
    </html>
  );
}
