import { AboutPage, aboutMetadata } from '@/components/about/about-page';

export const metadata = aboutMetadata('en');

export default function Page() {
  return <AboutPage locale="en" />;
}
