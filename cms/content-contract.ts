import { z } from 'zod';

/**
 * A STAND-IN for the content schema, written from the layout contract (the JSON files under `data/`), so that the
 * CMS configuration can be tested before `data/schema.ts` reads those files. It holds only what the CMS writes
 * (no legacy input). When `data/schema.ts` exports the schemas of the JSON files, `cms/schemas.ts` points at them
 * and this file goes.
 */

/** The gallery filter keys a project lists in `filter`. */
export const FILTER_KEYS = ['creator', 'director', 'cutout', 'traditional', 'supervisor', 'voice'] as const;
/** The drawn icons a service can show. */
export const SERVICE_ICONS = ['direction', 'supervision', 'cutout', 'traditional', 'voice', 'original-ip'] as const;
/** The three kinds of social profile (one card each on the contact page). */
export const SOCIAL_KINDS = ['professional', 'photo', 'video'] as const;

const text = z.string().trim().min(1, 'must not be empty');
/** An optional field: absent, or an empty string, which counts as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
const publicPath = z.string().regex(/^\/[\w\-./]+$/, 'must be a path under public/, starting with "/"');
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be a full http(s) URL' });
const year = z.number().int().min(1950).max(2100);

export const projectSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
    title: text,
    titleLang: optional(z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'must be a tag such as pt-BR')),
    category: text,
    role: z.array(text).min(1),
    client: optional(text),
    studio: text,
    year: optional(year),
    endYear: optional(year),
    inDevelopment: optional(z.boolean()),
    projectURL: optional(httpUrl),
    filter: z.array(z.enum(FILTER_KEYS)).min(1),
    imgHref: optional(publicPath),
    description: text,
  })
  .strict()
  .refine((project) => project.year !== undefined || project.inDevelopment === true, {
    path: ['year'],
    message: 'is required unless the project is in development',
  })
  .refine((project) => project.endYear === undefined || (project.year ?? 0) <= project.endYear, {
    path: ['endYear'],
    message: 'must not come before the year',
  });

export const clientsFileSchema = z
  .object({ clients: z.array(z.object({ alt: text, src: publicPath }).strict()) })
  .strict();

export const servicesFileSchema = z
  .object({
    services: z.array(
      z
        .object({ icon: z.enum(SERVICE_ICONS), title: text, desc: text, delay: z.number().int().min(0).max(2000) })
        .strict(),
    ),
  })
  .strict();

const filterLabels = z.object(Object.fromEntries(['all', ...FILTER_KEYS].map((key) => [key, text]))).strict();

export const siteSchema = z
  .object({
    ownerName: text,
    tagline: text,
    bio: z.array(text).min(1),
    roles: z.array(text).min(1),
    careerStartYear: year,
    discipline: text,
    city: text,
    location: text,
    socials: z
      .array(z.object({ label: text, kind: z.enum(SOCIAL_KINDS), handle: text, href: httpUrl, text: text }).strict())
      .length(3),
    developerCredit: z.object({ label: text, href: httpUrl }).strict(),
    heroImage: z.object({ src: publicPath, alt: text }).strict(),
    contactEndpointDefault: httpUrl,
    filterLabels,
  })
  .strict();

const pageCopy = z
  .object({
    title: text,
    description: text.max(200, 'keep meta descriptions under 200 characters'),
    lead: optional(text),
  })
  .strict();

export const pagesSchema = z
  .object({
    home: pageCopy,
    about: pageCopy,
    services: pageCopy,
    portfolio: pageCopy,
    contact: pageCopy,
    notFound: pageCopy,
  })
  .strict();
