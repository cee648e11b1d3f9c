import { AboutSection } from '@/components/about/about-section';
import { Timeline } from '@/components/about/timeline';
import { VoiceDemos } from '@/components/media/voice-demos';
import { JsonLd } from '@/components/shared/json-ld';
import { PageTitle } from '@/components/shared/page-title';
import { pages } from '@/data';
import { staticPageMetadata } from '@/lib/metadata';
import { personData } from '@/lib/structured-data';

export const metadata = staticPageMetadata(pages.about, '/about');

export default function AboutPage() {
  return (
    <>
      <PageTitle title={pages.about.title} lead={pages.about.lead} breadcrumbPath="/about" />
      <JsonLd data={personData()} />
      <AboutSection />
      <VoiceDemos />
      <Timeline />
    </>
  );
}
