import { loadContent } from './load';

/**
 * The one door to the site's content: the JSON files of `data/` (or of the folder `CONTENT_DIR` names), read and
 * checked when the site is built. A mistake (a missing field, an unknown filter, two projects with one slug, a
 * picture that is not there) stops the build with a message that names the file and the field.
 */
export const { site, pages, clients, services, projects, showreel, voiceDemos } = loadContent();

export type {
  ClientLogo,
  FilterKey,
  MediaItem,
  PageCopy,
  Project,
  Service,
  Showreel,
  Site,
  SocialLink,
  VoiceDemo,
} from './schema';
