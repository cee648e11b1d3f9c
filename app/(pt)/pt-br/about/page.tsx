import { AboutPage, aboutMetadata } from '@/components/about/about-page';

export const metadata = aboutMetadata('pt-BR');

export default function Page() {
  return <AboutPage locale="pt-BR" />;
}
