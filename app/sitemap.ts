import type { MetadataRoute } from 'next';
import { projects } from '@/lib/content';
import { LOCALES, localizePath } from '@/lib/i18n/locales';
import { languageAlternates } from '@/lib/metadata';
import { projectPath } from '@/lib/paths';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

/**
 * Every page and every project but the protected ones in both languages, each entry with its alternates
 * (`hreflang`), for search engines.
 * No dates: the build's clock says nothing about the content.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = ['/', '/about', '/services', '/portfolio', '/contact'].map((path) => ({
    path,
    changeFrequency: 'monthly' as const,
    priority: path === '/' ? 1 : 0.8,
  }));
  // Protected projects stay out (their pages are noindex): search engines have nothing to find there.
  const work = projects
    .filter((project) => !project.nda)
    .map((project) => ({
      path: projectPath(project.slug),
      changeFrequency: 'yearly' as const,
      priority: 0.6,
    }));
  return [...pages, ...work].flatMap(({ path, ...entry }) => {
    const languages = Object.fromEntries(
      Object.entries(languageAlternates(path)).map(([language, href]) => [language, absoluteUrl(href)]),
    );
    return LOCALES.map((locale) => ({
      url: absoluteUrl(localizePath(path, locale)),
      ...entry,
      alternates: { languages },
    }));
  });
}
