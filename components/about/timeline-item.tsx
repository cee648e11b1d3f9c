import type { LocalizedProject } from '@/lib/content';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { ExternalLink } from '@/components/shared/external-link';
import { roleText, studioText, yearText } from '@/lib/projects';
import styles from './timeline-item.module.scss';

/**
 * One project on the timeline: title, roles, year, studio (| client), category and, when it has one, a link. A
 * protected project shows its public face: its label, and `Under NDA` where the studio would be.
 */
export function TimelineItem({
  project,
  locale = DEFAULT_LOCALE,
}: {
  project: Pick<
    LocalizedProject,
    'title' | 'titleLang' | 'roles' | 'years' | 'studio' | 'client' | 'category' | 'projectURL' | 'nda'
  > & { fieldLang?: LocalizedProject['fieldLang'] };
  locale?: Locale;
}) {
  return (
    <div className={styles.card}>
      <p className={styles.year}>{yearText(project, locale)}</p>
      <h3 className={styles.title} lang={project.titleLang}>
        {project.title}
      </h3>
      <p className={styles.roles} lang={project.fieldLang?.roles}>
        {roleText(project)}
      </p>
      <p className={styles.studio} lang={project.nda && locale !== 'en' ? 'en' : undefined}>
        {studioText(project)}
      </p>
      <p className={styles.category} lang={project.fieldLang?.category}>
        {project.category}
      </p>
      {project.projectURL && (
        <ExternalLink href={project.projectURL} className={styles.link} lang="pt-BR">
          {messagesFor(locale).project.viewProject}
        </ExternalLink>
      )}
    </div>
  );
}
