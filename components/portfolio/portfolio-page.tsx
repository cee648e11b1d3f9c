import { ClientsSection } from '@/components/clients/clients-section';
import { contentFor } from '@/data';
import type { Locale } from '@/lib/i18n/locales';
import { staticPageMetadata } from '@/lib/metadata';
import { PortfolioGallery } from './portfolio-gallery';
import { PortfolioIntro } from './portfolio-intro';

/** Portfolio's metadata in a language. */
export const portfolioMetadata = (locale: Locale) =>
  staticPageMetadata(contentFor(locale).pages.portfolio, '/portfolio', locale);

/** Portfolio: the greeting, the filterable gallery and the clients. */
export function PortfolioPage({ locale }: { locale: Locale }) {
  return (
    <>
      <PortfolioIntro locale={locale} />
      <PortfolioGallery locale={locale} />
      <ClientsSection locale={locale} />
    </>
  );
}
