import { clients as rawClients } from './clients';
import { projects as rawProjects } from './projects';
import {
  clientLogoSchema,
  pagesSchema,
  describeIssues,
  projectListSchema,
  serviceSchema,
  siteSchema,
  type ClientLogo,
  type Project,
  type Service,
  type Site,
} from './schema';

type PageCopies = z.infer<typeof pagesSchema>;
import { pages as rawPages } from './pages';
import { services as rawServices } from './services';
import { site as rawSite } from './site';
import type { z } from 'zod';

/**
 * The one door to the site's content. Every module in `data/` is parsed here when the site is built, so a
 * mistake (a missing field, an unknown filter tag, two projects with one slug) stops the build with a message
 * that names the file, the record and the field.
 */
function parse<S extends z.ZodType>(source: string, schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Invalid content in ${source}:\n${describeIssues(source, result.error)}`);
  }
  return result.data;
}

export const site: Site = parse('data/site.ts', siteSchema, rawSite);
export const projects: readonly Project[] = parse('data/projects.ts', projectListSchema, rawProjects);
export const clients: readonly ClientLogo[] = parse('data/clients.ts', clientLogoSchema.array(), rawClients);
export const services: readonly Service[] = parse('data/services.ts', serviceSchema.array(), rawServices);
export const pages: PageCopies = parse('data/pages.ts', pagesSchema, rawPages);

export { NO_IMAGE } from './projects';
export type { ClientLogo, PageCopy, Project, Service, Site, SocialLink, FilterTag } from './schema';
