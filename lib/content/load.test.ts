import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentDir, fillDerived, loadContent, publicDir, yearsOfExperience } from './load';
import { contentFolder, problemsOf } from './test-folder';

/** A small content folder in a temporary directory, from the real one, with changes. */
function contentWith(change: (dir: string) => void = () => {}): string {
  const dir = contentFolder();
  write(dir, 'projects/b.json', project({ slug: 'later', title: 'Later', year: 2020 }));
  write(dir, 'projects/a.json', project({ slug: 'earlier', title: 'Earlier', year: 2014, endYear: 2016 }));
  write(dir, 'projects/c.json', project({ slug: 'next', title: 'Next', inDevelopment: true }));
  change(dir);
  return dir;
}

function project(fields: Record<string, unknown>) {
  return {
    category: 'Short Film',
    role: ['Director'],
    studio: 'Estúdio Lua de Papel',
    filter: ['director'],
    description: 'A short film.',
    ...fields,
  };
}

function write(dir: string, file: string, value: unknown) {
  fs.writeFileSync(path.join(dir, file), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
}

describe('the content loader', () => {
  it('reads one file per project, oldest first, with work in development last', () => {
    const content = loadContent(contentWith());
    expect(content.projects.map((p) => p.slug)).toEqual(['earlier', 'later', 'next']);
  });

  it('names the file and the field of a mistake', () => {
    const dir = contentWith((d) => write(d, 'projects/b.json', project({ slug: 'later', title: '', year: 2020 })));
    expect(problemsOf(dir)).toMatch(/projects\/b\.json › title: must not be empty/);
  });

  it('names both files when two projects share a slug', () => {
    const dir = contentWith((d) => write(d, 'projects/d.json', project({ slug: 'later', title: 'Twin', year: 2021 })));
    expect(problemsOf(dir)).toMatch(/projects\/d\.json › slug: "later" is already the slug of .*projects\/b\.json/);
  });

  it('names a picture that is not under public/', () => {
    const dir = contentWith((d) =>
      write(d, 'projects/b.json', project({ slug: 'later', title: 'Later', year: 2020, imgHref: '/images/none.jpg' })),
    );
    expect(problemsOf(dir)).toContain(
      `projects/b.json › imgHref: /images/none.jpg does not exist under ${path.relative(process.cwd(), publicDir())}/`,
    );
  });

  it('names a file that is not valid JSON, and every other problem in the same run', () => {
    const dir = contentWith((d) => {
      write(d, 'projects/b.json', '{ "slug": "later", ');
      fs.rmSync(path.join(d, 'services.json'));
    });
    const message = problemsOf(dir);
    expect(message).toMatch(/projects\/b\.json: is not valid JSON/);
    expect(message).toMatch(/services\.json: the file is missing/);
  });

  it('fills the years of experience and the counts into the texts', () => {
    const dir = contentWith((d) => {
      const pages = JSON.parse(fs.readFileSync(path.join(d, 'pages.json'), 'utf8'));
      pages.about.lead = '{years} years, {projects} projects, {clients} clients, since {since}.';
      write(d, 'pages.json', pages);
    });
    const content = loadContent(dir, new Date('2031-06-01'));
    const since = content.site.careerStartYear;
    expect(content.pages.about.lead).toBe(
      `${2031 - since} years, 3 projects, ${content.clients.length} clients, since ${since}.`,
    );
  });
});

describe('clients and studios, named by their key in clients.json', () => {
  const clientsOf = (dir: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, 'clients.json'), 'utf8')) as {
      clients: { alt: string; id: string; src?: string }[];
    };
  const first = clientsOf(contentDir()).clients[0]!;
  const other = clientsOf(contentDir()).clients[1]!;

  it("shows each project the entry's name, and a new name in every project that names the key", () => {
    const dir = contentWith((d) => {
      write(
        d,
        'projects/b.json',
        project({ slug: 'later', title: 'Later', year: 2020, client: first.id, studio: other.id }),
      );
      write(d, 'projects/a.json', project({ slug: 'earlier', title: 'Earlier', year: 2014, client: first.id }));
      const file = clientsOf(d);
      file.clients[0] = { ...first, alt: 'A Brand New Name' };
      write(d, 'clients.json', file);
    });
    const { projects } = loadContent(dir);
    expect(projects.filter((p) => p.clientKey === first.id).map((p) => [p.slug, p.client])).toEqual([
      ['earlier', 'A Brand New Name'],
      ['later', 'A Brand New Name'],
    ]);
    expect(projects.find((p) => p.slug === 'later')).toMatchObject({ studio: other.alt, studioKey: other.id });
  });

  it('still reads a file that writes the name out: the entry of that name, or the name as written', () => {
    const dir = contentWith((d) => {
      write(d, 'projects/b.json', project({ slug: 'later', title: 'Later', year: 2020, client: first.alt }));
      write(
        d,
        'projects/a.json',
        project({ slug: 'earlier', title: 'Earlier', year: 2014, studio: 'Some Old Studio' }),
      );
    });
    const { projects } = loadContent(dir);
    expect(projects.find((p) => p.slug === 'later')).toMatchObject({ client: first.alt, clientKey: first.id });
    const earlier = projects.find((p) => p.slug === 'earlier')!;
    expect(earlier.studio).toBe('Some Old Studio');
    expect(earlier.studioKey).toBeUndefined();
  });

  it('names the file and field of a key no entry has', () => {
    const dir = contentWith((d) =>
      write(d, 'projects/b.json', project({ slug: 'later', title: 'Later', year: 2020, client: 'no-such-client' })),
    );
    expect(problemsOf(dir)).toMatch(
      /projects\/b\.json › client: no client or studio in .*clients\.json has the key "no-such-client"/,
    );
  });

  it('reads a clients.json from before keys (each made from its name), and refuses two entries with one key', () => {
    const legacy = contentWith((d) =>
      write(d, 'clients.json', {
        clients: [{ alt: 'Canal Sabiá Kids', src: first.src }, { alt: 'Estúdio Lua de Papel' }],
      }),
    );
    expect(loadContent(legacy).clientList.map((client) => client.id)).toEqual([
      'canal-sabia-kids',
      'estudio-lua-de-papel',
    ]);
    const twins = contentWith((d) => {
      const file = clientsOf(d);
      write(d, 'clients.json', { clients: [...file.clients, { ...other, alt: 'Twin' }] });
    });
    expect(problemsOf(twins)).toMatch(
      new RegExp(`clients\\.json › clients\\.\\d+\\.id: "${other.id}" is already the key of clients\\.1`),
    );
  });

  it('puts only the clients with a logo in the carousel', () => {
    const content = loadContent(contentWith());
    expect(content.clients).toEqual(content.clientList.filter((client) => client.src));
    expect(content.clientList.length).toBeGreaterThan(content.clients.length);
  });
});

describe('the alternate content set (e2e/alternate-content)', () => {
  it('loads, with its project written the original way read as the new fields', () => {
    const content = loadContent(path.join('e2e', 'alternate-content'));
    expect(content.projects.length).toBeGreaterThan(0);
    const bare = content.projects.find((p) => !p.client && !p.projectURL && !p.imgHref);
    expect(bare).toMatchObject({ roles: [expect.any(String)], filters: [expect.any(String)] });
  });
});

describe('the derived values', () => {
  it('count the years of experience from the career start year', () => {
    expect(yearsOfExperience(2012, new Date('2025-03-01'))).toBe(13);
    expect(yearsOfExperience(2012, new Date('2026-11-23'))).toBe(14);
  });

  it('leave an unknown {name} as it is', () => {
    expect(fillDerived('{years} and {nope}', { years: 3 })).toBe('3 and {nope}');
  });
});

describe('pictures the owner named as she likes', () => {
  const name = 'Ação Final – Cena 2.jpg';
  let root: string;
  let named: string | undefined;
  beforeEach(() => {
    // A working copy of its own, whose public/ holds the picture.
    const images = path.join(publicDir(), 'images');
    const json = contentDir();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'working-copy-'));
    // Her own set (data/ beside public/), whatever set the tests run on.
    fs.cpSync(json, path.join(root, 'data'), { recursive: true });
    named = process.env.CONTENT_DIR;
    delete process.env.CONTENT_DIR;
    fs.mkdirSync(path.join(root, 'public/images/projects'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public/images/projects', name), 'a picture');
    // The sample's site and clients files name these.
    for (const folder of ['hero', 'clients'])
      fs.cpSync(path.join(images, folder), path.join(root, 'public/images', folder), { recursive: true });
    jest.spyOn(process, 'cwd').mockReturnValue(root);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    if (named !== undefined) process.env.CONTENT_DIR = named;
    fs.rmSync(root, { recursive: true, force: true });
  });
  const withPicture = (imgHref: string) =>
    contentWith((d) => write(d, 'projects/b.json', project({ slug: 'later', title: 'Later', year: 2020, imgHref })));

  it('reads a path with spaces, capitals and accents', () => {
    const later = loadContent(withPicture(`/images/projects/${name}`)).projects.find((p) => p.slug === 'later');
    expect(later?.imgHref).toBe(`/images/projects/${name}`);
  });

  it('names the file a path means when it differs only in capitals or in how its accents are written', () => {
    expect(problemsOf(withPicture(`/images/projects/${name.toLowerCase()}`))).toContain(
      `; its folder has "${name}", the same name written otherwise (capitals or accents)`,
    );
    expect(problemsOf(withPicture(`/images/projects/${name.normalize('NFD')}`))).toContain(`its folder has "${name}"`);
  });
});

describe('a long master kept out of git (lib/media/kept.ts)', () => {
  let named: string | undefined;
  beforeEach(() => {
    named = process.env.CONTENT_DIR;
  });
  afterEach(() => {
    if (named === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = named;
  });

  /** A content set whose showreel names a master that is not in it; its encodes kept, or not. */
  function reelWithoutMaster(kept: boolean): string {
    const dir = contentWith((d) =>
      write(d, 'showreel.json', {
        title: 'Reel',
        description: 'Shots.',
        src: '/media/reel.mp4',
        chapters: [{ start: 0, title: 'Opening' }],
      }),
    );
    process.env.CONTENT_DIR = dir;
    if (kept) {
      fs.mkdirSync(path.join(dir, '_media', 'kept'), { recursive: true });
      write(dir, '_media/kept/index.json', { version: 1, media: { '/media/reel.mp4': {} } });
    }
    return dir;
  }

  it('accepts the master as absent when its encodes are kept', () => {
    expect(loadContent(reelWithoutMaster(true)).showreel?.src).toBe('/media/reel.mp4');
  });

  it('says, when neither the master nor its kept encodes are there, that both are missing and what to run', () => {
    const dir = reelWithoutMaster(false);
    expect(problemsOf(dir)).toContain(
      `showreel.json › src: /media/reel.mp4 does not exist under ${path.relative(process.cwd(), dir)}/, nor are its ` +
        `encodes kept in ${path.relative(process.cwd(), dir)}/_media/kept/ (a master kept out of git: run \`npm run media\``,
    );
  });
});
