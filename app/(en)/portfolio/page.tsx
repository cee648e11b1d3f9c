import { PortfolioPage, portfolioMetadata } from '@/components/gallery/portfolio-page';

export const metadata = portfolioMetadata('en');

export default function Page() {
  return <PortfolioPage locale="en" />;
}
