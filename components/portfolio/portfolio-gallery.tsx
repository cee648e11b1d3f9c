import { site } from '@/data';
import { filterKeyFromSearch, galleryFilters } from '@/lib/gallery-filters';
import { getImageData } from '@/lib/images/image-data';
import { previewAttributes, videoAttributes } from '@/lib/media/elements';
import { assetPath } from '@/lib/site-url';
import type { Project } from '@/data';
import { prePaintScript } from '@/lib/pre-paint-script';
import { artworkOf, projectImageAlt, projectsNewestFirst, yearText } from '@/lib/projects';
import type { CardVideo, GalleryCard } from './project-card';
import { ProjectGallery } from './project-gallery';
import { markGalleryFilter, staticGridCss } from './static-grid';

/** The gallery's anchor (`/portfolio#portfolio`, the spec's id). */
const GALLERY_ID = 'portfolio';

/** A project's first video, for its card and its lightbox slide; nothing for a project without one. */
function cardVideo(project: Project): { video?: CardVideo } {
  const item = project.media.find((media) => media.type === 'video');
  if (!item) return {};
  const { sources, poster, width, height } = videoAttributes(item.src);
  return {
    video: {
      preview: previewAttributes(item.src).sources,
      sources,
      poster,
      width,
      height,
      ...(item.captions && { captions: { src: assetPath(item.captions), lang: item.captionsLang ?? 'en' } }),
    },
  };
}

/** The portfolio gallery: every project as a card, newest first, with the filter tabs and the lightbox. */
export async function PortfolioGallery() {
  const cards: GalleryCard[] = await Promise.all(
    projectsNewestFirst().map(async (project) => ({
      slug: project.slug,
      title: project.title,
      titleLang: project.titleLang,
      meta: `${project.category} · ${yearText(project)}`,
      description: project.description,
      tags: project.filters,
      alt: projectImageAlt(project),
      image: await getImageData(artworkOf(project)),
      ...cardVideo(project),
    })),
  );
  const filters = galleryFilters(site.filterLabels);
  const keys = filters.map((filter) => filter.key);
  const beforeGrid = (
    <>
      <style dangerouslySetInnerHTML={{ __html: staticGridCss(`#${GALLERY_ID}`, keys) }} />
      <script dangerouslySetInnerHTML={{ __html: prePaintScript(markGalleryFilter, filterKeyFromSearch, keys) }} />
    </>
  );
  return (
    <section id={GALLERY_ID} aria-labelledby="projects-heading">
      <h2 id="projects-heading" className="visually-hidden">
        Projects
      </h2>
      <ProjectGallery cards={cards} filters={filters} beforeGrid={beforeGrid} />
    </section>
  );
}
