import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { ThemeScript } from '@/components/layout/theme-script';
import { site } from '@/data';
import { SITE_URL, BASE_PATH } from '@/lib/site-url';
import { bodyFont, displayFont } from '@/styles/fonts';
import { paper } from '@/styles/tokens';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(`${SITE_URL}${BASE_PATH}/`),
  title: site.ownerName,
  description: site.tagline,
  applicationName: site.ownerName,
  authors: [{ name: site.ownerName }],
  icons: {
    icon: [
      { url: `${BASE_PATH}/favicon.ico`, sizes: '32x32' },
      { url: `${BASE_PATH}/icon.svg`, type: 'image/svg+xml' },
    ],
    apple: `${BASE_PATH}/apple-touch-icon.png`,
  },
};

/** The browser's colour around the page follows the system under System; the theme script sets a chosen one. */
export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: paper.light },
    { media: '(prefers-color-scheme: dark)', color: paper.dark },
  ],
  width: 'device-width',
  initialScale: 1,
};

/** The empty element that ends every page's markup; the first frame waits for it (see the <head>). */
const PAGE_END_ID = 'page-end';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${displayFont.variable} ${bodyFont.variable}`}>
      <head>
        <ThemeScript />
        {/* No frame is drawn before the page's last element is parsed: a slow phone otherwise paints a page half
            parsed (a header without its Theme control, half a footer) and then moves it, a layout shift. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} {...{ blocking: 'render' }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
        <HydrationMark />
        <div id={PAGE_END_ID} hidden />
      </body>
    </html>
  );
}
