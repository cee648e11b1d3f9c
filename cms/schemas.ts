/**
 * The schemas the editor's end-to-end test (e2e/cms/) checks what the editor writes against: the site's own, from
 * `lib/content/schema.ts`, one per file of the content layout (each the whole JSON document).
 */
export {
  FILTER_KEYS,
  SERVICE_ICONS,
  SOCIAL_KINDS,
  clientsFileSchema,
  pagesSchema,
  projectInputSchema as projectSchema,
  servicesFileSchema,
  showreelSchema,
  siteSchema,
  voiceFileSchema,
} from '../lib/content/schema';

/** Which schema the tests use, for their names and messages. */
export const SCHEMA_SOURCE = 'lib/content/schema.ts';
