import { ClientsSection } from '@/components/clients/clients-section';
import { ShowreelSection } from '@/components/media/showreel-section';
import { JsonLd } from '@/components/shared/json-ld';
import { ServicesSection } from '@/components/services/services-section';
import { contentFor } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { staticPageMetadata } from '@/lib/metadata';
import { personData, websiteData } from '@/lib/structured-data';
import { Hero } from './hero';

/** Home's metadata in a language. */
export const homeMetadata = (locale: Locale) => staticPageMetadata(contentFor(locale).pages.home, '/', locale);

/** Home: the hero, the showreel, the services and the clients. */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <>
      <JsonLd data={websiteData(locale)} />
      <JsonLd data={personData(locale)} />
      <Hero locale={locale} />
      <ShowreelSection locale={locale} />
      <ServicesSection locale={locale} />
      <ClientsSection locale={locale} />
    </>
  );
}
