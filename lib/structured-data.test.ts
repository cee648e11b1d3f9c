import { projects } from '@/lib/content';
import { breadcrumbData, personData, projectData, projectTypeFor, websiteData } from './structured-data';

/**
 * The properties schema.org defines on each type this site writes, for the properties the site uses (a type also
 * has those of the types it extends: Thing → CreativeWork → Movie). From schema.org's type pages; a property a
 * type does not list is ignored or flagged by validators (e.g. `productionCompany` on a plain CreativeWork).
 */
const THING = ['@id', 'name', 'url', 'description', 'image', 'sameAs'];
const CREATIVE_WORK = [
  ...THING,
  'genre',
  'dateCreated',
  'creativeWorkStatus',
  'creator',
  'producer',
  'inLanguage',
  'publisher',
];
const DEFINED: Record<string, string[]> = {
  Person: [...THING, 'jobTitle', 'address'],
  Organization: THING,
  PostalAddress: [...THING, 'addressLocality'],
  WebSite: CREATIVE_WORK,
  CreativeWork: CREATIVE_WORK,
  Movie: [...CREATIVE_WORK, 'productionCompany'],
  TVSeries: [...CREATIVE_WORK, 'productionCompany'],
  BreadcrumbList: [...THING, 'itemListElement'],
  ListItem: [...THING, 'position', 'item'],
};

/** Every property of a block (and of the typed blocks inside it) that its `@type` does not define. */
function undefinedProperties(block: unknown, where = 'block'): string[] {
  if (Array.isArray(block)) return block.flatMap((item, index) => undefinedProperties(item, `${where}[${index}]`));
  if (typeof block !== 'object' || block === null) return [];
  const { '@type': type, '@context': _context, ...properties } = block as Record<string, unknown>;
  const names = Object.keys(properties);
  // A bare reference ({ "@id": … }) to a block described elsewhere needs no type.
  if (type === undefined) return names.every((name) => name === '@id') ? [] : [`${where} has no @type`];
  const defined = DEFINED[String(type)];
  if (!defined) return [`${where} is a ${String(type)}, a type this test does not know`];
  return [
    ...names.filter((name) => !defined.includes(name)).map((name) => `${where} (${String(type)}).${name}`),
    ...names.flatMap((name) => undefinedProperties(properties[name], `${where}.${name}`)),
  ];
}

describe('the structured data', () => {
  it('describes the owner as a Person and the site as a WebSite published by her', () => {
    expect(undefinedProperties(personData())).toEqual([]);
    expect(undefinedProperties(websiteData())).toEqual([]);
    const person = personData() as unknown as Record<string, unknown>;
    expect(websiteData()).toMatchObject({ publisher: { '@id': person['@id'] } });
  });

  it('names the owner the same in both languages: one @id, one url', () => {
    const [english, portuguese] = [personData('en'), personData('pt-BR')].map(
      (data) => data as unknown as Record<string, unknown>,
    );
    expect(portuguese!['@id']).toBe(english!['@id']);
    expect(portuguese!.url).toBe(english!.url);
  });

  it('gives every project only the properties its type defines', () => {
    for (const project of projects) {
      expect(undefinedProperties(projectData(project), project.slug)).toEqual([]);
    }
  });

  it('names the studio as the production company of films and series, and as the producer of the rest', () => {
    for (const project of projects) {
      const data = projectData(project) as unknown as Record<string, unknown>;
      const studio = { '@type': 'Organization', name: project.studio };
      if (data['@type'] === 'CreativeWork') expect(data.producer).toEqual(studio);
      else expect(data.productionCompany).toEqual(studio);
    }
  });

  it('chooses the type from the category', () => {
    expect(projectTypeFor('TV Series')).toBe('TVSeries');
    expect(projectTypeFor('Feature Film')).toBe('Movie');
    expect(projectTypeFor('Short Film')).toBe('Movie');
    expect(projectTypeFor('Music Video')).toBe('CreativeWork');
    expect(projectTypeFor('TV Specials')).toBe('CreativeWork');
    expect(projectTypeFor('Filmmaking workshop')).toBe('CreativeWork');
  });

  it('flags a property the type does not define', () => {
    expect(undefinedProperties({ '@type': 'CreativeWork', name: 'x', productionCompany: { '@id': 'y' } })).toEqual([
      'block (CreativeWork).productionCompany',
    ]);
  });

  it('describes a breadcrumb as a list of ListItems', () => {
    const data = breadcrumbData([{ label: 'Home', href: '/' }, { label: 'Portfolio' }], '/portfolio');
    expect(undefinedProperties(data)).toEqual([]);
  });
});
