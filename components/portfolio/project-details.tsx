import type { Project } from '@/data';
import { Breadcrumb } from '@/components/shared/breadcrumb';
import { JsonLd } from '@/components/shared/json-ld';
import { projectPath } from '@/lib/paths';
import { yearText } from '@/lib/projects';
import { projectData, videoData } from '@/lib/structured-data';
import { projectMedia, projectVideoFacts } from './project-media';
import { ProjectInfo } from './project-info';
import { ProjectArtwork } from './project-artwork';
import styles from './project-details.module.scss';

/** The page of one project: its artwork, its title line and the information box. */
export async function ProjectDetails({ project }: { project: Project }) {
  const items = await projectMedia(project);
  return (
    <article className={styles.page}>
      <Breadcrumb
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'Portfolio', href: '/portfolio' },
          { label: project.title, lang: project.titleLang },
        ]}
        path={projectPath(project.slug)}
      />
      <JsonLd data={projectData(project)} />
      {projectVideoFacts(project).map((facts) => (
        <JsonLd key={facts.content} data={videoData(facts)} />
      ))}
      <header className={styles.header}>
        <h1 className={styles.title} lang={project.titleLang}>
          {project.title}
        </h1>
        <p className={styles.subtitle}>
          {project.category} - {yearText(project)}
        </p>
      </header>
      <div className={styles.body}>
        <ProjectArtwork items={items} />
        <aside className={styles.aside}>
          <ProjectInfo project={project} />
          <p className={styles.description}>{project.description}</p>
        </aside>
      </div>
    </article>
  );
}
