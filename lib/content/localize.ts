import type { Locale } from '../i18n/locales';
import type { Content } from './load';
import type { MediaItem, PageCopies, PageCopy, Project, Service, Showreel, Site, VoiceDemo } from './schema';

/**
 * The content in one language. English is what the files say; Portuguese takes each record's `pt` words and, where
 * one is missing, keeps the English one and says so: `fieldLang` maps each field shown in another language than the
 * page's to that language, for the components to mark up (`lang="en"`), so screen readers and search engines read
 * it right. On English pages the maps are empty.
 */

/** The language of some of a record's fields, where it differs from the page's. */
export type FieldLangs<K extends string> = Partial<Record<K, string>>;

/** The site's facts in a language. */
export type LocalizedSite = Omit<Site, 'socials'> & {
  fieldLang: FieldLangs<'tagline' | 'discipline' | 'location' | 'roles' | 'bio'>;
  socials: (Site['socials'][number] & { fieldLang: FieldLangs<'text'> })[];
};
/** A page's words in a language. */
export type LocalizedPageCopy = PageCopy & { fieldLang: FieldLangs<'title' | 'description' | 'lead'> };
export type LocalizedPages = { [K in keyof PageCopies]: LocalizedPageCopy };
/** A service in a language. */
export type LocalizedService = Service & { fieldLang: FieldLangs<'title' | 'desc'> };
/** A media item in a language: its caption and credit in it, or marked English. */
export type LocalizedMediaItem = MediaItem & { fieldLang: FieldLangs<'caption' | 'credit' | 'title'> };
/**
 * A project in a language. `titleLang` is the shown title's language where it differs from the page's (a
 * Portuguese title on an English page, an untranslated English one on a Portuguese page).
 */
export type LocalizedProject = Omit<Project, 'media'> & {
  media: LocalizedMediaItem[];
  fieldLang: FieldLangs<'description' | 'category' | 'roles'>;
};
/** A voice demo in a language. */
export type LocalizedVoiceDemo = VoiceDemo & { fieldLang: FieldLangs<'title' | 'description'> };
/** The showreel in a language. */
export type LocalizedShowreel = Omit<Showreel, 'chapters'> & {
  fieldLang: FieldLangs<'title' | 'description'>;
  chapters: (Showreel['chapters'][number] & { fieldLang: FieldLangs<'title'> })[];
};

/** Everything the site shows, in one language. */
export interface LocalizedContent {
  locale: Locale;
  site: LocalizedSite;
  pages: LocalizedPages;
  clients: Content['clients'];
  services: LocalizedService[];
  projects: LocalizedProject[];
  showreel?: LocalizedShowreel;
  voiceDemos: LocalizedVoiceDemo[];
}

/** The language content is written in first: what a field falls back to. */
const SOURCE_LANG = 'en';

/**
 * `fields` of `record` in the page's language: the translation's value where it has one, else the record's own,
 * with that field marked as English on a Portuguese page.
 */
function translate<T extends object, K extends keyof T & string>(
  record: T,
  words: Partial<Record<K, T[K]>> | undefined,
  fields: readonly K[],
  locale: Locale,
): { values: Partial<Pick<T, K>>; lang: FieldLangs<K> } {
  const values: Partial<Pick<T, K>> = {};
  const lang: FieldLangs<K> = {};
  if (locale === SOURCE_LANG) return { values, lang };
  for (const field of fields) {
    const value = words?.[field];
    if (value !== undefined) values[field] = value;
    else if (record[field] !== undefined) lang[field] = SOURCE_LANG;
  }
  return { values, lang };
}

/** Looks a category or role up in the site's glossary; undefined when it has no entry. */
function glossaryOf(site: Site): (term: string) => string | undefined {
  const entries = new Map((site.pt?.glossary ?? []).map(({ en, pt }) => [en.toLowerCase(), pt]));
  return (term) => entries.get(term.toLowerCase());
}

function localizeSite(site: Site, locale: Locale): LocalizedSite {
  const words = site.pt;
  const { values, lang } = translate(
    site,
    words,
    ['tagline', 'discipline', 'city', 'location', 'roles', 'bio'] as const,
    locale,
  );
  const english = locale === SOURCE_LANG;
  return {
    ...site,
    ...values,
    heroImage: { ...site.heroImage, ...(!english && words?.heroImage?.alt && { alt: words.heroImage.alt }) },
    filterLabels: english ? site.filterLabels : { ...site.filterLabels, ...definedOnly(words?.filterLabels) },
    ...(site.developerCredit && {
      developerCredit: {
        ...site.developerCredit,
        ...(!english && words?.developerCredit?.label && { label: words.developerCredit.label }),
      },
    }),
    socials: site.socials.map((social) => {
      const text = translate(social, social.pt, ['text'] as const, locale);
      return { ...social, ...text.values, fieldLang: text.lang };
    }),
    fieldLang: omit(lang, 'city'),
  };
}

function localizePages(pages: PageCopies, locale: Locale): LocalizedPages {
  const entries = Object.entries(pages).map(([key, copy]) => {
    const { values, lang } = translate(copy, copy.pt, ['title', 'description', 'lead'] as const, locale);
    return [key, { ...copy, ...values, fieldLang: lang }];
  });
  return Object.fromEntries(entries) as LocalizedPages;
}

function localizeMedia(item: MediaItem, locale: Locale): LocalizedMediaItem {
  const { values, lang } = translate(
    item as MediaItem & { title?: string },
    item.pt,
    ['caption', 'credit', 'title'],
    locale,
  );
  const alt = locale !== SOURCE_LANG && item.pt?.alt ? { alt: item.pt.alt } : {};
  return { ...item, ...values, ...alt, fieldLang: lang } as LocalizedMediaItem;
}

function localizeProject(
  project: Project,
  locale: Locale,
  glossary: (term: string) => string | undefined,
): LocalizedProject {
  const media = project.media.map((item) => localizeMedia(item, locale));
  if (locale === SOURCE_LANG) return { ...project, media, fieldLang: {} };
  const words = project.pt ?? {};
  const lang: LocalizedProject['fieldLang'] = {};
  const category = words.category ?? glossary(project.category);
  if (!category) lang.category = SOURCE_LANG;
  const roles = words.role ?? project.roles.map((role) => glossary(role) ?? role);
  if (!words.role && project.roles.some((role) => !glossary(role))) lang.roles = SOURCE_LANG;
  if (!words.description) lang.description = SOURCE_LANG;
  const title = words.title ?? project.title;
  // The title's language, where it is not the page's: a Portuguese title needs no mark here, an English one does.
  const titleLang = words.title
    ? undefined
    : project.titleLang === locale
      ? undefined
      : (project.titleLang ?? SOURCE_LANG);
  const { titleLang: _sourceTitleLang, ...rest } = project;
  return {
    ...rest,
    title,
    ...(titleLang && { titleLang }),
    category: category ?? project.category,
    roles,
    description: words.description ?? project.description,
    media,
    fieldLang: lang,
  };
}

/**
 * One project in `locale`, as the site's pages get theirs: for the private part of a protected project, which is
 * not in the content the pages read (scripts/build-nda.ts draws its unlocked page from it).
 */
export function localizeOneProject(project: Project, site: Site, locale: Locale): LocalizedProject {
  return localizeProject(project, locale, glossaryOf(site));
}

function localizeShowreel(reel: Showreel, locale: Locale): LocalizedShowreel {
  const { values, lang } = translate(reel, reel.pt, ['title', 'description'] as const, locale);
  return {
    ...reel,
    ...values,
    fieldLang: lang,
    chapters: reel.chapters.map((chapter) => {
      const words = translate(chapter, chapter.pt, ['title'] as const, locale);
      return { ...chapter, ...words.values, fieldLang: words.lang };
    }),
  };
}

/** The content in `locale`: see the top of this file. */
export function localizeContent(content: Content, locale: Locale): LocalizedContent {
  const glossary = glossaryOf(content.site);
  return {
    locale,
    site: localizeSite(content.site, locale),
    pages: localizePages(content.pages, locale),
    clients: content.clients,
    services: content.services.map((service) => {
      const { values, lang } = translate(service, service.pt, ['title', 'desc'] as const, locale);
      return { ...service, ...values, fieldLang: lang };
    }),
    projects: content.projects.map((project) => localizeProject(project, locale, glossary)),
    ...(content.showreel && { showreel: localizeShowreel(content.showreel, locale) }),
    voiceDemos: content.voiceDemos.map((demo) => {
      const { values, lang } = translate(demo, demo.pt, ['title', 'description'] as const, locale);
      return { ...demo, ...values, fieldLang: lang };
    }),
  };
}

function definedOnly<T extends object>(record: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function omit<T extends object, K extends keyof T>(record: T, key: K): Omit<T, K> {
  const { [key]: _omitted, ...rest } = record;
  return rest;
}
