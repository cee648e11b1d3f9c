import { contentFor, type LocalizedProject, type Project } from '@/lib/content';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { format, messagesFor } from '@/lib/i18n/messages';
import { NO_IMAGE } from '@/lib/images/placeholder';
import { NDA_PLACEHOLDER } from '@/lib/nda/placeholder';

// The lines a project's facts are written as, free of the content (client components draw them too).
export { NOT_AVAILABLE, roleText, studioText, yearText } from './project-text';

/** The picture shown for a project that has none yet. */
export { NO_IMAGE };

/** The projects newest first, in a language: the data is read oldest first, the site shows them reversed. */
export function projectsNewestFirst(locale: Locale = DEFAULT_LOCALE): LocalizedProject[] {
  return [...contentFor(locale).projects].reverse();
}

/** The project of a slug, in a language, or undefined. */
export function findProject(slug: string, locale: Locale = DEFAULT_LOCALE): LocalizedProject | undefined {
  return contentFor(locale).projects.find((project) => project.slug === slug);
}

/**
 * The picture a project shows: its artwork, or a placeholder when it has none (the "Under NDA" one for a protected
 * project without a public picture).
 */
export function artworkOf(project: Pick<Project, 'imgHref' | 'nda'>): string {
  return project.imgHref ?? (project.nda ? NDA_PLACEHOLDER : NO_IMAGE);
}

/**
 * The text alternative of a project's artwork, wherever it is drawn (card, lightbox, project page): what the
 * picture is, or that there is none yet (the placeholder says nothing about the project).
 */
export function projectImageAlt(
  project: Pick<Project, 'imgHref' | 'title' | 'nda'>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const words = messagesFor(locale).project;
  const phrase = project.imgHref ? words.artworkFrom : project.nda ? words.ndaPlaceholder : words.noImageFor;
  return format(phrase, { title: project.title });
}
