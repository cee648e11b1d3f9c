import type { ReactNode } from 'react';
import { SiteRoot, rootMetadata, rootViewport } from '@/components/layout/site-root';

export const metadata = rootMetadata('pt-BR');
export const viewport = rootViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteRoot locale="pt-BR">{children}</SiteRoot>;
}
