import { contentFor, type LocalizedProject } from '../../lib/content';
import { localizePath, type Locale } from '../../lib/i18n/locales';
import { format, messagesFor, type Messages } from '../../lib/i18n/messages';
import { projectsNewestFirst, roleText, studioText, yearText } from '../../lib/projects';

/**
 * What the CV of a language says, read through the content door (lib/content/index.ts) and the site's own helpers, as
 * the pages read it: the same Portuguese words, the same years and roles. Plain data, so it is also what the
 * CV's cache key is made of (scripts/cv/cache-key.ts): the CV is written again only when something in it changed.
 */

/** One line of the credits: a project as the CV shows it. */
export interface Credit {
  title: string;
  /** Role or roles, joined as the site joins them. */
  roles: string;
  studio: string;
  client?: string;
  /** `2019`, `2019-2021` or "In Development", in the CV's language. */
  year: string;
  category: string;
}

/** A link as the CV prints it: the address without `https://`, and where it goes. */
export interface CvLink {
  text: string;
  href: string;
}

export interface CvData {
  /** The language tag of the document (`en`, `pt-BR`). */
  locale: Locale;
  name: string;
  tagline: string;
  discipline: string;
  city: string;
  roles: string[];
  bio: string[];
  website: CvLink;
  contactPage: CvLink;
  /** Where the voice demos can be heard (the services page). */
  voicePage: CvLink;
  socials: { label: string; handle: string; href: string }[];
  services: { title: string; description: string }[];
  voice: { title: string; description: string }[];
  clients: string[];
  credits: Credit[];
  words: Messages['cv'] &
    Pick<Messages['project'], 'role' | 'studio' | 'client' | 'year' | 'category'> & {
      roles: string;
      services: string;
    };
}

/**
 * What the CV says of one project: its credit line. The one place that decides what of a project a CV shows, so
 * that work under NDA can show its public label only: change it here and every CV follows.
 */
export function creditOf(project: LocalizedProject, locale: Locale): Credit {
  return {
    title: project.title,
    roles: roleText(project),
    // Work under NDA: the CV gets its public face only (lib/content/load.ts), its label for a title and no studio or
    // client: "Under NDA" where they would be.
    studio: project.studio ?? studioText(project),
    ...(project.client && { client: project.client }),
    year: yearText(project, locale),
    category: project.category,
  };
}

/** A page of the site as a printed link: `example.com/pt-br/contact`. */
function link(siteUrl: string, path: string, locale: Locale): CvLink {
  const localized = localizePath(path, locale);
  const href = `${siteUrl}${localized === '/' ? '' : localized}`;
  return { href, text: href.replace(/^https?:\/\//, '') };
}

/**
 * The CV of a language. `siteUrl` is the site's public address with its base path, without a trailing slash
 * (e.g. `https://example.com` or `https://owner.github.io/portfolio`).
 */
export function cvData(locale: Locale, siteUrl: string): CvData {
  const { site, services, clients, voiceDemos } = contentFor(locale);
  const messages = messagesFor(locale);
  return {
    locale,
    name: site.ownerName,
    tagline: site.tagline,
    discipline: site.discipline,
    city: site.city,
    roles: site.roles,
    bio: site.bio,
    website: link(siteUrl, '/', locale),
    contactPage: link(siteUrl, '/contact', locale),
    voicePage: link(siteUrl, '/services', locale),
    socials: site.socials.map(({ label, handle, href }) => ({ label, handle, href })),
    services: services.map(({ title, desc }) => ({ title, description: desc })),
    voice: voiceDemos.map(({ title, description }) => ({ title, description })),
    clients: clients.map((client) => client.alt),
    credits: projectsNewestFirst(locale).map((project) => creditOf(project, locale)),
    words: {
      ...messages.cv,
      documentTitle: format(messages.cv.documentTitle, { name: site.ownerName }),
      role: messages.project.role,
      studio: messages.project.studio,
      client: messages.project.client,
      year: messages.project.year,
      category: messages.project.category,
      roles: messages.about.roles,
      services: messages.services.heading,
    },
  };
}
