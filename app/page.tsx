import { ClientsSection } from '@/components/clients/clients-section';
import { Hero } from '@/components/home/hero';
import { ShowreelSection } from '@/components/media/showreel-section';
import { JsonLd } from '@/components/shared/json-ld';
import { ServicesSection } from '@/components/services/services-section';
import { pages } from '@/data';
import { staticPageMetadata } from '@/lib/metadata';
import { personData, websiteData } from '@/lib/structured-data';

export const metadata = staticPageMetadata(pages.home, '/');

export default function HomePage() {
  return (
    <>
      <JsonLd data={websiteData()} />
      <JsonLd data={personData()} />
      <Hero />
      <ShowreelSection />
      <ServicesSection />
      <ClientsSection />
    </>
  );
}
