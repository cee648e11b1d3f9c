import { contentFor, type LocalizedProject } from '@/lib/content';
import { LockIcon } from '@/components/shared/icons';
import details from '@/components/project/project-details.module.scss';
import { projectMedia } from '@/components/project/media-items';
import { ProjectBreadcrumb } from '@/components/project/project-breadcrumb';
import { ProjectHeading } from '@/components/project/project-heading';
import { ProjectMedia } from '@/components/project/project-media';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { sealedPayloadPath } from '@/lib/nda/manifest';
import { yearText } from '@/lib/projects';
import { assetPath } from '@/lib/site-url';
import { NdaGateLazy as NdaGate } from './nda-gate-lazy';
import styles from './nda.module.scss';

/**
 * The page of a protected project: its public face (label, category - year, the `Under NDA` badge, its public
 * picture or the drawn placeholder, its public line), and the password form that opens the rest in the browser
 * (nda-gate.tsx). Built from the public face alone (lib/content/load.ts): nothing private is here to leak. No
 * CreativeWork for search engines (the page is noindex, lib/project-metadata.ts); the breadcrumb's names the label.
 */
export async function ProtectedProject({ project, locale }: { project: LocalizedProject; locale: Locale }) {
  const words = messagesFor(locale);
  const items = await projectMedia(project, locale);
  const mediaWords = { play: words.showreel.play, watchOn: words.project.watchOn, carousel: words.carousel };
  return (
    <article className={details.page}>
      <ProjectBreadcrumb project={project} locale={locale} />
      <NdaGate
        payload={assetPath(sealedPayloadPath(project.slug))}
        locale={locale}
        words={{ ...words.nda, media: mediaWords }}
        titleSuffix={` | ${contentFor(locale).site.ownerName}`}
        heading={
          <ProjectHeading
            title={project.title}
            titleLang={project.titleLang}
            category={project.category}
            categoryLang={project.fieldLang.category}
            year={yearText(project, locale)}
          >
            <span className={styles.badge} lang="en">
              <LockIcon />
              {words.portfolio.underNda}
            </span>
          </ProjectHeading>
        }
        media={<ProjectMedia items={items} words={mediaWords} />}
        description={
          // Without a public line of its own, the description is the label (lib/content/load.ts): said once, as the title.
          project.description !== project.title && (
            <p className={details.description} lang={project.fieldLang.description}>
              {project.description}
            </p>
          )
        }
      />
    </article>
  );
}
