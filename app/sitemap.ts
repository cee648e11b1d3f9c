import type { MetadataRoute } from 'next';
import { projects } from '@/data';
import { projectPath } from '@/lib/paths';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

/** Every page and every project, for search engines. No dates: the build's clock says nothing about the content. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = ['/', '/about', '/services', '/portfolio', '/contact'].map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'monthly' as const,
    priority: path === '/' ? 1 : 0.8,
  }));
  const work = projects.map((project) => ({
    url: absoluteUrl(projectPath(project.slug)),
    changeFrequency: 'yearly' as const,
    priority: 0.6,
  }));
  return [...pages, ...work];
}
