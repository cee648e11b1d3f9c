import { contentFor, type LocalizedProject, type Project } from '@/data';
import { LEGACY_NO_IMAGE } from '@/data/schema';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { format, messagesFor } from '@/lib/i18n/messages';

// The lines a project's facts are written as, free of the content (client components draw them too).
export { NOT_AVAILABLE, roleText, studioText, yearText } from './project-text';

/** The picture shown for a project that has none yet (the spec's "no image" placeholder). */
export const NO_IMAGE = LEGACY_NO_IMAGE;

/** The projects newest first, in a language: the data is read oldest first, the site shows them reversed. */
export function projectsNewestFirst(locale: Locale = DEFAULT_LOCALE): LocalizedProject[] {
  return [...contentFor(locale).projects].reverse();
}

/** The project of a slug, in a language, or undefined. */
export function findProject(slug: string, locale: Locale = DEFAULT_LOCALE): LocalizedProject | undefined {
  return contentFor(locale).projects.find((project) => project.slug === slug);
}

/** The picture a project shows: its artwork, or the placeholder when it has none. */
export function artworkOf(project: Pick<Project, 'imgHref'>): string {
  return project.imgHref ?? NO_IMAGE;
}

/**
 * The text alternative of a project's artwork, wherever it is drawn (card, lightbox, project page): what the
 * picture is, or that there is none yet (the placeholder says nothing about the project).
 */
export function projectImageAlt(project: Pick<Project, 'imgHref' | 'title'>, locale: Locale = DEFAULT_LOCALE): string {
  const words = messagesFor(locale).project;
  return format(project.imgHref ? words.artworkFrom : words.noImageFor, { title: project.title });
}
