import { ClientsSection } from '@/components/clients/clients-section';
import { VoiceDemos } from '@/components/media/voice-demos';
import { PageTitle } from '@/components/shared/page-title';
import { contentFor } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { staticPageMetadata } from '@/lib/metadata';
import { ServicesSection } from './services-section';

/** Services' metadata in a language. */
export const servicesMetadata = (locale: Locale) =>
  staticPageMetadata(contentFor(locale).pages.services, '/services', locale);

/**
 * Services: every service, the voice demos under them (the voice acting, to hear), then the clients. The demos were
 * on About at first; there they cost that page a step of Lighthouse's LCP (README, "Performance").
 */
export function ServicesPage({ locale }: { locale: Locale }) {
  return (
    <>
      <PageTitle locale={locale} copy={contentFor(locale).pages.services} />
      <ServicesSection locale={locale} withHeading={false} />
      <VoiceDemos locale={locale} />
      <ClientsSection locale={locale} />
    </>
  );
}
