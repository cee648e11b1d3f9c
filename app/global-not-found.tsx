import { SiteRoot, rootMetadata, rootViewport } from '@/components/layout/site-root';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found/not-found-page';

// Every unknown address (the site has one root layout per language): the English 404, out/404.html.
export const metadata = { ...rootMetadata('en'), ...notFoundMetadata('en') };
export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <SiteRoot locale="en">
      <NotFoundPage locale="en" />
    </SiteRoot>
  );
}
