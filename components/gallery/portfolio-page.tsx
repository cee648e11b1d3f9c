import { ClientsSection } from '@/components/clients/clients-section';
import { contentFor } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { staticPageMetadata } from '@/lib/metadata';
import { GallerySection } from './gallery-section';
import { PortfolioIntro } from './portfolio-intro';

/** Portfolio's metadata in a language. */
export const portfolioMetadata = (locale: Locale) =>
  staticPageMetadata(contentFor(locale).pages.portfolio, '/portfolio', locale);

/** Portfolio: the greeting, the filterable gallery and the clients. */
export function PortfolioPage({ locale }: { locale: Locale }) {
  return (
    <>
      <PortfolioIntro locale={locale} />
      <GallerySection locale={locale} />
      <ClientsSection locale={locale} />
    </>
  );
}
