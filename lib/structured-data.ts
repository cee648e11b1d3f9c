import { NO_IMAGE, site, type Project } from '@/data';
import { absoluteUrl } from '@/lib/site-url';
import { roleText } from '@/lib/projects';

/** schema.org `Person`: the owner, her job titles and her profiles elsewhere. */
export function personData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${absoluteUrl('/')}#person`,
    name: site.ownerName,
    url: absoluteUrl('/'),
    image: absoluteUrl(site.heroImage.src),
    description: site.tagline,
    jobTitle: site.roles,
    address: { '@type': 'PostalAddress', addressLocality: site.location },
    sameAs: site.socials.map((social) => social.href),
  };
}

/** schema.org `CreativeWork` for a project: its name, artwork, creator, date and genre (the category). */
export function projectData(project: Project) {
  const year = project.year.match(/\d{4}/)?.[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    url: absoluteUrl(`/portfolio/${project.slug}`),
    description: project.description,
    genre: project.category,
    ...(project.imgHref !== NO_IMAGE && { image: absoluteUrl(project.imgHref) }),
    ...(year ? { dateCreated: year } : { creativeWorkStatus: project.year }),
    creator: {
      '@type': 'Person',
      '@id': `${absoluteUrl('/')}#person`,
      name: site.ownerName,
      jobTitle: roleText(project),
    },
    productionCompany: { '@type': 'Organization', name: project.studio },
  };
}

/** One step of a breadcrumb: a page's name and, except for the current page, its path. */
export interface Crumb {
  label: string;
  href?: string;
  /** The label's language when it is not English (a Portuguese project title). */
  lang?: string;
}

/** schema.org `BreadcrumbList` matching a visible breadcrumb. */
export function breadcrumbData(crumbs: Crumb[], currentPath: string) {
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
