import { ClientsSection } from '@/components/clients/clients-section';
import { PortfolioGallery } from '@/components/portfolio/portfolio-gallery';
import { PortfolioIntro } from '@/components/portfolio/portfolio-intro';
import { pages } from '@/data';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata(pages.portfolio, '/portfolio');

export default function PortfolioPage() {
  return (
    <>
      <PortfolioIntro />
      <PortfolioGallery />
      <ClientsSection />
    </>
  );
}
