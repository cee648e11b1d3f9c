import { NotFoundPage, notFoundMetadata } from '@/components/not-found/not-found-page';

// An unknown project's Portuguese 404, out/pt-br/portfolio/404.html (an unknown address under /pt-br/portfolio/).
export const metadata = notFoundMetadata('pt-BR', 'project');

export default function Page() {
  return <NotFoundPage locale="pt-BR" kind="project" />;
}
