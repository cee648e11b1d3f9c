import type {
  BreadcrumbList,
  CreativeWork,
  Movie,
  Person,
  TVSeries,
  VideoObject,
  WebSite,
  WithContext,
} from 'schema-dts';
import { contentFor, projects, type Project } from '@/lib/content';
import { DEFAULT_LOCALE, localizePath, type Locale } from '@/lib/i18n/locales';
import { isoDuration } from '@/lib/media/manifest';
import { absoluteUrl, SITE_URL } from '@/lib/site-url';
import { projectPath } from '@/lib/paths';
import { roleText, yearText } from '@/lib/projects';

/**
 * schema.org blocks for search engines. Each builder is typed with `schema-dts`, so a property the chosen type does
 * not define fails the type check; lib/structured-data.test.ts checks the same at run time against schema.org's
 * definitions of the properties used here.
 */

const PERSON_ID = () => `${absoluteUrl('/')}#person`;

/**
 * schema.org `Person`: the owner, her job titles and her profiles elsewhere, in a language. One person, so one
 * `@id` and one `url` (the site's default home) in both languages; only the words change.
 */
export function personData(locale: Locale = DEFAULT_LOCALE): WithContext<Person> {
  const { site } = contentFor(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': PERSON_ID(),
    name: site.ownerName,
    url: absoluteUrl('/'),
    image: absoluteUrl(site.heroImage.src),
    description: site.tagline,
    jobTitle: site.roles,
    address: { '@type': 'PostalAddress', addressLocality: site.location },
    // A profile-less owner gets no empty sameAs list.
    ...(site.socials.length > 0 && { sameAs: site.socials.map((social) => social.href) }),
  };
}

/** schema.org `WebSite`: the site in one language, published by its owner (the home page carries it). */
export function websiteData(locale: Locale = DEFAULT_LOCALE): WithContext<WebSite> {
  const { site, pages } = contentFor(locale);
  const home = absoluteUrl(localizePath('/', locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: site.ownerName,
    url: home,
    description: pages.home.description,
    inLanguage: locale,
    publisher: { '@id': PERSON_ID() },
  };
}

/** The schema.org types a project can be, from the most specific that fits its category. */
export type ProjectType = 'TVSeries' | 'Movie' | 'CreativeWork';

/** A series is a `TVSeries`, a film a `Movie`; anything else (a commercial, an opening) stays a `CreativeWork`. */
export function projectTypeFor(category: string): ProjectType {
  if (/\bseries\b/i.test(category)) return 'TVSeries';
  if (/\b(film|movie)s?\b/i.test(category)) return 'Movie';
  return 'CreativeWork';
}

/**
 * A project as the schema.org type its category calls for: its name, artwork, creator, date and genre. The studio
 * is the `productionCompany` of a film or series (defined on those types only) and the `producer` of anything else.
 */
export function projectData(
  project: Project,
  locale: Locale = DEFAULT_LOCALE,
): WithContext<CreativeWork | Movie | TVSeries> {
  const { site } = contentFor(locale);
  const common = {
    name: project.title,
    url: absoluteUrl(localizePath(projectPath(project.slug), locale)),
    description: project.description,
    genre: project.category,
    inLanguage: locale,
    ...(project.imgHref && { image: absoluteUrl(project.imgHref) }),
    ...(project.years.inDevelopment || project.years.start === undefined
      ? { creativeWorkStatus: yearText(project, locale) }
      : { dateCreated: String(project.years.start) }),
    creator: { '@type': 'Person', '@id': PERSON_ID(), name: site.ownerName, jobTitle: roleText(project) },
  } satisfies Partial<CreativeWork>;
  const studio = { '@type': 'Organization', name: project.studio } as const;
  // The type comes from the category as written (English): the one the patterns know.
  const type = projectTypeFor(projects.find((source) => source.slug === project.slug)?.category ?? project.category);
  if (type === 'CreativeWork')
    return { '@context': 'https://schema.org', '@type': 'CreativeWork', ...common, producer: studio };
  return { '@context': 'https://schema.org', '@type': type, ...common, productionCompany: studio };
}

/** One step of a breadcrumb: a page's name and, except for the current page, its path. */
export interface Crumb {
  label: string;
  href?: string;
  /** The label's language when it is not English (a Portuguese project title). */
  lang?: string;
}

/** schema.org `BreadcrumbList` matching a visible breadcrumb. */
export function breadcrumbData(crumbs: Crumb[], currentPath: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href ?? currentPath),
    })),
  };
}

/** What a schema.org `VideoObject` says of a video of the site. */
export interface VideoFacts {
  name: string;
  description: string;
  /** The page that shows it (`/#showreel`, `/portfolio/x`). */
  path: string;
  /** Site-relative URLs (with the base path) of the poster and of the file that plays everywhere. */
  thumbnail: string;
  content: string;
  /** Seconds. */
  duration: number;
  /** When it was published: an ISO date or a year. */
  uploaded: string;
  /** The language of the page that shows it. */
  locale?: Locale;
}

/** schema.org `VideoObject`: a showreel or a project's video, for video search results. */
export function videoData(video: VideoFacts): WithContext<VideoObject> {
  const absolute = (url: string) => `${SITE_URL}${url}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.name,
    description: video.description,
    url: absoluteUrl(video.path),
    thumbnailUrl: absolute(video.thumbnail),
    contentUrl: absolute(video.content),
    duration: isoDuration(video.duration),
    uploadDate: video.uploaded,
    inLanguage: video.locale ?? DEFAULT_LOCALE,
    creator: { '@type': 'Person', '@id': PERSON_ID(), name: contentFor(video.locale ?? DEFAULT_LOCALE).site.ownerName },
  };
}
