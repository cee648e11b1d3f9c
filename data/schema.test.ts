import { projectInputSchema, siteSchema, toProject } from './schema';

const valid = {
  slug: 'cartas-para-marco',
  title: 'Cartas para Marco',
  category: 'Short Film',
  role: ['Director'],
  studio: 'Estúdio Lua de Papel',
  year: 2019,
  filter: ['director'],
  description: 'A short film about letters.',
};

const parse = (overrides: Record<string, unknown>) => projectInputSchema.safeParse({ ...valid, ...overrides });
const project = (overrides: Record<string, unknown>) => {
  const result = parse(overrides);
  if (!result.success) throw new Error(result.error.message);
  return toProject(result.data);
};
const messages = (overrides: Record<string, unknown>) => {
  const result = parse(overrides);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a project file', () => {
  it('may leave out the client, the URL, the picture and the end year', () => {
    expect(project({})).toMatchObject({ roles: ['Director'], filters: ['director'], years: { start: 2019 } });
    expect(project({})).not.toHaveProperty('client');
    expect(project({})).not.toHaveProperty('projectURL');
    expect(project({})).not.toHaveProperty('imgHref');
  });

  it('reads an empty optional field as absent', () => {
    expect(project({ client: '', projectURL: '', imgHref: '' })).not.toHaveProperty('client');
  });

  describe('written the way the original site wrote it', () => {
    it('reads a client "(no info)" as no client', () => {
      expect(project({ client: '(no info)' }).client).toBeUndefined();
    });

    it('reads a project URL "soon" or "(no info)" as no URL', () => {
      expect(project({ projectURL: 'soon' }).projectURL).toBeUndefined();
      expect(project({ projectURL: '(no info)' }).projectURL).toBeUndefined();
    });

    it('reads a year written as text, a range or "In Development"', () => {
      expect(project({ year: '2019' }).years).toEqual({ start: 2019, inDevelopment: false });
      expect(project({ year: '2019-2021' }).years).toEqual({ start: 2019, end: 2021, inDevelopment: false });
      expect(project({ year: 'In Development' }).years).toEqual({ inDevelopment: true });
    });

    it('reads a single role as a list of one', () => {
      expect(project({ role: 'Cut Out Animation' }).roles).toEqual(['Cut Out Animation']);
    });

    it('reads space-separated filter-* tags as a list of filters', () => {
      expect(project({ filter: 'filter-director  filter-creator' }).filters).toEqual(['director', 'creator']);
    });

    it('reads the placeholder picture as no picture', () => {
      expect(project({ imgHref: '/images/projects/no-image.jpg' }).imgHref).toBeUndefined();
    });
  });

  it('keeps each filter once', () => {
    expect(project({ filter: ['director', 'filter-director'] }).filters).toEqual(['director']);
  });

  it('is refused, naming the field, without a year unless it is in development', () => {
    expect(messages({ year: undefined })).toEqual(['year: must be given unless the project is in development']);
    expect(messages({ year: undefined, inDevelopment: true })).toEqual([]);
  });

  it('is refused when the end year comes before the start', () => {
    expect(messages({ endYear: 2017 })).toEqual(['endYear: must not be before the start year 2019']);
  });

  it('is refused with the list of known filters when a filter is unknown', () => {
    expect(messages({ filter: ['painter'] })[0]).toMatch(/^filter\.0: .*creator, director/);
  });

  it('is refused when the URL is not a full http(s) address', () => {
    expect(messages({ projectURL: 'www.example.com' })).toEqual([
      'projectURL: must be a full http(s) URL, e.g. https://example.com/page',
    ]);
  });

  it('is refused when a picture path climbs out of public/', () => {
    expect(messages({ imgHref: '/images/../../secret.jpg' })).toHaveLength(1);
  });

  it('is refused when the slug is not lower-case words joined by hyphens', () => {
    expect(messages({ slug: 'Cartas Para Marco' })[0]).toMatch(/^slug: must be lower-case words/);
  });
});

describe('the site file', () => {
  it('needs one social link of each kind', () => {
    const social = (kind: string) => ({ label: kind, kind, handle: '@x', href: 'https://example.com/', text: 'x' });
    const result = siteSchema.safeParse({
      ownerName: 'A',
      tagline: 'B',
      discipline: 'C',
      city: 'D',
      location: 'E',
      careerStartYear: 2010,
      roles: ['Animator'],
      bio: ['Hi.'],
      socials: [social('photo'), social('photo'), social('video')],
      heroImage: { src: '/images/hero/hero.jpg', alt: 'Hero' },
      filterLabels: {
        all: 'All',
        creator: 'a',
        director: 'b',
        cutout: 'c',
        traditional: 'd',
        supervisor: 'e',
        voice: 'f',
      },
      developerCredit: { label: 'x', href: 'https://example.com/' },
      contactEndpointDefault: 'https://example.com/api/send',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['must include one professional profile']);
  });
});
