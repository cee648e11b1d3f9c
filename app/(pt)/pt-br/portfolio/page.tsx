import { PortfolioPage, portfolioMetadata } from '@/components/portfolio/portfolio-page';

export const metadata = portfolioMetadata('pt-BR');

export default function Page() {
  return <PortfolioPage locale="pt-BR" />;
}
