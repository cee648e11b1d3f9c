import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  clientsFileSchema,
  describeIssues,
  pagesSchema,
  projectInputSchema,
  servicesFileSchema,
  showreelSchema,
  siteSchema,
  voiceFileSchema,
  toProject,
  KEY_PATTERN,
  PRIVATE_ROOT,
  type Client,
  type ClientLogo,
  type MediaItem,
  type Nda,
  type PageCopies,
  type Project,
  type Service,
  type Showreel,
  type Site,
  type VoiceDemo,
} from './schema';
import { contentSet } from './set';
import { KEPT_DIR, keptSources } from '../media/kept-files';

/** Everything the site shows, read from one content folder and checked. */
export interface Content {
  site: Site;
  pages: PageCopies;
  /** The clients with a logo, in the file's order: the home page's carousel. */
  clients: ClientLogo[];
  /** Every client and studio of clients.json, logo or not. */
  clientList: Client[];
  services: Service[];
  /** Oldest first: the gallery and the timeline show them newest first. */
  projects: Project[];
  /** The showreel of Home, when `showreel.json` exists. */
  showreel?: Showreel;
  /** Voice demos, when `voice.json` lists any. */
  voiceDemos: VoiceDemo[];
  /**
   * The private part of each protected project (`nda.protected`): for the build step that encrypts it
   * (scripts/build-nda.ts), never for pages, which see only the public face in `projects`. lib/content/index.ts does not
   * export it.
   */
  sealed: SealedProject[];
}

/** A protected project as its owner wrote it: the whole project, its private media under private/. */
export interface SealedProject {
  /** The content file it comes from (for messages). */
  file: string;
  /** The project itself, as an open project would read (its `media` are the private ones, `nda.media`). */
  project: Project & { studio: string };
}

/** A mistake in the content: the message names every file and field at fault. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** The folder of the chosen content set's JSON (lib/content/set.ts): data/, CONTENT_DIR's, or the sample's. */
export function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  return contentSet(env).data;
}

/** Where the files that content paths such as `/images/x.jpg` name are: the chosen set's public files. */
export function publicDir(): string {
  return contentSet().files;
}

/** The file a content path names: a public file (`/images/x.jpg`), or a private one (`/private/images/x.jpg`). */
export function contentFile(src: string): string {
  const set = contentSet();
  return src.startsWith(`${PRIVATE_ROOT}/`) ? path.join(set.root, src) : path.join(set.files, src);
}

/**
 * What the public sees of a protected project: its label for a title, its category, roles, years and filters, its
 * public line and picture. Nothing else of the file (the title, description, client, studio, link, media and
 * their Portuguese words) is copied, so no page can show what it does not have.
 */
function publicFace(project: Project & { studio: string }, nda: Nda & { label: string }): Project {
  const words = project.pt;
  const ptDescription = nda.pt?.description ?? (nda.description === undefined ? nda.pt?.label : undefined);
  const pt = {
    ...(nda.pt?.label && { title: nda.pt.label }),
    ...(words?.category && { category: words.category }),
    ...(words?.role && { role: words.role }),
    ...(ptDescription && { description: ptDescription }),
  };
  return {
    slug: project.slug,
    title: nda.label,
    category: project.category,
    roles: project.roles,
    years: project.years,
    filters: project.filters,
    description: nda.description ?? nda.label,
    media: nda.image ? [{ type: 'image', src: nda.image }] : [],
    ...(nda.image && { imgHref: nda.image }),
    ...(Object.keys(pt).length > 0 && { pt }),
    nda: true,
  };
}

/** The years of experience the site states: counted from the career start year, never written by hand. */
export function yearsOfExperience(careerStartYear: number, now: Date = new Date()): number {
  return Math.max(0, now.getFullYear() - careerStartYear);
}

/** Fills a text's `{years}`, `{projects}` and `{clients}` with the values derived from the data. */
export function fillDerived(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Sorts projects oldest first: by start year (work in development without one last), then end year, then title. */
export function byAge(a: Project, b: Project): number {
  const start = (project: Project) => project.years.start ?? Number.POSITIVE_INFINITY;
  const end = (project: Project) => project.years.end ?? project.years.start ?? Number.POSITIVE_INFINITY;
  return start(a) - start(b) || end(a) - end(b) || a.title.localeCompare(b.title) || a.slug.localeCompare(b.slug);
}

/**
 * Reads a project's `client` or `studio`: the key of an entry of clients.json, whose name the site shows. A name
 * written out (files from before keys) is matched to the entry of that name, or else shown as written; a key no
 * entry has is a mistake, named with its file and field.
 */
function organisationNames(reader: Reader, list: Client[]) {
  const byKey = new Map(list.map((client) => [client.id, client]));
  const byName = new Map(list.map((client) => [client.alt.trim().toLowerCase(), client]));
  return (file: string, field: string, value: string): { name: string; key?: string } | undefined => {
    const entry = byKey.get(value) ?? byName.get(value.trim().toLowerCase());
    if (entry) return { name: entry.alt, key: entry.id };
    if (KEY_PATTERN.test(value)) {
      reader.problems.push(
        `${display(reader, file)} › ${field}: no client or studio in ${display(reader, 'clients.json')} has the key "${value}" (add it there, or pick another)`,
      );
      return undefined;
    }
    return { name: value };
  };
}

interface Reader {
  problems: string[];
  dir: string;
}

function readJson(reader: Reader, file: string): unknown {
  const full = path.join(reader.dir, file);
  let text: string;
  try {
    text = fs.readFileSync(full, 'utf8');
  } catch {
    reader.problems.push(`${display(reader, file)}: the file is missing`);
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    reader.problems.push(`${display(reader, file)}: is not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

function display(reader: Reader, file: string): string {
  return path.relative(process.cwd(), path.join(reader.dir, file)) || file;
}

function parseFile<S extends z.ZodType>(reader: Reader, file: string, schema: S): z.output<S> | undefined {
  const value = readJson(reader, file);
  if (value === undefined) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    reader.problems.push(describeIssues(display(reader, file), result.error));
    return undefined;
  }
  return result.data;
}

/** The files under public/ a media item points to. */
function mediaFiles(item: MediaItem): string[] {
  switch (item.type) {
    case 'video':
      return [item.src, ...(item.captions ? [item.captions] : [])];
    case 'external':
      return item.poster ? [item.poster] : [];
    default:
      return [item.src];
  }
}

/** A name as people read it: the same letters whatever their capitals or how their accents are encoded. */
const readAs = (name: string) => name.normalize('NFC').toLowerCase();

/**
 * The file of `full`'s folder whose name reads the same as `full`'s but is written otherwise (capitals, or accents
 * composed differently, as a Mac writes them): what the owner most likely meant.
 */
function writtenOtherwise(full: string): string | undefined {
  const wanted = readAs(path.basename(full));
  try {
    return fs.readdirSync(path.dirname(full)).find((name) => readAs(name) === wanted);
  } catch {
    return undefined;
  }
}

/** Every file a piece of content points to must exist (under public/, or under private/ for private media). */
function checkFiles(reader: Reader, references: { file: string; field: string; src: string }[]) {
  let kept: Set<string> | undefined;
  for (const { file, field, src } of references) {
    const full = contentFile(src);
    if (fs.existsSync(full)) continue;
    const set = contentSet();
    // A long master kept out of git: its kept encodes stand for it (lib/media/kept.ts).
    kept ??= keptSources(set.files);
    if (kept.has(src)) continue;
    const folder = path.relative(process.cwd(), src.startsWith(`${PRIVATE_ROOT}/`) ? set.root : set.files);
    const where = folder ? `under ${folder}/` : 'in the working copy';
    const near = writtenOtherwise(full);
    reader.problems.push(
      `${display(reader, file)} › ${field}: ${src} does not exist ${where}` +
        (near
          ? `; its folder has "${near}", the same name written otherwise (capitals or accents): write the name exactly as the file has it`
          : src.startsWith('/media/')
            ? `, nor are its encodes kept in ${path.relative(process.cwd(), set.files) || '.'}${KEPT_DIR}/ (a master kept out of git: run \`npm run media\` where the master is, then commit that folder)`
            : ''),
    );
  }
}

/**
 * Reads and checks the whole content folder. Every problem of every file is collected first, so one build names
 * them all; then a ContentError carries the list.
 */
export function loadContent(dir: string = contentDir(), now: Date = new Date()): Content {
  const reader: Reader = { problems: [], dir };
  const site = parseFile(reader, 'site.json', siteSchema);
  const pages = parseFile(reader, 'pages.json', pagesSchema);
  const clientList = parseFile(reader, 'clients.json', clientsFileSchema)?.clients;
  const clients = clientList?.filter((client): client is ClientLogo => client.src !== undefined);
  const nameOf = clientList && organisationNames(reader, clientList);
  const services = parseFile(reader, 'services.json', servicesFileSchema)?.services;
  const exists = (file: string) => fs.existsSync(path.join(dir, file));
  const showreel = exists('showreel.json') ? parseFile(reader, 'showreel.json', showreelSchema) : undefined;
  const voiceDemos = exists('voice.json') ? (parseFile(reader, 'voice.json', voiceFileSchema)?.demos ?? []) : [];

  let projectFiles: string[] = [];
  try {
    projectFiles = fs
      .readdirSync(path.join(dir, 'projects'))
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    reader.problems.push(`${display(reader, 'projects')}: the folder of project files is missing`);
  }
  const projects: Project[] = [];
  const sealed: SealedProject[] = [];
  const fileOfSlug = new Map<string, string>();
  for (const name of projectFiles) {
    const file = `projects/${name}`;
    const input = parseFile(reader, file, projectInputSchema);
    if (!input) continue;
    const other = fileOfSlug.get(input.slug);
    if (other) {
      reader.problems.push(
        `${display(reader, file)} › slug: "${input.slug}" is already the slug of ${display(reader, other)}: every slug must be unique`,
      );
      continue;
    }
    fileOfSlug.set(input.slug, file);
    const project = toProject(input);
    if (nameOf) {
      const studio = nameOf(file, 'studio', project.studio);
      const client = project.client === undefined ? undefined : nameOf(file, 'client', project.client);
      if (studio) Object.assign(project, { studio: studio.name }, studio.key && { studioKey: studio.key });
      if (client) Object.assign(project, { client: client.name }, client.key && { clientKey: client.key });
    }
    const nda = input.nda;
    if (nda?.protected && nda.label !== undefined) {
      const media = nda.media ?? [];
      const firstPicture = media.find((item) => item.type === 'image');
      sealed.push({ file, project: { ...project, media, ...(firstPicture && { imgHref: firstPicture.src }) } });
      projects.push(publicFace(project, { ...nda, label: nda.label }));
    } else {
      projects.push(project);
    }
  }

  const references = [
    ...(site ? [{ file: 'site.json', field: 'heroImage.src', src: site.heroImage.src }] : []),
    ...(clientList ?? []).flatMap((client, index) =>
      client.src ? [{ file: 'clients.json', field: `clients.${index}.src`, src: client.src }] : [],
    ),
    ...projects.flatMap((project) => {
      const file = fileOfSlug.get(project.slug)!;
      return [
        ...(project.imgHref ? [{ file, field: 'imgHref', src: project.imgHref }] : []),
        ...project.media.flatMap((item, index) =>
          mediaFiles(item).map((src) => ({ file, field: project.nda ? 'nda.image' : `media.${index}`, src })),
        ),
      ];
    }),
    ...sealed.flatMap(({ file, project }) =>
      project.media.flatMap((item, index) =>
        mediaFiles(item).map((src) => ({ file, field: `nda.media.${index}`, src })),
      ),
    ),
    ...(['src', 'captions', 'poster'] as const).flatMap((field) => {
      const src = showreel?.[field];
      return src ? [{ file: 'showreel.json', field, src }] : [];
    }),
    ...voiceDemos.map((demo, index) => ({ file: 'voice.json', field: `demos.${index}.src`, src: demo.src })),
  ];
  checkFiles(reader, references);
  showreel?.chapters.forEach((chapter, index) => {
    if (chapter.project && !fileOfSlug.has(chapter.project)) {
      reader.problems.push(
        `${display(reader, 'showreel.json')} › chapters.${index}.project: no project has the slug "${chapter.project}"`,
      );
    }
  });

  if (reader.problems.length || !site || !pages || !clients || !clientList || !services) {
    throw new ContentError(`The content in ${display(reader, '.')} has problems:\n${reader.problems.join('\n')}`);
  }

  const derived = {
    years: yearsOfExperience(site.careerStartYear, now),
    since: site.careerStartYear,
    projects: projects.length,
    clients: clients.length,
  };
  const fill = (text: string) => fillDerived(text, derived);
  const fillCopy = <T extends { title?: string; description?: string; lead?: string }>(copy: T): T => ({
    ...copy,
    ...(copy.title && { title: fill(copy.title) }),
    ...(copy.description && { description: fill(copy.description) }),
    ...(copy.lead && { lead: fill(copy.lead) }),
  });
  const filledPages = Object.fromEntries(
    Object.entries(pages).map(([key, copy]) => [key, { ...fillCopy(copy), ...(copy.pt && { pt: fillCopy(copy.pt) }) }]),
  ) as PageCopies;
  const words = site.pt;

  return {
    site: {
      ...site,
      tagline: fill(site.tagline),
      bio: site.bio.map(fill),
      ...(words && {
        pt: {
          ...words,
          ...(words.tagline && { tagline: fill(words.tagline) }),
          ...(words.bio && { bio: words.bio.map(fill) }),
        },
      }),
    },
    pages: filledPages,
    clients,
    clientList,
    services,
    projects: projects.sort(byAge),
    ...(showreel && { showreel }),
    voiceDemos,
    sealed,
  };
}
