/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { editorFormat } from './content-format';
import type { z } from 'zod';
import {
  clientsFileSchema,
  FILTER_KEYS,
  pagesSchema,
  projectSchema,
  SCHEMA_SOURCE,
  SERVICE_ICONS,
  servicesFileSchema,
  showreelSchema,
  siteSchema,
  SOCIAL_KINDS,
  voiceFileSchema,
} from './schemas';

/**
 * The editor's configuration (cms/config.yml) and the content schema must agree: what the editor lets an owner
 * publish must pass the build, and what the build refuses the editor should refuse first. Checked by behaviour, on
 * a complete, valid example of every file (the CMS end-to-end test's content, e2e/cms/content/): each rule of the
 * configuration is turned into values, and the schema must accept and refuse the same ones.
 */

interface Field {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: string;
  fields?: Field[];
  field?: Field;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
}
interface Collection {
  name: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  slug?: string;
  fields?: Field[];
  files?: { name: string; file: string; fields: Field[] }[];
}

const ROOT = path.resolve(__dirname, '..');
const config = parse(readFileSync(path.join(__dirname, 'config.yml'), 'utf8'), { merge: true }) as {
  backend: { name: string; repo: string; branch: string };
  local_backend: boolean;
  collections: Collection[];
};
const example = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(ROOT, 'e2e/cms/content/data', file), 'utf8'));

const collection = (name: string): Collection => {
  const found = config.collections.find((entry) => entry.name === name);
  if (!found) throw new Error(`cms/config.yml has no collection "${name}"`);
  return found;
};
const fileOf = (name: string) => {
  const files = collection(name).files ?? [];
  expect(files).toHaveLength(1);
  return files[0]!;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every file the editor writes: its fields in the config, its schema, a valid example with every field filled. */
const DOCUMENTS: { name: string; file: string; fields: Field[]; schema: z.ZodType; example: Json }[] = [
  {
    name: 'a project',
    file: 'projects/papel-voador.json',
    fields: collection('projects').fields ?? [],
    schema: projectSchema,
    example: example('projects/papel-voador.json') as Json,
  },
  ...(
    [
      ['clients', clientsFileSchema],
      ['services', servicesFileSchema],
      ['site', siteSchema],
      ['pages', pagesSchema],
      ['showreel', showreelSchema],
      ['voice', voiceFileSchema],
    ] as const
  ).map(([name, schema]) => ({
    name: `${name}.json`,
    file: `${name}.json`,
    fields: fileOf(name).fields,
    schema: schema as z.ZodType,
    example: example(`${name}.json`) as Json,
  })),
];

/** Values one condition of the config may depend on (none today: the year's condition has its own test). */
const CONTEXT: Record<string, (document: Json) => Json> = {};

/** Lists whose items must differ (chapters start one after another): the n-th item of a list of any length. */
const ITEM_AT: Record<string, (index: number) => Json> = {
  'showreel.json chapters': (index) => ({ start: index * 10, title: `Part ${index + 1}` }),
  // Keys are unique.
  'clients.json clients': (index) => ({ alt: `Client ${index + 1}`, id: `client-${index + 1}` }),
};

/** Every field of a list of fields, with its path into the document (a list's first item stands for all). */
function walk(fields: Field[], at: Path = []): { field: Field; at: Path }[] {
  return fields.flatMap((field) => {
    const here = [...at, field.name];
    const inner =
      field.widget === 'list' && field.fields
        ? walk(field.fields, [...here, 0])
        : field.widget === 'object' && field.fields
          ? walk(field.fields, here)
          : [];
    return [{ field, at: here }, ...inner];
  });
}

const clone = (value: Json): Json => structuredClone(value);
function getAt(document: Json, at: Path): Json {
  return at.reduce<Json>((node, key) => (node as Record<string, Json>)[key as string] as Json, document);
}
/** The document with the value at `at` replaced (`undefined`: removed). */
function withValue(document: Json, at: Path, value: Json | undefined): Json {
  const copy = clone(document);
  const parent = getAt(copy, at.slice(0, -1)) as Record<string, Json>;
  const key = at.at(-1) as string;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
  return copy;
}

const PATTERN_PROBES = [
  'turma-do-quintal',
  'a1',
  'Turma',
  'a--b',
  '-a',
  'a_b',
  'ação',
  'pt-BR',
  'en',
  'pt_BR',
  'PT',
  'https://www.example.com/x',
  'http://example.com',
  'ftp://example.com',
  'soon',
  '(no info)',
  'www.example.com',
  'https://',
  'x'.repeat(200),
  'x'.repeat(201),
];

describe(`cms/config.yml agrees with the content schema (${SCHEMA_SOURCE})`, () => {
  describe.each(DOCUMENTS)('$name', ({ name, fields, schema, example: document }) => {
    const accepts = (value: Json) => schema.safeParse(value).success;
    const every = walk(fields);

    test('the example the checks start from is valid', () => {
      expect(schema.safeParse(document).error?.issues ?? []).toEqual([]);
    });

    test('the editor has a field for every field of the file, and only for those', () => {
      for (const { field, at } of every) {
        const value = getAt(document, at);
        if (field.required !== false) expect([at.join('.'), value]).not.toEqual([at.join('.'), undefined]);
      }
      const objects = [
        { fields, at: [] as Path },
        ...every
          .filter(({ field }) => field.fields)
          .map(({ field, at }) => ({ fields: field.fields!, at: field.widget === 'list' ? [...at, 0] : at })),
      ];
      for (const object of objects) {
        const keys = Object.keys(getAt(document, object.at) as object).sort();
        const names = object.fields.map((field) => field.name);
        expect([object.at.join('.'), keys.filter((key) => !names.includes(key))]).toEqual([object.at.join('.'), []]);
      }
    });

    test.each(walk(fields).map(({ field, at }) => [at.join('.'), field, at] as const))(
      '%s is required in the editor exactly when the schema requires it',
      (_label, field, at) => {
        const base = CONTEXT[`${name} ${at.join('.')}`]?.(document) ?? document;
        const required = field.required !== false;
        expect(accepts(withValue(base, at, undefined))).toBe(!required);
        if (field.widget === 'string' || field.widget === 'text') {
          // The editor keeps a cleared text as "" (cms/init.js then drops it): the same as absent for both.
          expect(accepts(withValue(base, at, ''))).toBe(!required);
        }
      },
    );

    test('every field says what it is for (a hint)', () => {
      const silent = every.filter(({ field }) => !field.hint?.trim()).map(({ at }) => at.join('.'));
      expect(silent).toEqual([]);
    });

    const withPattern = every.filter(({ field }) => field.pattern);
    if (withPattern.length) {
      test.each(withPattern.map(({ field, at }) => [at.join('.'), field, at] as const))(
        "%s: the editor's pattern and the schema accept the same values",
        (_label, field, at) => {
          const pattern = new RegExp(field.pattern![0]);
          for (const probe of PATTERN_PROBES) {
            expect([probe, accepts(withValue(document, at, probe))]).toEqual([probe, pattern.test(probe)]);
          }
          expect(field.pattern![1].length).toBeGreaterThan(10);
        },
      );
    }

    const numbers = every.filter(({ field }) => field.widget === 'number' || field.widget === 'year');
    if (numbers.length) {
      test.each(numbers.map(({ field, at }) => [at.join('.'), field, at] as const))(
        '%s: the same range and whole numbers only',
        (_label, field, at) => {
          const { min, max } = field;
          expect(field.value_type).toBe('int');
          expect(typeof min === 'number' && typeof max === 'number').toBe(true);
          // An end year must not come before the year: keep one out of the other's way in the range check.
          const base =
            name === 'a project' && at.join('.') === 'endYear'
              ? withValue(document, ['year'], min!)
              : name === 'a project' && at.join('.') === 'year'
                ? withValue(document, ['endYear'], undefined)
                : document;
          expect(accepts(withValue(base, at, min!))).toBe(true);
          expect(accepts(withValue(base, at, max!))).toBe(true);
          expect(accepts(withValue(base, at, min! - 1))).toBe(false);
          expect(accepts(withValue(base, at, max! + 1))).toBe(false);
          expect(accepts(withValue(base, at, min! + 0.5))).toBe(false);
        },
      );
    }

    const lists = every.filter(({ field }) => field.widget === 'list' || field.multiple);
    if (lists.length) {
      test.each(lists.map(({ field, at }) => [at.join('.'), field, at] as const))(
        '%s: the same number of items',
        (_label, field, at) => {
          const items = getAt(document, at) as Json[];
          const item = ITEM_AT[`${name} ${at.join('.')}`] ?? ((index: number) => items[index % items.length]!);
          const sized = (count: number) => Array.from({ length: count }, (_, index) => item(index));
          if (field.min) {
            expect(accepts(withValue(document, at, sized(field.min)))).toBe(true);
            expect(accepts(withValue(document, at, sized(field.min - 1)))).toBe(false);
          } else {
            expect(accepts(withValue(document, at, []))).toBe(true);
          }
          if (field.max) expect(accepts(withValue(document, at, sized(field.max + 1)))).toBe(false);
          else expect(accepts(withValue(document, at, sized((field.min ?? 0) + 5)))).toBe(true);
        },
      );
    }
  });

  test.each([
    ['a project', 'filter', FILTER_KEYS, collection('projects').fields ?? []],
    ['services.json', 'services.0.icon', SERVICE_ICONS, fileOf('services').fields],
    ['site.json', 'socials.0.kind', SOCIAL_KINDS, fileOf('site').fields],
  ] as const)("%s %s: the editor's choices are the schema's", (name, at, choices, fields) => {
    const { field } = walk([...fields]).find((entry) => entry.at.join('.') === at)!;
    expect(field.widget).toBe('select');
    expect(field.options!.map((option) => option.value)).toEqual([...choices]);
    const { schema, example } = DOCUMENTS.find((entry) => entry.name === name)!;
    const where = at.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    // The item alone in its list: a kind of social link may be given once, so beside others some choices repeat.
    const list = where.slice(
      0,
      where.findIndex((key) => typeof key === 'number'),
    );
    const document = list.length ? withValue(example, list, [getAt(example, [...list, 0])]) : example;
    const value = (choice: string) => (field.multiple ? [choice] : choice);
    for (const choice of choices)
      expect(schema.safeParse(withValue(document, where, value(choice))).success).toBe(true);
    expect(schema.safeParse(withValue(document, where, value('not-a-choice'))).success).toBe(false);
  });

  test('every picture is picked with the image widget into a folder of public/images, stored as its site path', () => {
    const pictures = DOCUMENTS.flatMap(({ name, fields, example: document }) =>
      walk(fields)
        .filter(({ field }) => field.widget === 'image')
        .map(({ field, at }) => ({ name, field, value: getAt(document, at) as string })),
    );
    expect(pictures.map(({ name, field }) => `${name} ${field.name}`)).toEqual([
      'a project imgHref',
      'a project image',
      'clients.json src',
      'site.json src',
    ]);
    for (const { field, value } of pictures) {
      expect(field.media_folder).toMatch(/^\/public\/images\/[a-z-]+$/);
      expect(field.public_folder).toBe(field.media_folder!.replace(/^\/public/, ''));
      expect(value.startsWith(`${field.public_folder}/`)).toBe(true);
      // Only files of the site: a picture from another address would be fetched from another host.
      expect(field.choose_url).toBe(false);
    }
  });
});

describe('cms/config.yml keeps the private part of a protected project out of public/', () => {
  const projects = DOCUMENTS.find((entry) => entry.name === 'a project')!;
  const nda = walk(projects.fields).find(({ at }) => at.join('.') === 'nda')!.field;
  const media = nda.fields!.find((field) => field.name === 'media') as Field & { types: { fields: Field[] }[] };

  test('its private pictures and videos are uploaded under private/, stored as their /private/ path', () => {
    const files = media.types.flatMap((type) => type.fields.filter((field) => field.media_folder));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const field of files) {
      expect(field.media_folder).toMatch(/^\/private\/(images|media)\/projects$/);
      expect(field.public_folder).toBe(field.media_folder);
      expect(field.choose_url).toBe(false);
    }
    const items = getAt(projects.example, ['nda', 'media']) as { src: string }[];
    for (const item of items) expect(item.src).toMatch(/^\/private\//);
    expect(projects.schema.safeParse(projects.example).success).toBe(true);
  });

  test('the schema refuses a private file written as a public path, and a public picture or media once protected', () => {
    const accepts = (value: Json) => projects.schema.safeParse(value).success;
    const item = (getAt(projects.example, ['nda', 'media']) as Json[])[0]!;
    const publicItem = { ...(item as Record<string, Json>), src: '/images/projects/papel-voador.jpg' };
    expect(accepts(withValue(projects.example, ['nda', 'media'], [publicItem]))).toBe(false);
    const on = withValue(projects.example, ['nda', 'protected'], true);
    expect(accepts(on)).toBe(false);
    const bare = withValue(withValue(on, ['imgHref'], undefined), ['media'], undefined);
    expect(accepts(bare)).toBe(true);
    expect(accepts(withValue(bare, ['nda', 'label'], undefined))).toBe(false);
  });
});

describe("cms/config.yml's own widgets and references (cms/init.js)", () => {
  const projects = DOCUMENTS.find((entry) => entry.name === 'a project')!;
  const fieldAt = (name: string) => walk(projects.fields).find(({ at }) => at.join('.') === name)!.field;
  const accepts = (value: Json) => projects.schema.safeParse(value).success;

  test('a project year is required unless the project is in development, and its label says so', () => {
    const year = fieldAt('year');
    expect(year.widget).toBe('year');
    expect(year.required).not.toBe(false);
    expect(year.label).toMatch(/required unless in development/i);
    const withoutYear = withValue(withValue(projects.example, ['endYear'], undefined), ['year'], undefined);
    expect(accepts(withoutYear)).toBe(false);
    expect(accepts(withValue(withoutYear, ['inDevelopment'], true))).toBe(true);
  });

  test("a project's slug is the slug widget, with the schema's pattern", () => {
    expect(fieldAt('slug')).toMatchObject({ widget: 'slug', pattern: [expect.any(String), expect.any(String)] });
  });

  test.each(['client', 'studio'])(
    "a project's %s is picked from the clients list and stored as the entry's key",
    (name) => {
      const field = fieldAt(name) as Field & Record<string, unknown>;
      expect(field).toMatchObject({
        widget: 'relation',
        collection: 'clients',
        file: 'clients',
        value_field: 'clients.*.id',
        search_fields: ['clients.*.alt'],
        display_fields: ['clients.*.alt'],
      });
      const clients = (
        DOCUMENTS.find((entry) => entry.name === 'clients.json')!.example as {
          clients: { id: string }[];
        }
      ).clients;
      expect(clients.map((client) => client.id)).toContain(getAt(projects.example, [name]));
      const listFields = fileOf('clients').fields[0]!.fields!.map((inner) => inner.name);
      expect(listFields).toEqual(expect.arrayContaining(['id', 'alt']));
    },
  );

  test("a list of single texts shows each item's text, opened", () => {
    const site = DOCUMENTS.find((entry) => entry.name === 'site.json')!;
    const lists = [...walk(projects.fields), ...walk(site.fields)].filter(
      ({ field }) => field.widget === 'list' && field.field,
    );
    expect(lists.length).toBeGreaterThan(0);
    for (const { field, at } of lists) {
      const list = field as Field & { summary?: string; collapsed?: boolean };
      expect([at.join('.'), list.summary]).toEqual([
        at.join('.'),
        expect.stringContaining(`fields.${field.field!.name}`),
      ]);
      expect([at.join('.'), list.collapsed]).toEqual([at.join('.'), false]);
    }
  });
});

describe('cms/config.yml writes the content layout', () => {
  test('projects: one JSON file per project in data/projects, named by its slug, created in the editor', () => {
    expect(collection('projects')).toMatchObject({
      folder: 'data/projects',
      extension: 'json',
      format: 'json',
      create: true,
      slug: '{{fields.slug}}',
    });
  });

  test.each([
    ['clients', 'data/clients.json'],
    ['services', 'data/services.json'],
    ['site', 'data/site.json'],
    ['pages', 'data/pages.json'],
  ])('%s: the one file %s, as JSON', (name, file) => {
    expect(collection(name).format).toBe('json');
    expect(fileOf(name).file).toBe(file);
  });

  test('deployed it uses GitHub (its repository set at build), locally the local backend', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'OWNER/REPO', branch: 'main' });
    expect(config.local_backend).toBe(true);
  });
});

describe('cms/init.js, the JSON the editor writes', () => {
  const json = editorFormat();

  test('is 2-space JSON with a final newline, where a field left empty is absent (keys A to Z for a document it does not know)', () => {
    const data = { slug: 'x', client: '', year: '', endYear: null, role: ['A'], nested: { lead: '', title: 'T' } };
    const text = json.toFile(data);
    expect(text).toBe(`${JSON.stringify({ nested: { title: 'T' }, role: ['A'], slug: 'x' }, null, 2)}\n`);
    expect(json.fromFile(text)).toEqual({ slug: 'x', role: ['A'], nested: { title: 'T' } });
  });

  test('keeps false, 0 and the items of lists', () => {
    const data = { inDevelopment: false, delay: 0, bio: ['One', 'Two'] };
    expect(JSON.parse(json.toFile(data))).toEqual(data);
  });

  test("writes a document's keys in the order of its fields in config.yml, at every depth", () => {
    const fields = (collection('projects').fields ?? []).map((field) => field.name);
    const project = { media: [{ src: '/images/projects/a.png', type: 'image' }], title: 'T', slug: 's' };
    expect(json.toFile(project, fields)).toBe(
      `${JSON.stringify({ slug: 's', title: 'T', media: [{ type: 'image', src: '/images/projects/a.png' }] }, null, 2)}\n`,
    );
  });
});
