import { NotFoundContent } from '@/components/not-found/not-found-content';
import { pages, site } from '@/data';

export const metadata = {
  title: `${pages.notFound.title} | ${site.ownerName}`,
  description: pages.notFound.description,
};

export default function NotFound() {
  return <NotFoundContent ownerName={site.ownerName} lead={pages.notFound.lead ?? pages.notFound.description} />;
}
