import {
  clientsFileSchema,
  pagesSchema,
  projectInputSchema,
  servicesFileSchema,
  showreelSchema,
  siteSchema,
  voiceFileSchema,
} from '../lib/content/schema';
import type { CollectionLayout, FieldLayout, Fields } from './layout-types';

/**
 * What the editor at /admin/ shows: each collection, its fields in order, their labels, hints and widgets. The
 * rules (required, patterns, choices, limits) are the schema's: cms/generate-config.ts adds them, so none is
 * written here. `[[years]]`, `[[since]]`, `[[projects]]` and `[[clients]]` in a hint are today's values, filled in
 * when the editor is served (scripts/build-admin.ts `withDerivedValues`).
 */

/** The largest file an upload may be (100 MB, GitHub's limit): a larger one gets a sentence (cms/init.js). */
const MAX_UPLOAD = { config: { max_file_size: 100_000_000 } };

/** A field of the form. */
const field = (label: string, hint: string, more: Partial<FieldLayout> = {}): FieldLayout => ({ label, hint, ...more });
const text = (label: string, hint: string): FieldLayout => field(label, hint, { widget: 'text' });

/**
 * A picture or file picked from (or uploaded into) `folder`, stored as its path from the site's root (public/) or
 * from the working copy's (private/). Only files of the site: a picture from another address would be fetched
 * from another host.
 */
function upload(widget: 'image' | 'file', folder: string, label: string, hint: string): FieldLayout {
  return field(label, hint, {
    widget,
    media_library: MAX_UPLOAD,
    choose_url: false,
    media_folder: folder,
    public_folder: folder.replace(/^\/public(?=\/)/, ''),
  });
}

/** A list of single texts: each item's text shows, opened. */
function texts(label: string, singular: string, hint: string, item: FieldLayout & { name: string }): FieldLayout {
  const summary = item.widget === 'text' ? `{{fields.${item.name} | truncate(70, '…')}}` : `{{fields.${item.name}}}`;
  return field(label, hint, { label_singular: singular, collapsed: false, summary, item });
}

/** A record's words in Brazilian Portuguese, folded away. */
const PT_HINT =
  'In Brazilian Portuguese, for the pages under /pt-br/. Each field left empty shows the English one there.';
const portuguese = (fields: Fields, hint = PT_HINT): FieldLayout =>
  field('Português', hint, { collapsed: true, fields });
const inPortuguese = (label: string, what: string, widget: 'string' | 'text' = 'string'): FieldLayout =>
  field(label, `${what} in Portuguese.`, { widget });

/** What a media item says under it, and its Portuguese. */
function mediaWords(credit = 'Your part in it.'): Fields {
  return {
    caption: field('Caption', 'A line under it.'),
    credit: field('Credit', credit),
  };
}
const MEDIA_PT_HINT = 'Its words in Brazilian Portuguese; each left empty shows the English one.';
/** Texts the schema allows every item's Portuguese, where the English item has them. */
const OMIT: FieldLayout = { label: '', hint: '', omit: true };
function mediaPortuguese(extra: Fields = {}): FieldLayout {
  return portuguese(
    {
      caption: inPortuguese('Caption', 'The caption'),
      credit: inPortuguese('Credit', 'The credit'),
      alt: OMIT,
      title: OMIT,
      ...extra,
    },
    MEDIA_PT_HINT,
  );
}

const PICTURE_FILES = 'Any picture up to 100 MB (JPEG, PNG, WebP, AVIF, TIFF, GIF';
const captionsLang = field('Captions language', 'The captions language, e.g. en or pt-BR (default en).');

/** A project's media, or a protected project's private part: pictures and videos stored under `root`. */
function pictureType(root: '/public' | '/private', altHint: string, credit?: string) {
  return {
    label: 'Picture',
    fields: {
      src: upload(
        'image',
        `${root}/images/projects`,
        'File',
        root === '/public'
          ? `${PICTURE_FILES}: see Picture above), saved in public/images/projects.`
          : `${PICTURE_FILES}), saved in private/images/projects.`,
      ),
      alt: field('Description', altHint),
      ...mediaWords(credit),
      pt: mediaPortuguese({ alt: inPortuguese('Description', 'The description') }),
    },
  };
}
function videoType(root: '/public' | '/private', fileHint: string) {
  return {
    label: 'Video',
    fields: {
      src: upload('file', `${root}/media/projects`, 'File', fileHint),
      captions: upload(
        'file',
        `${root}/media/projects`,
        'Captions',
        'Its captions as a WebVTT file, when it has speech.',
      ),
      captionsLang,
      ...mediaWords(),
      pt: mediaPortuguese(),
    },
  };
}

const projects: CollectionLayout = {
  name: 'projects',
  label: 'Projects',
  label_singular: 'Project',
  description:
    'One entry per project of the portfolio (a file data/projects/<slug>.json). The gallery lists them newest ' +
    'first; each has its own page at /portfolio/<slug>.',
  schema: projectInputSchema,
  folder: 'data/projects',
  identifier_field: 'title',
  slug: '{{fields.slug}}',
  summary: "{{fields.year | default('In development')}} · {{title}} · {{fields.category}}",
  // Newest first, as the site shows them; the list can also be sorted by title.
  sortable_fields: [{ field: 'year', default_sort: 'desc' }, 'title'],
  preview: true,
  fields: {
    slug: field(
      'Slug',
      "The project's address, /portfolio/<slug>, and its file name: made from the title as you type it; you may " +
        'change it (lower-case words joined by hyphens; no two projects may share one). Changing it once the site ' +
        'is online changes the address (old links break).',
      { widget: 'slug' },
    ),
    title: field('Title', "The project's name as the gallery card, the lightbox and its page show it."),
    titleLang: field(
      'Title language',
      'Only when the title is not in English: its language tag (pt-BR, es, fr), so screen readers pronounce it ' +
        'right. Leave empty for English.',
    ),
    category: field(
      'Category',
      'What kind of work it is, in a few words. Usual ones: TV Series, Advertising, Music Video, Short Film, ' +
        'Feature Film, TV Specials, Animation Teaser, Video Advertising, Opening.',
    ),
    role: texts('Roles', 'role', 'What you did on the project, shown joined by commas.', {
      name: 'role',
      ...field('Role', 'One role, e.g. Cut Out Animation or Director.'),
    }),
    // Picked from the clients list, stored as the entry's key.
    client: field(
      'Client',
      'Who commissioned it (a channel, a brand), picked from Clients and studios: add a new one there first. ' +
        'Leave empty if unknown; the page then says "Not available".',
      {
        widget: 'relation',
        collection: 'clients',
        file: 'clients',
        value_field: 'clients.*.id',
        search_fields: ['clients.*.alt'],
        display_fields: ['clients.*.alt'],
      },
    ),
    studio: field(
      'Studio',
      'The studio that produced it, picked from Clients and studios (add a new one there first).',
      {
        widget: 'relation',
        collection: 'clients',
        file: 'clients',
        value_field: 'clients.*.id',
        search_fields: ['clients.*.alt'],
        display_fields: ['clients.*.alt'],
      },
    ),
    year: field(
      'Year',
      'The year it came out (or started). Leave it empty only for a project with "In development" on.',
      { widget: 'year' },
    ),
    endYear: field(
      'End year',
      'For work that ran over several years (a series), the last year; not before the year. Else leave empty.',
    ),
    inDevelopment: field(
      'In development',
      'On for a project not released yet; the site says "In Development" instead of a year.',
      { default: false },
    ),
    projectURL: field(
      'Project link',
      'Where to watch or read about it (a full https:// address). Leave empty when there is none.',
    ),
    filter: field('Filters', "Under which of the gallery's filter buttons it appears.", {
      choices: {
        creator: 'Creator',
        director: 'Director',
        cutout: 'Cut Out',
        traditional: 'Traditional',
        supervisor: 'Supervisor',
        voice: 'Voice',
      },
    }),
    imgHref: upload(
      'image',
      '/public/images/projects',
      'Picture',
      'The artwork of the card, the lightbox and the page. Any picture up to 100 MB: JPEG, PNG, WebP, AVIF, TIFF ' +
        'or GIF (its first frame; name it ...-animated.gif to keep it moving); over 40 megapixels it is scaled ' +
        'down when the site is built, and smaller copies are made. HEIC from a phone: export it as JPEG first. ' +
        'Saved in public/images/projects. Leave empty for a project with no picture.',
    ),
    description: text(
      'Description',
      "Two or three sentences about the work. Also the page's description in search results.",
    ),
    media: field(
      'Media',
      "Everything the project's page shows, in order: pictures, videos, audio, or a YouTube/Vimeo link. Leave " +
        'empty to show the one picture above. Videos and audio are encoded for the web when the site is built.',
      {
        summary: '{{fields.src}}{{fields.url}}',
        types: {
          image: pictureType(
            '/public',
            'What the picture shows, for those who cannot see it (default: "Artwork from" the title).',
            'Your part in it, e.g. "My part: character animation, shots 12-18".',
          ),
          video: videoType('/public', 'The master file (any size), saved in public/media/projects.'),
          audio: {
            label: 'Audio',
            fields: {
              src: upload('file', '/public/media/projects', 'File', 'The recording, saved in public/media/projects.'),
              ...mediaWords(),
              pt: mediaPortuguese(),
            },
          },
          external: {
            label: 'YouTube or Vimeo',
            fields: {
              url: field('Address', 'The video page on YouTube or Vimeo: the page links to it.'),
              title: field('Title', 'The name of the video.'),
              poster: upload('image', '/public/images/projects', 'Poster', 'A still to show with the link.'),
              ...mediaWords(),
              pt: mediaPortuguese({ title: inPortuguese('Title', 'The title') }),
            },
          },
        },
      },
    ),
    // Work under a non-disclosure agreement (docs/nda.md): its public face here; the rest of the form is its
    // private part, encrypted when the site is built. Every field is optional to the editor: Decap would require an
    // empty optional object's required fields (decap-cms#7748); the build asks for the label once "Protected" is on.
    nda: field(
      'Under NDA',
      'For work under a non-disclosure agreement. Switched on, visitors see only the public face written here ' +
        '(with the category, roles and years above) and a password form; the title, description, client, studio, ' +
        'link and the private pictures below are encrypted when the site is built, for those you give the password ' +
        'to (set NDA_PASSWORD where the site is built: docs/nda.md). Leave Picture and Media above empty for such ' +
        'a project.',
      {
        collapsed: true,
        fields: {
          // No default: a default would write "nda": { "protected": false } into every new project.
          protected: field(
            'Protected',
            'On to protect the project; off shows it like any other (its private pictures below are then unused).',
          ),
          label: field(
            'Public label',
            'What the public reads instead of the title, e.g. "Feature film for a major studio". Keep the real ' +
              "title's words out of it, and out of the slug (the project's address), which stays public.",
          ),
          description: text(
            'Public description',
            'One public line about it, for the card and search engines. Default, the label.',
          ),
          image: upload(
            'image',
            '/public/images/projects',
            'Public picture',
            'A picture anyone may see (saved in public/images/projects). Leave empty for the drawn "Under NDA" ' +
              'placeholder. Never one of the private pictures.',
          ),
          media: field(
            'Private pictures and videos',
            'What the unlocked page shows, in order. Saved in private/ (never copied into the site as they are: the ' +
              'build encrypts them). Keep the repository private.',
            {
              label_singular: 'private picture or video',
              summary: '{{fields.src}}',
              types: {
                image: pictureType('/private', 'What the picture shows, for those who cannot see it.'),
                video: videoType(
                  '/private',
                  'The master file, saved in private/media/projects: encoded, then encrypted, when the site is built.',
                ),
              },
            },
          ),
          pt: portuguese(
            {
              label: inPortuguese('Public label', 'The label'),
              description: inPortuguese('Public description', 'The public line', 'text'),
            },
            'The public face in Brazilian Portuguese, for the page under /pt-br/; each left empty shows the English one.',
          ),
        },
      },
    ),
    pt: portuguese(
      {
        title: field('Title', 'Only when the work has a Portuguese title of its own.'),
        category: field('Category', 'e.g. Série de TV.'),
        role: texts('Roles', 'role', 'Replaces every role; leave empty to translate them through the glossary.', {
          name: 'role',
          ...field('Role', 'One role, e.g. Direção.'),
        }),
        description: text('Description', 'Two or three sentences about the work.'),
      },
      "The project's words in Brazilian Portuguese, for its page under /pt-br/. Each field left empty shows the " +
        "English one there; a category or role left empty is looked up in the site's glossary (Site › Português).",
    ),
  },
};

const clients: CollectionLayout = {
  name: 'clients',
  label: 'Clients and studios',
  description:
    'Everyone you have worked for or with. Projects pick their client and studio from this list, so a new name ' +
    "here reaches every project; those with a logo are the home page's carousel.",
  schema: clientsFileSchema,
  file: 'data/clients.json',
  fileLabel: 'Clients and studios',
  preview: false,
  fields: {
    clients: field('Clients and studios', "One entry each, in the carousel's order.", {
      label_singular: 'client or studio',
      summary: '{{fields.alt}}',
      fields: {
        alt: field('Name', 'The name as projects show it. Screen readers read it out instead of the logo.'),
        id: field(
          'Key',
          'How projects name it, e.g. canal-sabia-kids. Leave it empty for a new one: it is made from the name when ' +
            'you publish. Keep it when you rename, so every project follows.',
          { madeByEditor: true },
        ),
        src: upload(
          'image',
          '/public/images/clients',
          'Logo',
          "The logo (SVG best, or PNG/JPEG), saved in public/images/clients. With one, it shows in the home page's carousel.",
        ),
      },
    }),
  },
};

const services: CollectionLayout = {
  name: 'services',
  label: 'Services',
  description: 'The services of the home and services pages.',
  schema: servicesFileSchema,
  file: 'data/services.json',
  fileLabel: 'Services',
  preview: false,
  fields: {
    services: field('Services', 'One entry per service, in the order shown.', {
      label_singular: 'service',
      summary: '{{fields.title}}',
      fields: {
        icon: field('Icon', "Which of the site's drawn icons the service shows.", {
          choices: {
            direction: 'Direction',
            supervision: 'Supervision',
            cutout: 'Cut Out',
            traditional: 'Traditional',
            voice: 'Voice',
            'original-ip': 'Original IP',
          },
        }),
        title: field('Title', "The service's name."),
        desc: text('Description', 'One or two sentences about it.'),
        delay: field(
          'Reveal delay (ms)',
          'How long after the section comes into view the card appears, in milliseconds (100, 200, ... stagger the ' +
            'cards). Visitors who turn animations off see them at once.',
          { step: 100, default: 100 },
        ),
        pt: portuguese({
          title: inPortuguese('Title', "The service's name"),
          desc: inPortuguese('Description', 'The description', 'text'),
        }),
      },
    }),
  },
};

/** What `{years}` and the others are, for the texts that may use them. */
const PLACEHOLDERS =
  'You may write {years} (your years of experience: [[years]] today), {since} (the year you started: [[since]]), ' +
  "{projects} (the number of projects: [[projects]]) or {clients} (the clients in the home page's carousel: " +
  '[[clients]]): the site fills them in when it is built.';
const PAGE_PLACEHOLDERS =
  'It may use {years} ([[years]] today), {since} ([[since]]), {projects} ([[projects]]) and {clients} ([[clients]]).';
const FILTER_NAMES = {
  all: 'The button that shows every project.',
  creator: 'Projects you created.',
  director: 'Projects you directed.',
  cutout: 'Cut-out animation.',
  traditional: 'Traditional (hand-drawn) animation.',
  supervisor: 'Projects you supervised.',
  voice: 'Voice work.',
};
const FILTER_LABELS: Record<keyof typeof FILTER_NAMES, string> = {
  all: 'All',
  creator: 'Creator',
  director: 'Director',
  cutout: 'Cut Out',
  traditional: 'Traditional',
  supervisor: 'Supervisor',
  voice: 'Voice',
};
const filterNames = (): Fields =>
  Object.fromEntries(
    Object.entries(FILTER_NAMES).map(([key, hint]) => [
      key,
      field(FILTER_LABELS[key as keyof typeof FILTER_NAMES], hint),
    ]),
  );

const site: CollectionLayout = {
  name: 'site',
  label: 'Site',
  description: 'The owner and the facts every page shares.',
  schema: siteSchema,
  file: 'data/site.json',
  fileLabel: 'Owner and site',
  preview: true,
  fields: {
    ownerName: field('Name', "Your name: the site's title, the footer, every page's title."),
    siteUrl: field(
      'Site address',
      "Your site's address, e.g. https://ana-lima.art: its links, sitemap, share cards and CV name it. Putting the site online needs it.",
    ),
    tagline: field(
      'Tagline',
      `One line under your name on the home page, and the site's description in search results. ${PLACEHOLDERS}`,
    ),
    bio: texts('Bio paragraphs', 'paragraph', `The About page's text, one entry per paragraph. ${PLACEHOLDERS}`, {
      name: 'paragraph',
      ...text('Paragraph', 'One paragraph of the About page.'),
    }),
    roles: texts('Roles', 'role', 'Your roles, in order, as the home and About pages list them.', {
      name: 'role',
      ...field('Role', 'One role, e.g. Director.'),
    }),
    careerStartYear: field(
      'Career start year',
      'The year you started working; the site counts your years of experience from it.',
    ),
    discipline: field('Discipline', "The first words of the home page's headline, e.g. 2D animation."),
    city: field('City', "The city the home page's headline names, e.g. São Paulo."),
    location: field('Location', 'Where you are based, as the About page says it, e.g. São Paulo, Brazil.'),
    socials: field(
      'Social links',
      'The profiles you have, at most one of each kind (professional network, photos, videos).',
      {
        label_singular: 'social link',
        summary: '{{fields.label}}',
        fields: {
          label: field('Name', "The network, e.g. LinkedIn: the link's name."),
          kind: field('Kind', 'Which kind of profile it is; picks its icon and its card on the Contact page.', {
            choices: { professional: 'Professional network', photo: 'Photos', video: 'Videos' },
          }),
          handle: field('Handle', 'Your name there, e.g. @your.name.'),
          href: field('Address', "The profile's full address, starting with https://."),
          text: field('Card text', "The line under it on the Contact page's card."),
          pt: portuguese(
            { text: inPortuguese('Card text', 'The card text') },
            'The card text in Brazilian Portuguese.',
          ),
        },
      },
    ),
    developerCredit: field(
      'Site credit',
      "Optional: the footer's credit to whoever built the site. Leave both empty for no credit.",
      {
        collapsed: true,
        fields: {
          label: field('Text', "The credit's words, e.g. Site by Ana Web (without them, the address's name shows)."),
          href: field('Address', 'Where it leads, starting with https:// (without it, the words show without a link).'),
        },
      },
    ),
    heroImage: field('Home picture', 'The big picture of the home page.', {
      fields: {
        src: upload('image', '/public/images/hero', 'Picture', `${PICTURE_FILES}), saved in public/images/hero.`),
        alt: text('Description', 'What the picture shows, in a sentence, for people who cannot see it.'),
      },
    }),
    contactEndpointDefault: field(
      'Contact service address',
      'Where the contact form sends messages when the build is not told otherwise (NEXT_PUBLIC_CONTACT_ENDPOINT): ' +
        "/api/send is this site's own (the Cloudflare Worker answers it). Only change it if you run the contact " +
        'service elsewhere.',
    ),
    filterLabels: field('Filter names', "The names of the portfolio's filter buttons.", { fields: filterNames() }),
    pt: portuguese(
      {
        tagline: field('Tagline', 'The tagline in Portuguese ({years}, {since}... as above).'),
        discipline: field('Discipline', 'The discipline in Portuguese, e.g. Animação 2D.'),
        city: field('City', "The city's name in Portuguese, when it differs."),
        location: field('Location', 'Where you are based, in Portuguese.'),
        roles: texts('Roles', 'role', 'Your roles in Portuguese, replacing the English list.', {
          name: 'role',
          ...field('Role', 'One role, e.g. Diretora.'),
        }),
        bio: texts(
          'Bio paragraphs',
          'paragraph',
          "The About page's text in Portuguese, replacing the English one ({years}, {since}... as above).",
          { name: 'paragraph', ...text('Paragraph', 'One paragraph of the About page.') },
        ),
        heroImage: field('Home picture', 'The home picture, described in Portuguese.', {
          fields: { alt: text('Description', 'What the picture shows, in Portuguese.') },
        }),
        filterLabels: field('Filter names', "The filter buttons' names in Portuguese (short words).", {
          fields: filterNames(),
        }),
        developerCredit: field('Site credit', "The footer's credit in Portuguese.", {
          fields: { label: inPortuguese('Text', "The link's text") },
        }),
        glossary: field(
          'Glossary',
          'Categories and roles as the projects write them, with their Portuguese: every project that uses the ' +
            'English term shows the Portuguese one under /pt-br/.',
          {
            label_singular: 'term',
            summary: '{{fields.en}} → {{fields.pt}}',
            fields: {
              en: field('English', 'As the projects write it, e.g. TV Series.'),
              pt: field('Português', 'e.g. Série de TV.'),
            },
          },
        ),
      },
      "The site's words in Brazilian Portuguese, for the pages under /pt-br/. Each field left empty shows the " +
        'English one there.',
    ),
  },
};

/** One page's texts. */
const page = (label: string, hint: string): FieldLayout =>
  field(label, hint, {
    fields: {
      title: field('Name', "The page's name, in the browser tab: <name> | <your name>."),
      description: text(
        'Description',
        `What search results and link previews show under the title. ${PAGE_PLACEHOLDERS}`,
      ),
      lead: text('Lead', `The line under the page's title. ${PAGE_PLACEHOLDERS}`),
      pt: portuguese({
        title: inPortuguese('Name', "The page's name"),
        description: inPortuguese('Description', 'The description', 'text'),
        lead: inPortuguese('Lead', 'The line under the title', 'text'),
      }),
    },
  });

const pages: CollectionLayout = {
  name: 'pages',
  label: 'Pages',
  description: "Each page's name, its description in search results, and the line under its title.",
  schema: pagesSchema,
  file: 'data/pages.json',
  fileLabel: 'Page texts',
  preview: false,
  fields: {
    home: page('Home', 'The home page.'),
    about: page('About', 'The About page.'),
    services: page('Services', 'The Services page.'),
    portfolio: page('Portfolio', 'The Portfolio page.'),
    contact: page('Contact', 'The Contact page.'),
    notFound: page('Not found', 'The page shown for an address that does not exist.'),
  },
};

const titleAndDescription = (): Fields => ({
  title: inPortuguese('Title', 'The title'),
  description: inPortuguese('Description', 'The description', 'text'),
});

const showreel: CollectionLayout = {
  name: 'showreel',
  label: 'Showreel',
  description: 'The reel on the home page, with its chapters. Delete the file to show no reel.',
  schema: showreelSchema,
  file: 'data/showreel.json',
  fileLabel: 'Showreel',
  preview: false,
  fields: {
    title: field('Title', 'Its name, e.g. "Showreel 2026".'),
    description: text('Description', 'A sentence or two under it, also told to search engines.'),
    src: upload(
      'file',
      '/public/media',
      'Video',
      'The master file (any size), saved in public/media; encoded for the web at build.',
    ),
    url: field(
      'YouTube or Vimeo address',
      "Instead of a video file: the reel's address on YouTube or Vimeo. Home shows its poster, and the host's player loads only when a visitor presses Play.",
    ),
    poster: upload(
      'image',
      '/public/images',
      'Poster',
      'For a reel on YouTube or Vimeo: the picture shown before Play (a video file has its own).',
    ),
    captions: upload('file', '/public/media', 'Captions', 'Its captions as a WebVTT file.'),
    captionsLang: field('Captions language', 'The captions language (default en).'),
    date: field('Date', 'When it was published, 2026-03-01 (for search engines).'),
    chapters: field('Chapters', 'Where each part starts, in order. Visitors jump to it and can share a link to it.', {
      label_singular: 'chapter',
      summary: '{{fields.start}} {{fields.title}}',
      fields: {
        start: field('Start', 'Seconds (75) or minutes:seconds (1:15).', { widget: 'string' }),
        title: field('Title', 'What this part shows.'),
        project: field('Project', 'The slug of the project it comes from, to link to its page.'),
        pt: portuguese({ title: inPortuguese('Title', 'The title') }, 'The title in Brazilian Portuguese.'),
      },
    }),
    pt: portuguese(titleAndDescription()),
  },
};

const voice: CollectionLayout = {
  name: 'voice',
  label: 'Voice demos',
  description: 'The voice demos on the Services page, under the services.',
  schema: voiceFileSchema,
  file: 'data/voice.json',
  fileLabel: 'Voice demos',
  preview: false,
  fields: {
    demos: field('Demos', 'One entry per recording, in the order shown.', {
      label_singular: 'demo',
      summary: '{{fields.title}}',
      fields: {
        title: field('Title', 'The character or style, e.g. "Narrator".'),
        description: text('Description', 'A line about it.'),
        src: upload(
          'file',
          '/public/media/voice',
          'Recording',
          'The recording, saved in public/media/voice; encoded for the web at build.',
        ),
        transcript: text('Transcript', 'The words spoken, for those who cannot hear them.'),
        lang: field('Language', 'The language spoken, e.g. pt-BR.'),
        pt: portuguese(titleAndDescription()),
      },
    }),
  },
};

/** The editor's collections, in the order its menu lists them. */
export const COLLECTIONS: CollectionLayout[] = [projects, pages, showreel, voice, clients, services, site];
