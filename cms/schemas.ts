/**
 * The schemas the CMS tests check the configuration and the CMS's output against: one per file of the content
 * layout. Today: the stand-in of `cms/content-contract.ts`. When `data/schema.ts` parses the JSON layout, export
 * its schemas here under these names instead (a file's schema, the whole JSON document) and delete the stand-in.
 */
export {
  FILTER_KEYS,
  SERVICE_ICONS,
  SOCIAL_KINDS,
  clientsFileSchema,
  pagesSchema,
  projectSchema,
  servicesFileSchema,
  siteSchema,
} from './content-contract';

/** Which schema the tests use, for their names and messages. */
export const SCHEMA_SOURCE = 'cms/content-contract.ts (stand-in for data/schema.ts)';
