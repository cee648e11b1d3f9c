import { z } from 'zod';

/**
 * One schema per kind of content. Each gives both the TypeScript type (`z.infer`) and the runtime check
 * that `data/index.ts` runs at build time, so a typo in `data/` fails the build with a message, not a blank page.
 */

/** The gallery's filter tags, as the projects carry them in `filter` (space-separated). */
export const FILTER_TAGS = [
  'filter-creator',
  'filter-director',
  'filter-cutout',
  'filter-traditional',
  'filter-supervisor',
  'filter-voice',
] as const;
export const filterTagSchema = z.enum(FILTER_TAGS);
export type FilterTag = z.infer<typeof filterTagSchema>;

/** A path to a file under `public/`, written from the site root (e.g. `/images/projects/x.jpg`). */
const publicPath = z
  .string()
  .regex(/^\/[\w\-./]+$/, 'must be a path under public/, starting with "/" (e.g. /images/projects/name.jpg)');

const nonEmpty = z.string().trim().min(1, 'must not be empty');

export const projectSchema = z.object({
  /** Artwork shown on the card, in the lightbox and on the detail page. Use `NO_IMAGE` when there is none. */
  imgHref: publicPath,
  /** The URL segment of `/portfolio/{slug}`: lower-case words joined by hyphens, unique across projects. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  title: nonEmpty,
  /**
   * The title's language when it is not the site's English (a BCP 47 tag such as `pt-BR`): it is marked up with
   * it, so screen readers pronounce it right and translators leave it alone.
   */
  titleLang: z
    .string()
    .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as pt-BR')
    .optional(),
  /** Free text, e.g. `TV Series`, `Advertising`, `Short Film`. */
  category: nonEmpty,
  /** One role or several (several are shown joined by ", "). */
  role: z.union([nonEmpty, z.array(nonEmpty).min(1, 'must list at least one role')]),
  /** The client, or `(no info)`. */
  client: nonEmpty,
  studio: nonEmpty,
  /** A year, a range (`2019-2021`) or `In Development`. */
  year: nonEmpty,
  /** A real http(s) link, or `soon`, or `(no info)`. */
  projectURL: nonEmpty,
  /** Space-separated filter tags, e.g. `filter-director filter-creator`. */
  filter: z
    .string()
    .trim()
    .min(1, 'must carry at least one filter tag')
    .refine((value) => value.split(/\s+/).every((tag) => (FILTER_TAGS as readonly string[]).includes(tag)), {
      message: `must only hold these tags: ${FILTER_TAGS.join(', ')}`,
    }),
  /** Two or three sentences about the work: the lightbox caption and the page's meta description. */
  description: nonEmpty,
});
export type Project = z.infer<typeof projectSchema>;

/** The whole project list: every record parses and no two share a slug. */
export const projectListSchema = z.array(projectSchema).superRefine((projects, ctx) => {
  const seen = new Map<string, number>();
  projects.forEach((project, index) => {
    const first = seen.get(project.slug);
    if (first !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'slug'],
        message: `Duplicate project slug "${project.slug}" (projects #${first} and #${index}): every slug must be unique`,
      });
    } else {
      seen.set(project.slug, index);
    }
  });
});

export const clientLogoSchema = z.object({
  /** Logo file under `public/` (SVG or raster). */
  src: publicPath,
  /** The client's name, read out by screen readers. */
  alt: nonEmpty,
});
export type ClientLogo = z.infer<typeof clientLogoSchema>;

export const SERVICE_ICONS = ['direction', 'supervision', 'cutout', 'traditional', 'voice', 'original-ip'] as const;

export const serviceSchema = z.object({
  /** Which drawn icon of `components/home/service-icon.tsx` to show. */
  icon: z.enum(SERVICE_ICONS),
  title: nonEmpty,
  desc: nonEmpty,
  /** Reveal delay in milliseconds (the spec: 100 to 600 in steps of 100). */
  delay: z.number().int().min(0).max(2000),
});
export type Service = z.infer<typeof serviceSchema>;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be a full http(s) URL' });

export const socialLinkSchema = z.object({
  /** What the link is, e.g. `LinkedIn`: used as its accessible name. */
  label: nonEmpty,
  /** Which network it is; picks the icon and the card on the contact page. */
  kind: z.enum(['professional', 'photo', 'video']),
  /** The handle shown on the contact card, e.g. `@liamontenegro`. */
  handle: nonEmpty,
  href: httpUrl,
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const siteSchema = z.object({
  /** The owner's name: site title, footer, page titles (`{page} | {name}`). */
  ownerName: nonEmpty,
  /** One line under the name in the hero and the default meta description. */
  tagline: nonEmpty,
  /** The about page's bio, one string per paragraph. */
  bio: z.array(nonEmpty).min(1),
  /** The roles listed on the about page and in the hero, in order. */
  roles: z.array(nonEmpty).min(1),
  /** Years of professional work, shown in the hero. */
  careerStartYear: z.number().int().min(1950).max(2100),
  /** Where the owner is based, shown on the about page. */
  location: nonEmpty,
  /** Professional network, photo-sharing and video-sharing profiles (one of each). */
  socials: z.array(socialLinkSchema).length(3),
  /** Who built the site: the footer's credit link. */
  developerCredit: z.object({ label: nonEmpty, href: httpUrl }),
  /** The hero's artwork, under `public/`. */
  heroImage: z.object({ src: publicPath, alt: nonEmpty }),
  /** Where the contact form posts when NEXT_PUBLIC_CONTACT_ENDPOINT is not set at build time. */
  contactEndpointDefault: httpUrl,
});
export type Site = z.infer<typeof siteSchema>;

/** Formats zod's issues as one readable line per problem, naming the file's record and field. */
export function describeIssues(source: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${source}${issue.path.length ? ` at [${issue.path.join('].[')}]` : ''}: ${issue.message}`)
    .join('\n');
}

/** The words of one page: its name (`{page}` in the title), its meta description and the line under its title. */
export const pageCopySchema = z.object({
  title: nonEmpty,
  description: nonEmpty.max(200, 'keep meta descriptions under 200 characters'),
  lead: nonEmpty.optional(),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

export const pagesSchema = z.object({
  home: pageCopySchema,
  about: pageCopySchema,
  services: pageCopySchema,
  portfolio: pageCopySchema,
  contact: pageCopySchema,
  notFound: pageCopySchema,
});
