import { contentFor } from '@/lib/content';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { projectPath } from '@/lib/paths';
import { filterKeyFromSearch, galleryFilters } from '@/lib/gallery-filters';
import { getImageData } from '@/lib/images/image-data';
import { captionsTrack } from '@/lib/media/captions';
import { previewAttributes, videoAttributes } from '@/lib/media/elements';
import type { LocalizedProject } from '@/lib/content';
import { prePaintScript } from '@/lib/pre-paint-script';
import { artworkOf, projectImageAlt, projectsNewestFirst, yearText } from '@/lib/projects';
import type { CardVideo, GalleryCard } from './project-card';
import { Gallery } from './gallery';
import { markGalleryFilter } from './static-grid';

/** The gallery's anchor (`/portfolio#portfolio`, an address people may keep). */
const GALLERY_ID = 'portfolio';

/** A project's first video, for its card and its lightbox slide; nothing for a project without one. */
function cardVideo(project: LocalizedProject, locale: Locale): { video?: CardVideo } {
  const item = project.media.find((media) => media.type === 'video');
  if (!item) return {};
  const { sources, stream, poster, width, height } = videoAttributes(item.src);
  return {
    video: {
      preview: previewAttributes(item.src).sources,
      sources,
      ...(stream && { stream }),
      poster,
      width,
      height,
      ...(item.captions && { captions: captionsTrack(item.captions, item.captionsLang, locale) }),
    },
  };
}

/** The portfolio gallery: every project as a card, newest first, with the filter tabs and the lightbox. */
export async function GallerySection({ locale }: { locale: Locale }) {
  const words = messagesFor(locale);
  const cards: GalleryCard[] = await Promise.all(
    projectsNewestFirst(locale).map(async (project) => ({
      slug: project.slug,
      href: localizePath(projectPath(project.slug), locale),
      title: project.title,
      ...(project.titleLang && { titleLang: project.titleLang }),
      meta: `${project.category} · ${yearText(project, locale)}`,
      ...(project.fieldLang.category && { metaLang: project.fieldLang.category }),
      description: project.description,
      ...(project.fieldLang.description && { descriptionLang: project.fieldLang.description }),
      tags: project.filters,
      alt: projectImageAlt(project, locale),
      image: await getImageData(artworkOf(project)),
      ...cardVideo(project, locale),
      ...(project.nda && { underNda: true }),
    })),
  );
  const filters = galleryFilters(
    contentFor(locale).site.filterLabels,
    cards.map((card) => card.tags),
  );
  const keys = filters.map((filter) => filter.key);
  const beforeGrid = (
    <script dangerouslySetInnerHTML={{ __html: prePaintScript(markGalleryFilter, filterKeyFromSearch, keys) }} />
  );
  return (
    <section id={GALLERY_ID} aria-labelledby="projects-heading">
      <h2 id="projects-heading" className="visually-hidden">
        {words.portfolio.projects}
      </h2>
      <Gallery
        cards={cards}
        filters={filters}
        beforeGrid={beforeGrid}
        words={{ portfolio: words.portfolio, lightbox: words.lightbox }}
      />
    </section>
  );
}
