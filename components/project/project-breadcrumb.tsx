import type { LocalizedProject } from '@/lib/content';
import { Breadcrumb } from '@/components/shared/breadcrumb';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { projectPath } from '@/lib/paths';

/** Home / Portfolio / the project's title, on its page (a protected project's: its public label). */
export function ProjectBreadcrumb({
  project,
  locale,
}: {
  project: Pick<LocalizedProject, 'slug' | 'title' | 'titleLang'>;
  locale: Locale;
}) {
  const words = messagesFor(locale);
  return (
    <Breadcrumb
      label={words.breadcrumb}
      crumbs={[
        { label: words.nav.links.home, href: localizePath('/', locale) },
        { label: words.nav.links.portfolio, href: localizePath('/portfolio', locale) },
        { label: project.title, lang: project.titleLang },
      ]}
      path={localizePath(projectPath(project.slug), locale)}
    />
  );
}
