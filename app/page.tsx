import { ClientsSection } from '@/components/clients/clients-section';
import { Hero } from '@/components/home/hero';
import { ServicesSection } from '@/components/services/services-section';
import { pages } from '@/data';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata(pages.home, '/');

export default function HomePage() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <ClientsSection />
    </>
  );
}
