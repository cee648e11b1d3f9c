import { NotFoundPage, notFoundMetadata } from '@/components/not-found/not-found-page';

// The Portuguese 404, out/pt-br/404.html: what a host serves at an unknown address under /pt-br/.
export const metadata = notFoundMetadata('pt-BR');

export default function Page() {
  return <NotFoundPage locale="pt-BR" />;
}
