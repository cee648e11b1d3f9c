import type { Project } from '@/data';
import { ExternalLink } from '@/components/shared/external-link';
import { NOT_AVAILABLE, roleText, yearText } from '@/lib/projects';
import styles from './project-info.module.scss';

/** The information box of a project page: six labelled facts. */
export function ProjectInfo({ project }: { project: Project }) {
  const facts: [string, React.ReactNode][] = [
    ['Category', project.category],
    ['Role', roleText(project)],
    ['Client', project.client ?? <span lang="pt-BR">{NOT_AVAILABLE}</span>],
    ['Studio', project.studio],
    ['Year', yearText(project)],
    [
      'Project URL',
      project.projectURL ? (
        <ExternalLink href={project.projectURL}>{new URL(project.projectURL).hostname}</ExternalLink>
      ) : (
        <span lang="pt-BR">{NOT_AVAILABLE}</span>
      ),
    ],
  ];
  return (
    <section className={styles.box} aria-labelledby="project-info-heading">
      <h2 id="project-info-heading" className={styles.heading}>
        Project information
      </h2>
      <dl className={styles.list}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
