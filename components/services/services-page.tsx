import { ClientsSection } from '@/components/clients/clients-section';
import { PageTitle } from '@/components/shared/page-title';
import { contentFor } from '@/data';
import type { Locale } from '@/lib/i18n/locales';
import { staticPageMetadata } from '@/lib/metadata';
import { ServicesSection } from './services-section';

/** Services' metadata in a language. */
export const servicesMetadata = (locale: Locale) =>
  staticPageMetadata(contentFor(locale).pages.services, '/services', locale);

/** Services: every service, then the clients. */
export function ServicesPage({ locale }: { locale: Locale }) {
  return (
    <>
      <PageTitle locale={locale} copy={contentFor(locale).pages.services} />
      <ServicesSection locale={locale} withHeading={false} />
      <ClientsSection locale={locale} />
    </>
  );
}
