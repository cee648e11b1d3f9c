import type { LocalizedProject } from '@/lib/content';
import { JsonLd } from '@/components/shared/json-ld';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { yearText } from '@/lib/projects';
import { projectData, videoData } from '@/lib/structured-data';
import { projectMedia, projectVideoFacts } from './media-items';
import { ProjectBreadcrumb } from './project-breadcrumb';
import { ProjectHeading } from './project-heading';
import { ProjectInfo } from './project-info';
import { ProjectMedia } from './project-media';
import styles from './project-details.module.scss';

/** The page of one project, in a language: its artwork, its title line and the information box. */
export async function ProjectDetails({ project, locale }: { project: LocalizedProject; locale: Locale }) {
  const items = await projectMedia(project, locale);
  const words = messagesFor(locale);
  return (
    <article className={styles.page}>
      <ProjectBreadcrumb project={project} locale={locale} />
      <JsonLd data={projectData(project, locale)} />
      {projectVideoFacts(project, locale).map((facts) => (
        <JsonLd key={facts.content} data={videoData(facts)} />
      ))}
      <ProjectHeading
        title={project.title}
        titleLang={project.titleLang}
        category={project.category}
        categoryLang={project.fieldLang.category}
        year={yearText(project, locale)}
      />
      <div className={styles.body}>
        <ProjectMedia
          items={items}
          words={{
            play: words.showreel.play,
            watchOn: words.project.watchOn,
            carousel: words.carousel,
          }}
        />
        <aside className={styles.aside}>
          <ProjectInfo project={project} locale={locale} />
          <p className={styles.description} lang={project.fieldLang.description}>
            {project.description}
          </p>
        </aside>
      </div>
    </article>
  );
}
