import { LayoutNotFound } from '@/components/not-found/layout-not-found';

export default function NotFound() {
  return <LayoutNotFound locale="pt-BR" />;
}
