import { ServicesPage, servicesMetadata } from '@/components/services/services-page';

export const metadata = servicesMetadata('pt-BR');

export default function Page() {
  return <ServicesPage locale="pt-BR" />;
}
