import { NotFoundPage, notFoundMetadata } from '@/components/not-found/not-found-page';

// An unknown project's 404, out/portfolio/404.html: what a host serves at an unknown address under /portfolio/.
export const metadata = notFoundMetadata('en', 'project');

export default function Page() {
  return <NotFoundPage locale="en" kind="project" />;
}
