import { PortfolioPage, portfolioMetadata } from '@/components/gallery/portfolio-page';

export const metadata = portfolioMetadata('pt-BR');

export default function Page() {
  return <PortfolioPage locale="pt-BR" />;
}
