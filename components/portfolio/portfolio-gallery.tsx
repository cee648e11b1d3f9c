import { getImageData } from '@/lib/images/image-data';
import { filterTags, projectImageAlt, projectsNewestFirst } from '@/lib/projects';
import type { GalleryCard } from './project-card';
import { ProjectGallery } from './project-gallery';

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
  return (
    <section id="portfolio" aria-labelledby="projects-heading">
      <h2 id="projects-heading" className="visually-hidden">
        Projects
      </h2>
      <ProjectGallery cards={cards} />
    </section>
  );
}
