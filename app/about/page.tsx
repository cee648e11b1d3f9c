import { AboutSection } from '@/components/about/about-section';
import { Timeline } from '@/components/about/timeline';
import { PageTitle } from '@/components/shared/page-title';
import { pages } from '@/data';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata(pages.about, '/about');

export default function AboutPage() {
  return (
    <>
      <PageTitle title={pages.about.title} lead={pages.about.lead} breadcrumb />
      <AboutSection />
      <Timeline />
    </>
  );
}
