import type { Project } from '@/data';
import { ExternalLink } from '@/components/shared/external-link';
import { roleText, studioText, yearText } from '@/lib/projects';
import styles from './timeline-item.module.scss';

/** One project on the timeline: title, roles, year, studio (| client), category and, when it has one, a link. */
export function TimelineItem({
  project,
}: {
  project: Pick<Project, 'title' | 'titleLang' | 'roles' | 'years' | 'studio' | 'client' | 'category' | 'projectURL'>;
}) {
  return (
    <div className={styles.card}>
      <p className={styles.year}>{yearText(project)}</p>
      <h3 className={styles.title} lang={project.titleLang}>
        {project.title}
      </h3>
      <p className={styles.roles}>{roleText(project)}</p>
      <p className={styles.studio}>{studioText(project)}</p>
      <p className={styles.category}>{project.category}</p>
      {project.projectURL && (
        <ExternalLink href={project.projectURL} className={styles.link} lang="pt-BR">
          Ver projeto
        </ExternalLink>
      )}
    </div>
  );
}
