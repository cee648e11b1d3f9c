import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, fillDerived, loadContent, yearsOfExperience } from './load';

/** A small content folder in a temporary directory, from the real one, with changes. */
function contentWith(change: (dir: string) => void = () => {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  for (const file of ['site.json', 'pages.json', 'clients.json', 'services.json']) {
    fs.copyFileSync(path.join('data', file), path.join(dir, file));
  }
  fs.mkdirSync(path.join(dir, 'projects'));
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

function problemsOf(dir: string): string {
  try {
    loadContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('the content loaded without a problem');
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
    expect(problemsOf(dir)).toMatch(/projects\/b\.json › imgHref: \/images\/none\.jpg does not exist under public\//);
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
