import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/not-found/not-found-content';
import { pages } from '@/data';

// No title here: the page sets its own, by the address it answers (components/not-found/not-found-choice.tsx).
export const metadata: Metadata = { title: null, description: pages.notFound.description };

export default function NotFound() {
  return <NotFoundContent />;
}
