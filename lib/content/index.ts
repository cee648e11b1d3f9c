import type { Locale } from '../i18n/locales';
import { loadContent } from './load';
import { localizeContent, type LocalizedContent } from './localize';

/**
 * The one door to the site's content: the JSON files of `data/` (or of the folder `CONTENT_DIR` names), read and
 * checked when the site is built. A mistake (a missing field, an unknown filter, two projects with one slug, a
 * picture that is not there) stops the build with a message that names the file and the field.
 */
const content = loadContent();

/** The content as written (English, with each record's `pt` words beside it). */
export const { site, pages, clients, services, projects, showreel, voiceDemos } = content;

const byLocale = new Map<Locale, LocalizedContent>();

/** The content in one language (lib/content/localize.ts): what a page in that language shows. */
export function contentFor(locale: Locale): LocalizedContent {
  let localized = byLocale.get(locale);
  if (!localized) {
    localized = localizeContent(content, locale);
    byLocale.set(locale, localized);
  }
  return localized;
}

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
export type {
  LocalizedContent,
  LocalizedMediaItem,
  LocalizedPageCopy,
  LocalizedProject,
  LocalizedService,
  LocalizedShowreel,
  LocalizedSite,
  LocalizedVoiceDemo,
} from './localize';
