import { ClientsSection } from '@/components/clients/clients-section';
import { ServicesSection } from '@/components/services/services-section';
import { PageTitle } from '@/components/shared/page-title';
import { pages } from '@/data';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata(pages.services, '/services');

export default function ServicesPage() {
  return (
    <>
      <PageTitle title={pages.services.title} lead={pages.services.lead} />
      <ServicesSection withHeading={false} />
      <ClientsSection />
    </>
  );
}
