/**
 * The editor's preview pane (Decap's registerPreviewTemplate), drawn by the site's own components and styles:
 * a project's gallery card and information box, the home page's hero and the About text, updating as she types.
 * Bundled apart by scripts/build-admin.ts into admin/preview.js and preview.css, loaded only by /admin/.
 *
 * Decap renders templates with its own React (18, inside its bundle); the site's components are React 19. So each
 * template is a Decap component (window.createClass, window.h) that owns one element and renders the site's
 * components into it with this bundle's React 19 root.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { HeroView } from '@/components/home/hero';
import { AboutView } from '@/components/about/about-section';
import { ProjectCard } from '@/components/gallery/project-card';
import { ProjectInfo } from '@/components/project/project-info';
import type { LocalizedProject } from '@/lib/content/localize';
import type { ImageData } from '@/lib/images/variants';
import { yearText } from '@/lib/projects';
import { projectInputSchema, siteSchema, toProject } from '@/lib/content/schema';
import '@/styles/globals.scss';
import styles from './preview.module.scss';

/** Immutable.js values as Decap hands them: only what is read here. */
interface Immutable {
  get: (key: string) => unknown;
  getIn: (path: (string | number)[]) => unknown;
  toJS: () => unknown;
}
interface PreviewProps {
  entry: Immutable;
  getAsset: (path: string) => { toString: () => string } | undefined;
  fieldsMetaData?: Immutable;
}
interface DecapGlobals {
  CMS: {
    registerPreviewTemplate: (name: string, component: unknown) => void;
    registerPreviewStyle: (url: string) => void;
  };
  createClass: (spec: Record<string, unknown>) => unknown;
  h: (type: string, props: Record<string, unknown>) => unknown;
}

/** The clients list when the editor was built (scripts/build-admin.ts): a project's client key to its name. */
declare const PREVIEW_CLIENTS: { id: string; alt: string }[];

const decap = window as unknown as Window & DecapGlobals;

/** A picture the preview can show at once: the uploaded or saved file itself, never the build's variants. */
function previewImage(props: PreviewProps, path: unknown): ImageData | undefined {
  if (typeof path !== 'string' || !path) return undefined;
  const url = props.getAsset(path)?.toString() || path;
  // The fragment keeps lib/images/variants.ts from pointing at variants that are made only at build.
  return { src: `${url}#preview`, width: 1600, height: 1200 };
}

/** A client or studio's name: from the entry picked now (the relation's metadata), else the list as built. */
function nameOf(props: PreviewProps, field: string, key: unknown): string | undefined {
  if (typeof key !== 'string' || !key) return undefined;
  const picked = props.fieldsMetaData?.getIn([field, 'clients', key]);
  const list = picked && typeof picked === 'object' && 'toJS' in picked ? (picked as Immutable).toJS() : undefined;
  const fromPick =
    list && typeof list === 'object' && 'clients' in list && Array.isArray(list.clients)
      ? list.clients.find((client: { id?: string }) => client.id === key)
      : undefined;
  return fromPick?.alt ?? PREVIEW_CLIENTS.find((client) => client.id === key)?.alt ?? key;
}

/** The entry's data, checked by the site's schema where it can be; what is not valid yet is shown as typed. */
function projectOf(props: PreviewProps): LocalizedProject {
  const data = props.entry.get('data') as Immutable | undefined;
  const raw = (data?.toJS() ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  const parsed = projectInputSchema.safeParse(raw);
  const project = parsed.success
    ? toProject(parsed.data)
    : {
        slug: text('slug'),
        title: text('title'),
        category: text('category'),
        roles: Array.isArray(raw.role) ? raw.role.filter((role): role is string => typeof role === 'string') : [],
        studio: text('studio'),
        years: {
          inDevelopment: raw.inDevelopment === true,
          ...(typeof raw.year === 'number' && { start: raw.year }),
          ...(typeof raw.endYear === 'number' && { end: raw.endYear }),
        },
        filters: [],
        description: text('description'),
        media: [],
        ...(text('imgHref') && { imgHref: text('imgHref') }),
        ...(text('projectURL') && { projectURL: text('projectURL') }),
      };
  const client = nameOf(props, 'client', raw.client);
  return {
    ...project,
    studio: nameOf(props, 'studio', raw.studio) ?? '',
    ...(client ? { client } : { client: undefined }),
    media: [],
    fieldLang: {},
  };
}

function ProjectPreview({ props }: { props: PreviewProps }) {
  const project = projectOf(props);
  const image = previewImage(props, project.imgHref);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{project.title || 'Untitled project'}</h1>
      <p className={styles.lead}>{project.description}</p>
      <div className={styles.columns}>
        <section aria-label="Gallery card">
          <h2 className={styles.label}>In the gallery</h2>
          {image ? (
            <ProjectCard
              card={{
                slug: project.slug,
                title: project.title,
                meta: `${project.category} · ${yearText(project)}`,
                description: project.description,
                href: `/portfolio/${project.slug}`,
                tags: project.filters,
                alt: `Artwork from ${project.title}`,
                image,
              }}
              onPreview={() => undefined}
            />
          ) : (
            <p className={styles.note}>No picture yet: the card shows the placeholder.</p>
          )}
        </section>
        <section aria-label="Project page">
          <h2 className={styles.label}>On its page</h2>
          <ProjectInfo project={project} />
        </section>
      </div>
    </div>
  );
}

function SitePreview({ props }: { props: PreviewProps }) {
  const data = props.entry.get('data') as Immutable | undefined;
  const raw = (data?.toJS() ?? {}) as Record<string, unknown>;
  const parsed = siteSchema.safeParse(raw);
  const list = (key: string) =>
    Array.isArray(raw[key]) ? (raw[key] as unknown[]).filter((item): item is string => typeof item === 'string') : [];
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  const hero = (raw.heroImage ?? {}) as { src?: string; alt?: string };
  const start = typeof raw.careerStartYear === 'number' ? raw.careerStartYear : new Date().getFullYear();
  // {years}, {since}: filled as the build fills them (lib/content/load.ts); {projects}, {clients} stay as written here.
  const fill = (value: string) =>
    value.replace(/\{years\}/g, String(new Date().getFullYear() - start)).replace(/\{since\}/g, String(start));
  const site = {
    ownerName: parsed.data?.ownerName ?? text('ownerName'),
    tagline: fill(text('tagline')),
    discipline: text('discipline'),
    city: text('city'),
    location: text('location'),
    careerStartYear: start,
    roles: list('roles'),
    bio: list('bio').map(fill),
    heroImage: { src: hero.src ?? '', alt: hero.alt ?? '' },
    fieldLang: {},
  };
  const image = previewImage(props, hero.src);
  return (
    <div className={styles.page}>
      <h2 className={styles.label}>Home</h2>
      {image && <HeroView site={site} image={image} locale="en" />}
      <h2 className={styles.label}>About</h2>
      <AboutView site={site} locale="en" />
    </div>
  );
}

/** A Decap preview template that renders `draw(props)` with this bundle's React into an element of its own. */
function template(draw: (props: PreviewProps) => ReactNode): unknown {
  return decap.createClass({
    componentDidMount(this: { element?: HTMLElement; root?: Root; props: PreviewProps }) {
      if (!this.element) return;
      this.root = createRoot(this.element);
      this.root.render(draw(this.props));
    },
    componentDidUpdate(this: { root?: Root; props: PreviewProps }) {
      this.root?.render(draw(this.props));
    },
    componentWillUnmount(this: { root?: Root }) {
      const root = this.root;
      // Not during Decap's own render: React warns about unmounting a root synchronously from another one.
      setTimeout(() => root?.unmount(), 0);
    },
    render(this: { element?: HTMLElement }) {
      return decap.h('div', {
        'data-site-preview': '',
        ref: (element: HTMLElement | null) => {
          if (element) this.element = element;
        },
      });
    },
  });
}

if (typeof decap.CMS === 'object' && typeof decap.createClass === 'function') {
  decap.CMS.registerPreviewStyle('preview.css');
  decap.CMS.registerPreviewTemplate(
    'projects',
    template((props) => <ProjectPreview props={props} />),
  );
  decap.CMS.registerPreviewTemplate(
    'site',
    template((props) => <SitePreview props={props} />),
  );
}
