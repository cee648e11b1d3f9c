import { z } from 'zod';
import { FILTER_KEYS, type FilterKey } from './filter-keys';
import { externalEmbed } from '../media/external';

/**
 * The one schema of the site's content. Each part gives both the TypeScript type and the check that
 * `lib/content/load.ts` runs on every file when the site is built, so a typo in `data/` fails the build with a message
 * naming the file and the field, never a blank page. The content editor's rules are made from it at build
 * (cms/generate-config.ts): what is required, the patterns with their messages, the choices and the limits.
 */

export { FILTER_KEYS, type FilterKey };
/**
 * What the content editor needs to know of a field beyond zod's own checks (cms/generate-config.ts reads it): set
 * only where the schema turns or relates a value in a way the editor cannot see.
 */
export interface EditorRule {
  /**
   * The form of the text the editor writes, where the schema's own checks cannot show it: a value turned before
   * its checks (a time "1:15"), or one a function checks (a YouTube or Vimeo address).
   */
  input?: { pattern: RegExp; message: string };
  /** Required unless this boolean field beside it is on (the editor's `year` widget, cms/init.js). */
  requiredUnless?: string;
  /** Required when this boolean field beside it is on: a rule of the build, which the editor's label states. */
  requiredWhen?: string;
  /**
   * One of the two: required unless this field beside it is given, and left out when it is (the showreel's video
   * file or its YouTube or Vimeo address). A rule of the build, which the editor's label states.
   */
  requiredWithout?: string;
}
export const editorRules = z.registry<EditorRule>();

export const filterKeySchema = z.enum(FILTER_KEYS, { error: `must be one of: ${FILTER_KEYS.join(', ')}` });

/**
 * What a file's path may not hold, each with the reason said for the owner. Anything else is fine: spaces,
 * capitals, accents (`/images/projects/Meu Filme – Cena 2.jpg`): the site writes such a path into its pages
 * percent-encoded (lib/site-url.ts).
 */
const PATH_PROBLEMS: [RegExp, string][] = [
  [/\\/, 'uses "\\" between folders: write "/" instead (e.g. /images/projects/name.jpg)'],
  [/[?#%]/, 'has a "?", "#" or "%" in its name, which a web address cannot carry as it is: rename the file without it'],
  [
    /[\u0000-\u001f\u007f<>"|*]/,
    'has a character no file name on the web may hold (< > " | * or an invisible one): rename the file without it',
  ],
];

/** Why `value` is not a usable path to a file under `public/`, or undefined when it is. */
function publicPathProblem(value: string): string | undefined {
  if (!value.startsWith('/'))
    return `must be written from public/, starting with "/" (e.g. /images/projects/name.jpg), not "${value}"`;
  if (value.endsWith('/')) return 'names a folder: add the file name (e.g. /images/projects/name.jpg)';
  return PATH_PROBLEMS.find(([pattern]) => pattern.test(value))?.[1];
}

/** A path to a file under `public/`, written from the site root (e.g. `/images/projects/x.jpg`). */
export const publicPath = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = publicPathProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .refine((value) => !value.split('/').includes('..'), 'must not climb out of public/ with ".."');

/**
 * A video's or sound's path: any name a picture may have. The media step (scripts/build-media.ts) names its encodes
 * after it in plain letters, digits and `-` (`Meu Filme.mov` → `meu-filme.….m3u8`), saying so.
 */
const mediaPath = publicPath;
/**
 * A protected video's path: its sealed copies keep its name (scripts/build-nda.ts), so it keeps to plain letters,
 * digits, `-`, `_` and `.`.
 */
const MEDIA_NAME_RULE =
  'may hold only letters without accents, digits, "-", "_" and "." (no spaces): rename the file, e.g. my-reel.mp4';

const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** An optional field: absent, null or empty mean "not given". */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema.optional(),
  );
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be a full http(s) URL, e.g. https://example.com/page' });
const year = z
  .number({ error: 'must be a year written as a number, e.g. 2019' })
  .int('must be a whole year')
  .min(1950, 'must be 1950 or later')
  .max(2100, 'must be 2100 or earlier');
const languageTag = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as pt-BR');

/** A project's `filter`: the list of gallery tabs it shows under. */
const filterList = z
  .array(filterKeySchema, { error: `must be a list of filters among: ${FILTER_KEYS.join(', ')}` })
  .min(1, 'must carry at least one filter');

/** A project's `role`: one role or a list of them. */
const roleList = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(nonEmpty, { error: 'must be a role or a list of roles' }).min(1, 'must list at least one role'),
);

/** A video file the owner dropped under `public/media/` (mp4, mov, webm, mkv): the build encodes it. */
const videoPath = mediaPath.regex(
  /^\/media\/.+\.(mp4|mov|webm|mkv|m4v)$/i,
  'must be a video under /media/ (mp4, mov, webm, mkv)',
);
/** An audio file under `public/media/` (wav, mp3, m4a, flac, ogg): the build encodes it. */
const audioPath = mediaPath.regex(
  /^\/media\/.+\.(wav|mp3|m4a|flac|ogg|oga|opus|aac)$/i,
  'must be an audio file under /media/ (wav, mp3, m4a)',
);
/** A WebVTT captions file under `public/`. */
const captionsPath = publicPath.regex(/\.vtt$/i, 'must be a WebVTT captions file (.vtt)');
/**
 * A YouTube or Vimeo video's address, in any form people copy (lib/media/external.ts): the site loads that host's
 * player only when a visitor asks for it.
 */
const externalVideoUrl = httpUrl
  .superRefine((value, context) => {
    const embed = externalEmbed(value);
    if (embed instanceof Error)
      context.addIssue({ code: 'custom', message: `must be a YouTube or Vimeo video: ${embed.message}` });
  })
  // The editor's first check, the hosts externalEmbed takes; the video's id is the build's to check.
  .register(editorRules, {
    input: {
      pattern: /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)(?:[/?#:]|$)/i,
      message: 'must be a YouTube or Vimeo address, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/…',
    },
  });

/**
 * A record's words in Brazilian Portuguese (`pt`): any of its text fields, each falling back to the English one
 * (marked `lang="en"` on the Portuguese pages) when it is left out. lib/content/localize.ts reads them.
 */
function translation<S extends z.ZodRawShape>(shape: S) {
  return optional(z.object(shape, { error: 'must be an object of Portuguese texts' }));
}

/** What a media item may say under it: what it shows, and the owner's part in it ("my part: shots 12–18"). */
const mediaText = {
  caption: optional(nonEmpty),
  credit: optional(nonEmpty),
};
/** A media item's words in Portuguese. */
const mediaTranslation = translation({ ...mediaText, alt: optional(nonEmpty), title: optional(nonEmpty) });

/** One item of a project's media, in the order the project shows them. */
export const mediaItemSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('image'),
      src: publicPath,
      /** What the picture shows, for those who cannot see it; default: "Artwork from {title}". */
      alt: optional(nonEmpty),
      ...mediaText,
      pt: mediaTranslation,
    }),
    z.object({
      type: z.literal('video'),
      src: videoPath,
      /** Its captions (speech and sounds as text), shown on request. */
      captions: optional(captionsPath),
      /** The captions' language, e.g. `en` or `pt-BR` (default `en`). */
      captionsLang: optional(languageTag),
      ...mediaText,
      pt: mediaTranslation,
    }),
    z.object({
      type: z.literal('audio'),
      src: audioPath,
      ...mediaText,
      pt: mediaTranslation,
    }),
    z.object({
      type: z.literal('external'),
      /** A YouTube or Vimeo address: shown as a poster with a play button, the player loads on click only. */
      url: externalVideoUrl,
      title: nonEmpty,
      poster: optional(publicPath),
      ...mediaText,
      pt: mediaTranslation,
    }),
  ],
  { error: 'must have a type: image, video, audio or external' },
);
export type MediaItem = z.infer<typeof mediaItemSchema>;

/**
 * Where a protected project's private pictures and videos live: `private/` beside `public/`, written from the
 * working copy's root (`/private/images/projects/x.jpg`). Nothing there is copied into the site: the build makes
 * its variants and encodes there too, and only their encrypted copies reach the export (scripts/build-nda.ts).
 */
export const PRIVATE_ROOT = '/private';

/** A path to a file under `private/`, written from the working copy's root. */
export const privatePath = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = value.startsWith(`${PRIVATE_ROOT}/`)
      ? publicPathProblem(value)
      : `must be a path under private/, starting with "/private/" (e.g. /private/images/projects/name.jpg), not "${value}"`;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .refine((value) => !value.split('/').includes('..'), 'must not climb out of private/ with ".."');

/** One private picture or video of a protected project, shown only once the page is unlocked. */
export const privateMediaItemSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('image'),
      src: privatePath.regex(
        /\.(jpe?g|jfif|png|webp|avif|gif|tiff?)$/i,
        'must be a picture (JPEG, PNG, WebP, AVIF, TIFF, GIF)',
      ),
      alt: optional(nonEmpty),
      ...mediaText,
      pt: mediaTranslation,
    }),
    z.object({
      type: z.literal('video'),
      src: privatePath
        .regex(/^[\w\-./]+$/, MEDIA_NAME_RULE)
        .regex(/\.(mp4|mov|webm|mkv|m4v)$/i, 'must be a video (mp4, mov, webm, mkv)'),
      captions: optional(privatePath.regex(/\.vtt$/i, 'must be a WebVTT captions file (.vtt)')),
      captionsLang: optional(languageTag),
      ...mediaText,
      pt: mediaTranslation,
    }),
  ],
  { error: 'must have a type: image or video' },
);
export type PrivateMediaItem = z.infer<typeof privateMediaItemSchema>;

/**
 * A project under a non-disclosure agreement (`nda`): switched on with `protected`, it shows the public only the
 * face written here (a label, the project's category, roles and years, a public picture or a drawn placeholder),
 * and encrypts everything else (title, description, client, studio, link, `media`) at build, for those who have
 * the password (docs/nda.md). Every field is optional to the editor (Decap requires an optional object's required
 * fields even when it is left empty); the label is required once the project is protected.
 */
export const ndaSchema = z
  .object(
    {
      protected: z.boolean({ error: 'must be true or false' }).optional(),
      /** What the public reads instead of the title, e.g. "Feature film for a major studio". */
      label: optional(nonEmpty).register(editorRules, { requiredWhen: 'protected' }),
      /** A public line about it (the card's caption, the page's description); default: the label. */
      description: optional(nonEmpty),
      /** A public picture under public/ (never one of the private ones); default: a drawn placeholder. */
      image: optional(
        publicPath.refine(
          (value) => !value.startsWith(`${PRIVATE_ROOT}/`),
          'must be a public picture under public/: the private ones are shown only once unlocked',
        ),
      ),
      /** The private pictures and videos, under private/, in the order the unlocked page shows them. */
      media: z.array(privateMediaItemSchema).optional(),
      pt: translation({ label: optional(nonEmpty), description: optional(nonEmpty) }),
    },
    { error: 'must be an object: protected, label, description, image, media, pt' },
  )
  .superRefine((nda, ctx) => {
    if (nda.protected && nda.label === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['label'],
        message: 'must be given for a protected project: it is the title the public sees instead of the real one',
      });
    }
  });
export type Nda = z.infer<typeof ndaSchema>;

/** A time in a video: seconds (`75`) or minutes and seconds (`"1:15"`). */
const TIME = /^\s*(?:(\d+):)?(\d{1,2}(?:\.\d+)?)\s*$/;
const TIME_RULE = 'must be a time: seconds (75) or minutes:seconds ("1:15")';
export const timeSchema = z
  .preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const match = TIME.exec(value);
      return match ? Number(match[1] ?? 0) * 60 + Number(match[2]) : value;
    },
    z.number({ error: TIME_RULE }).nonnegative(),
  )
  .register(editorRules, { input: { pattern: TIME, message: TIME_RULE } });

/** The showreel (`data/showreel.json`, optional): one video with chapters, shown high on Home. */
export const showreelSchema = z
  .object({
    title: nonEmpty,
    description: nonEmpty,
    /** The reel as a video file under public/media/ (encoded and streamed by the site)… */
    src: optional(videoPath).register(editorRules, { requiredWithout: 'url' }),
    /** …or as a YouTube or Vimeo address: a poster, Play and a link there; the host's player loads on Play only. */
    url: optional(externalVideoUrl).register(editorRules, { requiredWithout: 'src' }),
    /** The poster of a reel given by `url` (default: a plain frame). */
    poster: optional(publicPath),
    captions: optional(captionsPath),
    captionsLang: optional(languageTag),
    /** When the reel was published (`2026-03-01`), for search engines; default: the year of the build. */
    date: optional(z.iso.date({ error: 'must be a date written 2026-03-01' })),
    pt: translation({ title: optional(nonEmpty), description: optional(nonEmpty) }),
    chapters: z
      .array(
        z.object({
          start: timeSchema,
          title: nonEmpty,
          /** The slug of the project the chapter comes from: its title links to the project's page. */
          project: optional(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a project slug')),
          pt: translation({ title: optional(nonEmpty) }),
        }),
      )
      .min(1, 'must have at least one chapter'),
  })
  .superRefine((reel, ctx) => {
    if (!reel.src === !reel.url)
      ctx.addIssue({
        code: 'custom',
        path: [reel.src ? 'url' : 'src'],
        message: reel.src
          ? 'must be left out when the reel is a video file (src): give one of the two'
          : 'is missing: give the reel as a video file (src) or as a YouTube or Vimeo address (url)',
      });
    reel.chapters.forEach((chapter, index) => {
      const previous = reel.chapters[index - 1];
      if (previous && chapter.start <= previous.start) {
        ctx.addIssue({
          code: 'custom',
          path: ['chapters', index, 'start'],
          message: `must come after the previous chapter's start (${previous.start} s)`,
        });
      }
    });
  });
export type Showreel = z.infer<typeof showreelSchema>;

/** Voice demos (`data/voice.json`, optional): audio with a title and a short description or transcript. */
export const voiceDemoSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  src: audioPath,
  /** The words spoken, for those who cannot hear them. */
  transcript: optional(nonEmpty),
  /** The language spoken, e.g. `pt-BR`. */
  lang: optional(languageTag),
  pt: translation({ title: optional(nonEmpty), description: optional(nonEmpty) }),
});
export type VoiceDemo = z.infer<typeof voiceDemoSchema>;
export const voiceFileSchema = z.object({ demos: z.array(voiceDemoSchema) });

/** One project as its file holds it. `year`, `endYear` and `inDevelopment` describe when it was made. */
export const projectInputSchema = z
  .object({
    /** The URL segment of `/portfolio/{slug}`: lower-case words joined by hyphens, unique across projects. */
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens, e.g. my-film')
      // /portfolio/404 is the page for an unknown project (app/(en)/portfolio/404).
      .regex(/^(?!404$)/, 'cannot be 404: /portfolio/404 is the page for an unknown project'),
    title: nonEmpty,
    /** The title's language when it is not English (e.g. `pt-BR`): marked up, so screen readers say it right. */
    titleLang: optional(languageTag),
    /** Free text, e.g. `TV Series`, `Advertising`, `Short Film`. */
    category: nonEmpty,
    role: roleList,
    /**
     * Who commissioned it: the key of an entry of `clients.json` (`canal-sabia-kids`). A name written out (the
     * files before keys) still reads: the loader finds the entry of that name, or shows it as written.
     */
    client: optional(nonEmpty),
    /** The studio that produced it: a key of `clients.json`, like `client`. */
    studio: nonEmpty,
    /** The year the work started (or was released); required unless the project is in development. */
    year: optional(year).register(editorRules, { requiredUnless: 'inDevelopment' }),
    /** The last year, for work spanning several. */
    endYear: optional(year),
    /** Still being made: shown as "In Development". */
    inDevelopment: z.boolean().optional(),
    /** A public page about the work. */
    projectURL: optional(httpUrl),
    filter: filterList,
    /** The artwork of the card, the lightbox and the project page; absent: the placeholder shows. */
    imgHref: optional(publicPath),
    /** Two or three sentences: the lightbox caption and the page's meta description. */
    description: nonEmpty,
    /** Pictures, videos and audio in the order the project page shows them; default: the one picture. */
    media: z.array(mediaItemSchema).optional(),
    /** Its words in Portuguese; a category or role left out is looked up in the site's glossary. */
    pt: translation({
      title: optional(nonEmpty),
      category: optional(nonEmpty),
      role: optional(roleList),
      description: optional(nonEmpty),
    }),
    /** Under a non-disclosure agreement: its public face and its private media (see ndaSchema). */
    nda: optional(ndaSchema),
  })
  .superRefine((project, ctx) => {
    if (project.nda?.protected) {
      // Anything in these would be public: a protected project's pictures are nda.image (public) and nda.media.
      for (const field of ['imgHref', 'media'] as const) {
        if (project[field] === undefined) continue;
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message:
            'must be left empty in a protected project, where it would be public: put its public picture in ' +
            'nda.image and its private pictures and videos in nda.media (files under private/)',
        });
      }
    }
    if (project.year === undefined && !project.inDevelopment) {
      ctx.addIssue({ code: 'custom', path: ['year'], message: 'must be given unless the project is in development' });
    }
    if (project.endYear !== undefined && project.year === undefined) {
      ctx.addIssue({ code: 'custom', path: ['endYear'], message: 'needs a start year too' });
    }
    if (project.endYear !== undefined && project.year !== undefined && project.endYear < project.year) {
      ctx.addIssue({
        code: 'custom',
        path: ['endYear'],
        message: `must not be before the start year ${project.year}`,
      });
    }
  });

/** When a project was made, as the site reads it. */
export interface ProjectYears {
  start?: number;
  end?: number;
  inDevelopment: boolean;
}

/** A project as the site uses it: optional fields instead of sentinels, lists instead of strings. */
export interface Project {
  slug: string;
  title: string;
  titleLang?: string;
  category: string;
  roles: string[];
  /** The client's name (lib/content/load.ts looks the key up in clients.json). */
  client?: string;
  /** The studio's name (absent only from the public face of a protected project). */
  studio?: string;
  /** Their keys in clients.json; absent for a name written out that no entry has. */
  clientKey?: string;
  studioKey?: string;
  years: ProjectYears;
  projectURL?: string;
  filters: FilterKey[];
  imgHref?: string;
  description: string;
  /** Everything the project page shows, in order (its one picture when the file lists no media). */
  media: MediaItem[];
  /** Its words in Portuguese, as written (lib/content/localize.ts applies them). */
  pt?: ProjectTranslation;
  /**
   * Set on the public face of a protected project (lib/content/load.ts): what the site shows of it everywhere. Its private
   * part never enters the pages' data; the build encrypts it (scripts/build-nda.ts).
   */
  nda?: true;
}

/** A project's words in Portuguese. */
export interface ProjectTranslation {
  title?: string;
  category?: string;
  role?: string[];
  description?: string;
}

/** The site's reading of a parsed project file. */
export function toProject(input: z.output<typeof projectInputSchema>): Project & { studio: string } {
  const { role, filter, year: start, endYear: end, inDevelopment, media, nda: _nda, ...rest } = input;
  const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as typeof rest;
  const project: Project & { studio: string } = {
    ...given,
    roles: role,
    filters: [...new Set(filter)],
    years: { inDevelopment: inDevelopment ?? false },
    media: media ?? (input.imgHref ? [{ type: 'image', src: input.imgHref }] : []),
  };
  // A project that lists its media but names no card picture shows its first picture on the card.
  const firstPicture = project.media.find((item) => item.type === 'image');
  if (!project.imgHref && firstPicture) project.imgHref = firstPicture.src;
  if (start !== undefined) project.years.start = start;
  if (end !== undefined && end !== start) project.years.end = end;
  return project;
}

/** A stable key: lower-case words joined by hyphens (`canal-sabia-kids`), kept when the display name changes. */
export const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const key = z.string().trim().regex(KEY_PATTERN, 'must be lower-case words joined by hyphens, e.g. canal-sabia-kids');

/**
 * The key a name gives (`Canal Sabiá Kids` → `canal-sabia-kids`): accents dropped, lower case, words joined by
 * hyphens. The editor makes project slugs and client keys the same way (cms/init.js).
 */
export function keyOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * One client or studio the owner has worked for or with (`data/clients.json`): projects name it by its key, so a
 * new name reaches every project. Those with a logo are the home page's carousel.
 */
export const clientSchema = z.preprocess(
  (value) => {
    // A file written before keys existed, or an entry added in the editor before its key was made: the key is
    // made from the name.
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    const given = record.id !== undefined && record.id !== null && record.id !== '';
    return !given && typeof record.alt === 'string' ? { ...record, id: keyOf(record.alt) } : record;
  },
  z.object({
    /** The client's name, as projects show it and screen readers read out instead of the logo. */
    alt: nonEmpty,
    /** The key projects name it by: never changes, even when the name does. */
    id: key,
    /** Logo file under `public/` (SVG or raster): shown in the home page's carousel; none, not shown there. */
    src: optional(publicPath),
  }),
);
export type Client = z.infer<typeof clientSchema>;
/** A client with a logo: one of the carousel's. */
export type ClientLogo = Client & { src: string };
export const clientsFileSchema = z.object({ clients: z.array(clientSchema) }).superRefine((file, ctx) => {
  const seen = new Map<string, number>();
  file.clients.forEach((client, index) => {
    const first = seen.get(client.id);
    if (first !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['clients', index, 'id'],
        message: `"${client.id}" is already the key of clients.${first} (${file.clients[first]?.alt}): every key must be unique`,
      });
    } else seen.set(client.id, index);
  });
});

export const SERVICE_ICONS = ['direction', 'supervision', 'cutout', 'traditional', 'voice', 'original-ip'] as const;

export const serviceSchema = z.object({
  /** Which drawn icon of `components/services/service-icon.tsx` to show. */
  icon: z.enum(SERVICE_ICONS, { error: `must be one of: ${SERVICE_ICONS.join(', ')}` }),
  title: nonEmpty,
  desc: nonEmpty,
  /** Reveal delay in milliseconds (the sample staggers its cards 100 to 600; up to 2 s). */
  delay: z.number().int().min(0).max(2000),
  pt: translation({ title: optional(nonEmpty), desc: optional(nonEmpty) }),
});
export type Service = z.infer<typeof serviceSchema>;
export const servicesFileSchema = z.object({ services: z.array(serviceSchema) });

export const SOCIAL_KINDS = ['professional', 'photo', 'video'] as const;

export const socialLinkSchema = z.object({
  /** What the link is, e.g. `LinkedIn`: used as its accessible name. */
  label: nonEmpty,
  /** Which network it is; picks the icon and the card on the contact page. */
  kind: z.enum(SOCIAL_KINDS),
  /** The handle shown on the contact card, e.g. `@liamontenegro`. */
  handle: nonEmpty,
  href: httpUrl,
  /** The contact card's line about what is there. */
  text: nonEmpty,
  pt: translation({ text: optional(nonEmpty) }),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** The label of each gallery tab (All and one per filter). */
export const filterLabelsSchema = z.object({
  all: nonEmpty,
  ...Object.fromEntries(FILTER_KEYS.map((key) => [key, nonEmpty])),
}) as z.ZodObject<Record<'all' | FilterKey, typeof nonEmpty>>;
export type FilterLabels = z.infer<typeof filterLabelsSchema>;

export const siteSchema = z.object({
  /** The owner's name: site title, footer, page titles (`{page} | {name}`). */
  ownerName: nonEmpty,
  /**
   * The site's public address (`https://ana-lima.art`): canonical links, the sitemap, share cards, the CV. A build
   * that goes online needs it, here or in NEXT_PUBLIC_SITE_URL (lib/site-address.ts).
   */
  siteUrl: optional(
    httpUrl.regex(/^https?:\/\/[^/]+\/?$/, {
      error: 'must be the address of the site itself, without a path, e.g. https://ana-lima.art',
    }),
  ),
  /** One line under the name in the hero and the default meta description. */
  tagline: nonEmpty,
  /** The hero's first words, e.g. `2D animation`. */
  discipline: nonEmpty,
  /** The city the hero names, e.g. `São Paulo`. */
  city: nonEmpty,
  /** Where the owner is based, shown on the about page. */
  location: nonEmpty,
  /** The year of the first professional work: the site counts the years of experience from it. */
  careerStartYear: year,
  /** The roles listed on the about page and in the hero, in order. */
  roles: z.array(nonEmpty).min(1, 'must list at least one role'),
  /** The about page's bio, one string per paragraph. */
  bio: z.array(nonEmpty).min(1, 'must have at least one paragraph'),
  /**
   * The profiles she has: none to three, at most one of each kind (professional network, photos, videos). With
   * none, the footer, Contact, the CV and the structured data leave the block out.
   */
  socials: z
    .array(socialLinkSchema)
    .max(SOCIAL_KINDS.length, `must list at most ${SOCIAL_KINDS.length}: one of each kind`)
    .superRefine((socials, ctx) => {
      socials.forEach((social, index) => {
        const first = socials.findIndex((other) => other.kind === social.kind);
        if (first !== index)
          ctx.addIssue({
            code: 'custom',
            path: [index, 'kind'],
            message: `"${social.kind}" is already the kind of socials.${first} (${socials[first]?.label}): one profile of each kind`,
          });
      });
    }),
  /** The hero's artwork, under `public/`. */
  heroImage: z.object({ src: publicPath, alt: nonEmpty }),
  filterLabels: filterLabelsSchema,
  /**
   * Who built the site, for the footer (optional): its words, linked to its address when one is given (an address
   * alone shows its host name). Left out, the footer has no credit.
   */
  developerCredit: optional(z.object({ label: optional(nonEmpty), href: optional(httpUrl) })),
  /**
   * Where the contact form posts when NEXT_PUBLIC_CONTACT_ENDPOINT is not set at build time: a full http(s) URL, or
   * a path on the site's own address (`/api/send`, which the Cloudflare Worker and `npm start` answer).
   */
  contactEndpointDefault: z.union([httpUrl, z.string().regex(/^\/(?!\/)\S*$/)], {
    error: 'must be a full http(s) URL, e.g. https://example.com/api/send, or a path on this site such as /api/send',
  }),
  /** The site's words in Portuguese; lists (roles, bio) replace the English ones whole. */
  pt: translation({
    tagline: optional(nonEmpty),
    discipline: optional(nonEmpty),
    city: optional(nonEmpty),
    location: optional(nonEmpty),
    roles: optional(z.array(nonEmpty).min(1, 'must list at least one role')),
    bio: optional(z.array(nonEmpty).min(1, 'must have at least one paragraph')),
    heroImage: translation({ alt: optional(nonEmpty) }),
    filterLabels: translation(
      Object.fromEntries(['all', ...FILTER_KEYS].map((key) => [key, optional(nonEmpty)])) as Record<
        'all' | FilterKey,
        ReturnType<typeof optional<typeof nonEmpty>>
      >,
    ),
    developerCredit: translation({ label: optional(nonEmpty) }),
    /** Categories and roles as projects write them, with their Portuguese: `{ "en": "TV Series", "pt": "Série de TV" }`. */
    glossary: z.array(z.object({ en: nonEmpty, pt: nonEmpty })).optional(),
  }),
});
export type Site = z.infer<typeof siteSchema>;

/**
 * The words of one page: its name (`{page}` in the title), its meta description and the line under its title.
 * They may use `{years}` (years of experience), `{projects}` and `{clients}` (counts), filled in from the data.
 */
const pageCopyFields = {
  title: nonEmpty,
  description: nonEmpty.max(200, 'keep meta descriptions under 200 characters'),
  lead: optional(nonEmpty),
};
export const pageCopySchema = z.object({
  ...pageCopyFields,
  pt: translation({
    title: optional(pageCopyFields.title),
    description: optional(pageCopyFields.description),
    lead: pageCopyFields.lead,
  }),
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
export type PageCopies = z.infer<typeof pagesSchema>;

/** Formats zod's issues as one readable line per problem, naming the file and the field. */
export function describeIssues(source: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${source}${issue.path.length ? ` › ${issue.path.join('.')}` : ''}: ${issue.message}`)
    .join('\n');
}
