import type { LocalizedProject } from '@/lib/content';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { ExternalLink } from '@/components/shared/external-link';
import { roleText, yearText } from '@/lib/project-text';
import styles from './project-info.module.scss';

/** The facts the information box shows (the unlocked page of a protected project draws it in the browser too). */
export type ProjectFacts = Pick<
  LocalizedProject,
  'category' | 'roles' | 'client' | 'studio' | 'years' | 'projectURL'
> & {
  fieldLang?: LocalizedProject['fieldLang'];
};

/** The information box of a project page: six labelled facts. */
export function ProjectInfo({ project, locale = DEFAULT_LOCALE }: { project: ProjectFacts; locale?: Locale }) {
  const words = messagesFor(locale).project;
  // "Não disponível" is one of the site's fixed Portuguese phrases: Portuguese on every page.
  const notAvailable = <span lang="pt-BR">{words.notAvailable}</span>;
  const facts: [string, React.ReactNode][] = [
    [
      words.category,
      <span key="category" lang={project.fieldLang?.category}>
        {project.category}
      </span>,
    ],
    [
      words.role,
      <span key="role" lang={project.fieldLang?.roles}>
        {roleText(project)}
      </span>,
    ],
    [words.client, project.client ?? notAvailable],
    [words.studio, project.studio ?? notAvailable],
    [words.year, yearText(project, locale)],
    [
      words.url,
      project.projectURL ? (
        <ExternalLink href={project.projectURL}>{new URL(project.projectURL).hostname}</ExternalLink>
      ) : (
        notAvailable
      ),
    ],
  ];
  return (
    <section className={styles.box} aria-labelledby="project-info-heading">
      <h2 id="project-info-heading" className={styles.heading}>
        {words.information}
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
