import Link from 'next/link';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';

/**
 * What a page shows inside its language's layout if it calls `notFound()` (app/(en)/not-found.tsx,
 * app/(pt)/not-found.tsx). An exported site never does: an unknown address gets the host's 404 page
 * (app/global-not-found.tsx, out/pt-br/404.html), and a project page only renders the slugs that exist. But Next
 * writes a root layout's not-found UI into the data of every page under it, twice; without these files that was
 * its own default (a full-screen "404: This page could not be found." with inline styles), about 0.5 KB of every
 * page on the wire. So it is kept to a heading and a link, with no styles of its own.
 */
export function LayoutNotFound({ locale }: { locale: Locale }) {
  const words = messagesFor(locale).notFound;
  return (
    <>
      <h1>{words.pageTitle}</h1>
      <Link href={localizePath('/', locale)}>{words.home}</Link>
    </>
  );
}
