import { GALLERY_FILTERS, filterKeyFromSearch } from '@/lib/gallery-filters';
import { getImageData } from '@/lib/images/image-data';
import { prePaintScript } from '@/lib/pre-paint-script';
import { filterTags, projectImageAlt, projectsNewestFirst } from '@/lib/projects';
import type { GalleryCard } from './project-card';
import { ProjectGallery } from './project-gallery';
import { markGalleryFilter, staticGridCss } from './static-grid';

/** The gallery's anchor (`/portfolio#portfolio`, the spec's id). */
const GALLERY_ID = 'portfolio';

/** The portfolio gallery: every project as a card, newest first, with the filter tabs and the lightbox. */
export async function PortfolioGallery() {
  const cards: GalleryCard[] = await Promise.all(
    projectsNewestFirst().map(async (project) => ({
      slug: project.slug,
      title: project.title,
      titleLang: project.titleLang,
      meta: `${project.category} · ${project.year}`,
      description: project.description,
      tags: filterTags(project),
      alt: projectImageAlt(project),
      image: await getImageData(project.imgHref),
    })),
  );
  const keys = GALLERY_FILTERS.map((filter) => filter.key);
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
      <ProjectGallery cards={cards} beforeGrid={beforeGrid} />
    </section>
  );
}
