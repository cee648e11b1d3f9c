import { ContactSection } from '@/components/contact/contact-section';
import { PageTitle } from '@/components/shared/page-title';
import { pages } from '@/data';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata(pages.contact, '/contact');

export default function ContactPage() {
  return (
    <>
      <PageTitle title={pages.contact.title} lead={pages.contact.lead} />
      <ContactSection />
    </>
  );
}
