import { NO_IMAGE, projects, type FilterTag, type Project } from '@/data';
import { FILTER_TAGS } from '@/data/schema';

/** The projects newest first: the data lists them oldest first, the site shows them reversed. */
export function projectsNewestFirst(): Project[] {
  return [...projects].reverse();
}

/** The project of a slug, or undefined. */
export function findProject(slug: string): Project | undefined {
  return projects.find((project) => project.slug === slug);
}

/**
 * The text alternative of a project's artwork, wherever it is drawn (card, lightbox, project page): what the
 * picture is, or that there is none yet (the placeholder says nothing about the project).
 */
export function projectImageAlt(project: Pick<Project, 'imgHref' | 'title'>): string {
  return project.imgHref === NO_IMAGE ? `No image yet for ${project.title}` : `Artwork from ${project.title}`;
}

/** A project's role(s) as one line: a list is joined by ", ". */
export function roleText(project: Pick<Project, 'role'>): string {
  return Array.isArray(project.role) ? project.role.join(', ') : project.role;
}

/** Studio, then ` | client` when the client is known. */
export function studioText(project: Pick<Project, 'studio' | 'client'>): string {
  return isKnown(project.client) ? `${project.studio} | ${project.client}` : project.studio;
}

/** Is the value real information, not the data's `(no info)` marker? */
export function isKnown(value: string): boolean {
  return value.trim() !== '' && value.trim().toLowerCase() !== '(no info)';
}

/** Is a project URL a real http(s) link (not `soon`, not `(no info)`)? Only those become links. */
export function isRealUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The filter tags of a project, from its space-separated `filter` string. */
export function filterTags(project: Pick<Project, 'filter'>): FilterTag[] {
  return project.filter.split(/\s+/).filter(isFilterTag);
}

function isFilterTag(value: string): value is FilterTag {
  return (FILTER_TAGS as readonly string[]).includes(value);
}
