import { ContactPage, contactMetadata } from '@/components/contact/contact-page';

export const metadata = contactMetadata('pt-BR');

export default function Page() {
  return <ContactPage locale="pt-BR" />;
}
