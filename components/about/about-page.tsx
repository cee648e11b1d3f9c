import { JsonLd } from '@/components/shared/json-ld';
import { PageTitle } from '@/components/shared/page-title';
import { contentFor } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { staticPageMetadata } from '@/lib/metadata';
import { personData } from '@/lib/structured-data';
import { AboutSection } from './about-section';
import { Timeline } from './timeline';

/** About's metadata in a language. */
export const aboutMetadata = (locale: Locale) => staticPageMetadata(contentFor(locale).pages.about, '/about', locale);

/** About: the bio and the timeline of every project. */
export function AboutPage({ locale }: { locale: Locale }) {
  const page = contentFor(locale).pages.about;
  return (
    <>
      <PageTitle locale={locale} copy={page} breadcrumbPath="/about" />
      <JsonLd data={personData(locale)} />
      <AboutSection locale={locale} />
      <Timeline locale={locale} />
    </>
  );
}
