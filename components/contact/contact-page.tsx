import { PageTitle } from '@/components/shared/page-title';
import { contentFor } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { staticPageMetadata } from '@/lib/metadata';
import { ContactSection } from './contact-section';

/** Contact's metadata in a language. */
export const contactMetadata = (locale: Locale) =>
  staticPageMetadata(contentFor(locale).pages.contact, '/contact', locale);

/** Contact: the social cards and the form. */
export function ContactPage({ locale }: { locale: Locale }) {
  return (
    <>
      <PageTitle locale={locale} copy={contentFor(locale).pages.contact} />
      <ContactSection locale={locale} />
    </>
  );
}
