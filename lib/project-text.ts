import type { Project } from '@/lib/content/schema';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';

/**
 * A project's facts as lines of text, wherever they are drawn: free of the content itself (only its types), so the
 * unlocked page of a protected project (components/nda/) draws them in the browser as the server does elsewhere.
 */

/** What a project page shows where a value is missing: Portuguese on every page, one of the site's fixed phrases. */
export const NOT_AVAILABLE = 'Não disponível';

/** A project's role(s) as one line, joined by ", ". */
export function roleText(project: Pick<Project, 'roles'>): string {
  return project.roles.join(', ');
}

/** When the project was made, as the site writes it: `2019`, `2019-2021` or `In Development`. */
export function yearText(project: Pick<Project, 'years'>, locale: Locale = DEFAULT_LOCALE): string {
  const { start, end, inDevelopment } = project.years;
  if (inDevelopment) return messagesFor(locale).project.inDevelopment;
  if (start === undefined) return NOT_AVAILABLE;
  return end !== undefined ? `${start}-${end}` : String(start);
}

/**
 * Studio, then ` | client` when the client is known; `Under NDA` for the public face of a protected project (fixed
 * words, English in every language), which names neither.
 */
export function studioText(project: Pick<Project, 'studio' | 'client' | 'nda'>): string {
  if (project.nda || !project.studio) return messagesFor(DEFAULT_LOCALE).portfolio.underNda;
  return project.client ? `${project.studio} | ${project.client}` : project.studio;
}
