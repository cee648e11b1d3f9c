import { projectInputSchema, publicPath, showreelSchema, siteSchema, toProject } from './schema';

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

  it('reads a single role as a list of one', () => {
    expect(project({ role: 'Cut Out Animation' }).roles).toEqual(['Cut Out Animation']);
  });

  it('is refused, naming the field, when a year is written as text or the filters as one string', () => {
    expect(messages({ year: '2019' })).toEqual(['year: must be a year written as a number, e.g. 2019']);
    expect(messages({ filter: 'filter-director' })[0]).toMatch(/^filter: must be a list of filters among: creator/);
  });

  it('is refused when a URL is a word instead of an address', () => {
    expect(messages({ projectURL: 'soon' })).toEqual([
      'projectURL: must be a full http(s) URL, e.g. https://example.com/page',
    ]);
  });

  it('keeps each filter once', () => {
    expect(project({ filter: ['director', 'director'] }).filters).toEqual(['director']);
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

  it('is refused when the slug is 404, the address of the unknown project page', () => {
    expect(messages({ slug: '404' })).toEqual([
      'slug: cannot be 404: /portfolio/404 is the page for an unknown project',
    ]);
  });
});

describe('a path to a file under public/', () => {
  const problem = (value: string) => publicPath.safeParse(value).error?.issues.map((issue) => issue.message);

  it('may hold spaces, capitals and accents', () => {
    expect(problem('/images/projects/Meu Filme – Cena 2.JPG')).toBeUndefined();
    expect(problem('/images/projects/ação_final(1).png')).toBeUndefined();
  });

  it('says the real cause of a path it cannot take', () => {
    expect(problem('images/projects/a.jpg')).toEqual([
      'must be written from public/, starting with "/" (e.g. /images/projects/name.jpg), not "images/projects/a.jpg"',
    ]);
    expect(problem('\\images\\projects\\a.jpg')?.[0]).toMatch(/^must be written from public\//);
    expect(problem('/images\\projects\\a.jpg')).toEqual([
      'uses "\\" between folders: write "/" instead (e.g. /images/projects/name.jpg)',
    ]);
    expect(problem('/images/projects/100%.jpg')?.[0]).toMatch(/has a "\?", "#" or "%" in its name/);
    expect(problem('/images/projects/')).toEqual([
      'names a folder: add the file name (e.g. /images/projects/name.jpg)',
    ]);
    expect(problem('/images/../../secret.jpg')).toEqual(['must not climb out of public/ with ".."']);
  });
});

describe('the site file', () => {
  const social = (kind: string) => ({ label: kind, kind, handle: '@x', href: 'https://example.com/', text: 'x' });
  const site = (overrides: Record<string, unknown>) => ({
    ownerName: 'A',
    tagline: 'B',
    discipline: 'C',
    city: 'D',
    location: 'E',
    careerStartYear: 2010,
    roles: ['Animator'],
    bio: ['Hi.'],
    socials: [social('photo')],
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
    contactEndpointDefault: 'https://example.com/api/send',
    ...overrides,
  });
  const problems = (overrides: Record<string, unknown>) =>
    siteSchema.safeParse(site(overrides)).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ??
    [];

  it('takes the social links the owner has: none, one, two or three, without a developer credit', () => {
    expect(problems({ socials: [] })).toEqual([]);
    expect(problems({ socials: [social('video')] })).toEqual([]);
    expect(problems({ socials: [social('photo'), social('video')] })).toEqual([]);
    expect(problems({ socials: [social('professional'), social('photo'), social('video')] })).toEqual([]);
  });

  it('takes at most one social link of each kind', () => {
    expect(problems({ socials: [social('photo'), social('photo')] })).toEqual([
      'socials.1.kind: "photo" is already the kind of socials.0 (photo): one profile of each kind',
    ]);
  });

  it('takes a developer credit with words, an address or both', () => {
    expect(problems({ developerCredit: { label: 'Site by X', href: 'https://example.com/' } })).toEqual([]);
    expect(problems({ developerCredit: { label: 'Site by X' } })).toEqual([]);
    expect(problems({ developerCredit: { href: 'https://example.com/' } })).toEqual([]);
    expect(problems({ developerCredit: { href: 'example.com' } })).toEqual([
      'developerCredit.href: must be a full http(s) URL, e.g. https://example.com/page',
    ]);
  });
});

describe("a project's media", () => {
  it('default to its one picture, and name no picture when there is none', () => {
    expect(project({ imgHref: '/images/projects/x.jpg' }).media).toEqual([
      { type: 'image', src: '/images/projects/x.jpg' },
    ]);
    expect(project({}).media).toEqual([]);
  });

  it('keep their order, and give the card the first picture when no card picture is named', () => {
    const media = [
      { type: 'video', src: '/media/projects/x.mp4', credit: 'my part: shots 12–18' },
      { type: 'image', src: '/images/projects/x.jpg', caption: 'Key frame' },
    ];
    const result = project({ media });
    expect(result.media.map((item) => item.type)).toEqual(['video', 'image']);
    expect(result.imgHref).toBe('/images/projects/x.jpg');
  });

  it('refuse a video that is not a video file under /media/, naming the item', () => {
    expect(messages({ media: [{ type: 'video', src: '/images/x.jpg' }] })[0]).toMatch(
      /^media\.0\.src: must be a video/,
    );
  });

  it('accept an external video from YouTube or Vimeo only, naming what is wrong with any other address', () => {
    const external = (url: string) => ({ media: [{ type: 'external', url, title: 'Teaser' }] });
    expect(messages(external('https://www.youtube.com/watch?v=aB3_dE-fG7h'))).toEqual([]);
    expect(messages(external('https://vimeo.com/123456789'))).toEqual([]);
    expect(messages(external('https://example.com/video'))).toEqual([
      'media.0.url: must be a YouTube or Vimeo video: "https://example.com/video" is not a YouTube or Vimeo address',
    ]);
    expect(messages(external('https://www.youtube.com/watch?v=abc'))).toEqual([
      'media.0.url: must be a YouTube or Vimeo video: no YouTube video id in "https://www.youtube.com/watch?v=abc"',
    ]);
  });

  it('refuse an item without a known type', () => {
    expect(messages({ media: [{ type: 'gif', src: '/images/x.gif' }] })[0]).toMatch(/must have a type/);
  });
});

describe('the showreel', () => {
  const reel = (chapters: unknown[]) =>
    showreelSchema.safeParse({ title: 'Reel', description: 'Shots.', src: '/media/showreel.mp4', chapters });

  it('reads chapter times as seconds or minutes:seconds', () => {
    const result = reel([
      { start: 0, title: 'Opening' },
      { start: '1:15', title: 'Series' },
    ]);
    expect(result.success && result.data.chapters.map((chapter) => chapter.start)).toEqual([0, 75]);
  });

  it('takes a YouTube or Vimeo address instead of a video file, with a poster', () => {
    const result = showreelSchema.safeParse({
      title: 'Reel',
      description: 'Shots.',
      url: 'https://vimeo.com/76979871',
      poster: '/images/reel.jpg',
      chapters: [{ start: 0, title: 'Opening' }],
    });
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('wants exactly one of a video file and an address, and says so', () => {
    const issues = (fields: Record<string, string>) =>
      showreelSchema
        .safeParse({ title: 'Reel', description: 'Shots.', chapters: [{ start: 0, title: 'Opening' }], ...fields })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues({})).toEqual([
      'src: is missing: give the reel as a video file (src) or as a YouTube or Vimeo address (url)',
    ]);
    expect(issues({ src: '/media/showreel.mp4', url: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual([
      'url: must be left out when the reel is a video file (src): give one of the two',
    ]);
    expect(issues({ url: 'https://example.com/reel' })?.[0]).toMatch(/^url: must be a YouTube or Vimeo video/);
  });

  it('refuses chapters out of order, naming the chapter', () => {
    const result = reel([
      { start: 10, title: 'B' },
      { start: 5, title: 'A' },
    ]);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      "chapters.1.start: must come after the previous chapter's start (10 s)",
    ]);
  });
});
