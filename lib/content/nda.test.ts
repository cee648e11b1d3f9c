import fs from 'node:fs';
import path from 'node:path';
import { contentFor } from './index';
import { contentDir, loadContent } from './load';
import { contentSet } from './set';
import { contentFolder, problemsOf } from './test-folder';
import { LOCALES } from '../i18n/locales';

/** A content folder with one open project and the given protected one (the real data's other files). */
function contentWith(protectedProject: Record<string, unknown>): string {
  const dir = contentFolder('content-nda-');
  const open = { slug: 'open', title: 'Open', category: 'Short Film', role: ['Director'], studio: 'independent' };
  const write = (name: string, value: object) =>
    fs.writeFileSync(
      path.join(dir, 'projects', name),
      JSON.stringify({ filter: ['director'], description: 'A film.', year: 2020, ...value }),
    );
  write('open.json', open);
  write('sealed.json', protectedProject);
  return dir;
}

/** A protected project: its private part, and its public face in `nda`. */
const SEALED = {
  slug: 'a-feature-film',
  title: 'The Secret Orchard of Wenceslau',
  category: 'Feature Film',
  role: ['Animation Supervisor'],
  client: 'halcyon-quarry-pictures',
  studio: 'estudio-marimbondo-azul',
  projectURL: 'https://www.example.com/secret-orchard',
  description: 'Wenceslau plants a secret orchard on the moon.',
  pt: { title: 'O Pomar Secreto de Wenceslau', category: 'Longa-metragem', description: 'Wenceslau planta um pomar.' },
  nda: {
    protected: true,
    label: 'A feature film',
    media: [
      { type: 'image', src: '/private/images/projects/zephyrine-lanternfish-armada-1.jpg', alt: 'A secret orchard' },
    ],
    pt: { label: 'Um longa-metragem' },
  },
};

describe('a protected project, as the loader reads it', () => {
  const content = loadContent(contentWith(SEALED));
  const face = content.projects.find((project) => project.slug === SEALED.slug)!;

  it('shows the pages its public face only: label, category, roles, years, filters, the public line', () => {
    expect(face).toEqual({
      slug: 'a-feature-film',
      title: 'A feature film',
      category: 'Feature Film',
      roles: ['Animation Supervisor'],
      years: { start: 2020, inDevelopment: false },
      filters: ['director'],
      description: 'A feature film',
      media: [],
      pt: { title: 'Um longa-metragem', category: 'Longa-metragem', description: 'Um longa-metragem' },
      nda: true,
    });
  });

  it('keeps the whole project apart, with its private media, for the build to seal', () => {
    expect(content.sealed).toHaveLength(1);
    const [sealed] = content.sealed;
    expect(sealed!.project).toMatchObject({
      title: SEALED.title,
      client: 'Halcyon Quarry Pictures',
      studio: 'Estúdio Marimbondo Azul',
      projectURL: SEALED.projectURL,
      media: SEALED.nda.media,
      imgHref: SEALED.nda.media[0]!.src,
    });
  });

  it('shows an open project as before, and an nda block switched off changes nothing', () => {
    const off = loadContent(contentWith({ ...SEALED, nda: { ...SEALED.nda, protected: false } }));
    expect(off.sealed).toEqual([]);
    expect(off.projects.find((project) => project.slug === SEALED.slug)).toMatchObject({
      title: SEALED.title,
      studio: 'Estúdio Marimbondo Azul',
    });
  });

  it('wants a label once protected, and refuses a public picture or media list beside it', () => {
    expect(problemsOf(contentWith({ ...SEALED, nda: { ...SEALED.nda, label: undefined } }))).toContain(
      'sealed.json › nda.label: must be given for a protected project',
    );
    const withPublic = { ...SEALED, imgHref: '/images/projects/sereno.jpg', media: [] };
    const problems = problemsOf(contentWith(withPublic));
    expect(problems).toContain('sealed.json › imgHref: must be left empty in a protected project');
    expect(problems).toContain('sealed.json › media: must be left empty in a protected project');
  });

  it('wants its private files under private/, and each there; its public picture under public/', () => {
    const publicFile = { type: 'image', src: '/images/projects/sereno.jpg' };
    expect(problemsOf(contentWith({ ...SEALED, nda: { ...SEALED.nda, media: [publicFile] } }))).toContain(
      'must be a path under private/',
    );
    const missing = { type: 'image', src: '/private/images/projects/not-there.jpg' };
    expect(problemsOf(contentWith({ ...SEALED, nda: { ...SEALED.nda, media: [missing] } }))).toContain(
      `nda.media.0: /private/images/projects/not-there.jpg does not exist under ${path.relative(process.cwd(), contentSet().root)}/`,
    );
    const privateFace = { ...SEALED.nda, image: '/private/images/projects/zephyrine-lanternfish-armada-1.jpg' };
    expect(problemsOf(contentWith({ ...SEALED, nda: privateFace }))).toContain(
      'nda.image: must be a public picture under public/',
    );
  });
});

describe(`the pages' content of ${path.relative(process.cwd(), contentDir())}`, () => {
  const { sealed } = loadContent();
  const secrets = sealed.flatMap(({ project }) => [
    project.title,
    project.description,
    ...(project.pt?.title ? [project.pt.title] : []),
    ...(project.pt?.description ? [project.pt.description] : []),
    ...(project.projectURL ? [project.projectURL] : []),
    ...project.media.flatMap((item) => ('src' in item ? [item.src] : [])),
  ]);

  it.each(LOCALES)('holds no private words or file of a protected project (%s)', (locale) => {
    const pages = JSON.stringify(contentFor(locale));
    expect(secrets.filter((secret) => pages.includes(secret))).toEqual([]);
  });
});
