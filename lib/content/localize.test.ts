import { localizeContent } from './localize';
import type { Content } from './load';
import type { Project } from './schema';

/** A small content set: the fields the localisation reads, and a Portuguese word here and there. */
function content(): Content {
  const project = (fields: Partial<Project>): Project => ({
    slug: 'p',
    title: 'Paper Kites',
    category: 'TV Series',
    roles: ['Director', 'Storyboard Artist'],
    studio: 'Estúdio',
    years: { start: 2020, inDevelopment: false },
    filters: ['director'],
    description: 'Kites made of paper.',
    media: [{ type: 'video', src: '/media/p.mp4', caption: 'A kite', credit: 'My part: all of it' }],
    ...fields,
  });
  return {
    site: {
      ownerName: 'Ana',
      tagline: 'Animation from Recife.',
      discipline: '2D animation',
      city: 'Recife',
      location: 'Recife, Brazil',
      careerStartYear: 2015,
      roles: ['Director'],
      bio: ['I animate.'],
      socials: [],
      heroImage: { src: '/h.jpg', alt: 'A drawing' },
      filterLabels: {
        all: 'All',
        creator: 'Creator',
        director: 'Director',
        cutout: 'CutOut',
        traditional: 'Traditional',
        supervisor: 'Supervisor',
        voice: 'Voice',
      },
      developerCredit: { label: 'Site by X', href: 'https://example.com/' },
      contactEndpointDefault: 'https://example.com/api',
      pt: {
        tagline: 'Animação de Recife.',
        filterLabels: { all: 'Todos' },
        glossary: [
          { en: 'TV Series', pt: 'Série de TV' },
          { en: 'Director', pt: 'Direção' },
        ],
      },
    },
    pages: {
      home: { title: 'Home', description: 'Home page.', pt: { title: 'Início' } },
      about: { title: 'About', description: 'About page.' },
      services: { title: 'Services', description: 'Services page.' },
      portfolio: { title: 'Portfolio', description: 'Portfolio page.' },
      contact: { title: 'Contact', description: 'Contact page.' },
      notFound: { title: 'Not found', description: 'Missing page.' },
    },
    clients: [],
    clientList: [],
    sealed: [],
    services: [],
    projects: [
      project({ slug: 'translated', pt: { description: 'Pipas de papel.' } }),
      project({ slug: 'untranslated', title: 'Pipa', titleLang: 'pt-BR', roles: ['Director'] }),
    ],
    voiceDemos: [],
  };
}

describe('the content in English', () => {
  const english = localizeContent(content(), 'en');

  it('is the content as written, with nothing marked', () => {
    expect(english.site.tagline).toBe('Animation from Recife.');
    expect(english.site.fieldLang).toEqual({});
    expect(english.pages.home.title).toBe('Home');
    expect(english.projects[0]).toMatchObject({
      description: 'Kites made of paper.',
      category: 'TV Series',
      fieldLang: {},
    });
  });

  it('keeps a Portuguese title marked as Portuguese', () => {
    expect(english.projects[1]!.titleLang).toBe('pt-BR');
  });
});

describe('the content in Portuguese', () => {
  const portuguese = localizeContent(content(), 'pt-BR');

  it('takes each translated field, and marks each untranslated one as English', () => {
    expect(portuguese.site.tagline).toBe('Animação de Recife.');
    expect(portuguese.site.fieldLang.tagline).toBeUndefined();
    expect(portuguese.site.bio).toEqual(['I animate.']);
    expect(portuguese.site.fieldLang.bio).toBe('en');
    expect(portuguese.pages.home).toMatchObject({ title: 'Início', description: 'Home page.' });
    expect(portuguese.pages.home.fieldLang).toEqual({ description: 'en' });
  });

  it('fills the filter labels it has and keeps the others', () => {
    expect(portuguese.site.filterLabels.all).toBe('Todos');
    expect(portuguese.site.filterLabels.director).toBe('Director');
  });

  it("translates categories and roles through the site's glossary", () => {
    const [translated] = portuguese.projects;
    expect(translated!.category).toBe('Série de TV');
    expect(translated!.fieldLang.category).toBeUndefined();
    // One role has no entry: the line keeps it and is marked English.
    expect(translated!.roles).toEqual(['Direção', 'Storyboard Artist']);
    expect(translated!.fieldLang.roles).toBe('en');
    expect(portuguese.projects[1]!.fieldLang.roles).toBeUndefined();
  });

  it("marks a project's untranslated description, title and media words as English", () => {
    const [translated, untranslated] = portuguese.projects;
    expect(translated!.description).toBe('Pipas de papel.');
    expect(translated!.fieldLang.description).toBeUndefined();
    expect(translated!.titleLang).toBe('en');
    expect(translated!.media[0]!.fieldLang).toEqual({ caption: 'en', credit: 'en' });
    expect(untranslated!.description).toBe('Kites made of paper.');
    expect(untranslated!.fieldLang.description).toBe('en');
    // A Portuguese title needs no mark on a Portuguese page.
    expect(untranslated!.titleLang).toBeUndefined();
  });
});
