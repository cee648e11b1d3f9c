/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { editorRules, siteSchema, socialLinkSchema } from '../lib/content/schema';
import {
  configYaml,
  generateConfig,
  generateField,
  patternSource,
  requiredWithout,
  type DecapField,
} from './generate-config';
import { COLLECTIONS } from './layout';
import type { CollectionLayout, FieldLayout } from './layout-types';

/** The one field a schema and its layout give. */
const one = (schema: z.ZodType, layout?: FieldLayout) => generateField('field', schema, layout);
const layout = (more: Partial<FieldLayout> = {}): FieldLayout => ({ label: 'Field', hint: 'What it is.', ...more });
const tests = (field: DecapField) => (value: string) => new RegExp(field.pattern![0]).test(value);

describe("the editor's rules come from the schema", () => {
  test('a field is required unless the schema lets it out (optional, or empty read as absent)', () => {
    expect(one(z.string()).required).toBeUndefined();
    expect(one(z.string().optional()).required).toBe(false);
    expect(one(z.preprocess((value) => value || undefined, z.string().optional())).required).toBe(false);
    expect(one(z.number().default(1)).required).toBe(false);
  });

  test("a text carries the schema's pattern and its message, a case-insensitive one spelt out", () => {
    const field = one(z.string().regex(/\.(mp4|mov)$/i, 'must be a video'));
    expect(field.pattern![1]).toBe('must be a video');
    for (const value of ['a.mp4', 'a.MOV', 'a.Mp4', 'a.mp3', 'mp4', 'a.mp4x']) {
      expect([value, tests(field)(value)]).toEqual([value, /\.(mp4|mov)$/i.test(value)]);
    }
  });

  test('several patterns are all required, with all their messages', () => {
    const schema = z
      .string()
      .regex(/^[\w./-]+$/, 'no spaces')
      .regex(/^\/media\//, 'under /media/')
      .regex(/\.vtt$/, 'vtt');
    const field = one(schema);
    expect(field.pattern![1]).toBe('no spaces; under /media/; vtt');
    for (const value of ['/media/a.vtt', '/media/a b.vtt', '/images/a.vtt', '/media/a.mp4', 'x/media/a.vtt']) {
      expect([value, tests(field)(value)]).toEqual([value, schema.safeParse(value).success]);
    }
  });

  test('a web address, a date, a length limit and a choice of forms become patterns the editor tests', () => {
    const url = one(z.url({ protocol: /^https?$/, error: 'must be a full http(s) URL' }));
    expect(url.pattern![1]).toBe('must be a full http(s) URL');
    expect(['https://a.example/x', 'http://a.example', 'ftp://a.example', 'a.example'].map(tests(url))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const date = one(z.iso.date({ error: 'a date' }));
    expect(['2026-03-01', '2026-02-30', '1 March'].map(tests(date))).toEqual([true, false, false]);
    const short = one(z.string().max(5, 'too long'));
    expect(['12345', '123456'].map(tests(short))).toEqual([true, false]);
    expect(short.hint).toBe('At most 5 characters.');
    const either = one(z.union([z.url(), z.string().regex(/^\/\S*$/)], { error: 'an address or a path' }));
    expect(['https://a.example', '/api/send', 'api/send'].map(tests(either))).toEqual([true, true, false]);
  });

  test("what the schema turns before its checks is tested in the form the schema's editor rule gives", () => {
    const time = z
      .preprocess((value) => value, z.number())
      .register(editorRules, {
        input: { pattern: /^\d+(:\d\d)?$/, message: 'a time' },
      });
    expect(one(time)).toMatchObject({ widget: 'string', pattern: ['^\\d+(:\\d\\d)?$', 'a time'] });
  });

  test("a number has the schema's range, whole numbers when the schema says so", () => {
    expect(one(z.number().int().min(1950).max(2100))).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1950,
      max: 2100,
    });
    expect(one(z.number().nonnegative())).toMatchObject({ value_type: 'float', min: 0 });
  });

  test("a choice lists the schema's values, labelled by the layout (or by the value)", () => {
    const field = one(z.enum(['cutout', 'original-ip']), layout({ choices: { cutout: 'Cut Out' } }));
    expect(field).toMatchObject({ widget: 'select' });
    expect(field.options).toEqual([
      { label: 'Cut Out', value: 'cutout' },
      { label: 'Original ip', value: 'original-ip' },
    ]);
    expect(one(z.array(z.enum(['a', 'b'])).min(1))).toMatchObject({ widget: 'select', multiple: true, min: 1 });
  });

  test('a list has the schema’s number of items, said in its hint', () => {
    const field = one(
      z
        .array(z.object({ name: z.string() }))
        .min(1)
        .max(3),
      layout({ label_singular: 'profile', fields: { name: layout({ label: 'Name' }) } }),
    );
    expect(field).toMatchObject({ widget: 'list', min: 1, max: 3, hint: 'What it is. From 1 to 3 profiles.' });
    expect(field.fields!.map((inner) => inner.name)).toEqual(['name']);
    expect(
      one(z.array(z.string()), layout({ item: { name: 'role', ...layout({ label: 'Role' }) } })).field,
    ).toMatchObject({
      name: 'role',
      label: 'Role',
      widget: 'string',
    });
  });

  test('a list of typed items has one type per kind of item, the type key itself no field', () => {
    const schema = z.array(
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('image'), src: z.string() }),
        z.object({ type: z.literal('external'), url: z.url() }),
      ]),
    );
    const field = one(schema, layout({ types: { image: { label: 'Picture', fields: {} } } }));
    expect(field.typeKey).toBe('type');
    expect(field.types!.map(({ label, name, fields }) => [label, name, fields!.map((inner) => inner.name)])).toEqual([
      ['Picture', 'image', ['src']],
      ['External', 'external', ['url']],
    ]);
  });

  test('a field required unless (or when) another is on says so in its label, and one the editor fills in is not required', () => {
    const generated = one(
      z.object({
        year: z.number().optional().register(editorRules, { requiredUnless: 'inDevelopment' }),
        inDevelopment: z.boolean().optional(),
        id: z.string(),
        label: z.string().optional().register(editorRules, { requiredWhen: 'inDevelopment' }),
      }),
      layout({
        fields: {
          year: layout({ label: 'Year', widget: 'year' }),
          inDevelopment: layout({ label: 'In development' }),
          id: layout({ label: 'Key', madeByEditor: true }),
        },
      }),
    );
    const [year, , id, label] = generated.fields!;
    expect(year).toMatchObject({ label: 'Year (required unless in development)', widget: 'year' });
    expect(year!.required).toBeUndefined();
    expect(id!.required).toBe(false);
    // Decap cannot require it only while the other is on: the build does, the label says so.
    expect(label).toMatchObject({ label: 'Label (required when in development)', required: false });
  });

  test('the layout may leave out a field the schema allows, and may not name one the schema lacks', () => {
    const schema = z.object({ caption: z.string().optional(), alt: z.string().optional() });
    const fields = one(schema, layout({ fields: { alt: { label: '', hint: '', omit: true } } })).fields!;
    expect(fields.map((inner) => inner.name)).toEqual(['caption']);
    expect(() => one(schema, layout({ fields: { credit: layout() } }))).toThrow(
      'cms/layout.ts names field.credit, which the schema does not have',
    );
  });
});

describe('a change to the schema reaches the editor with no change in cms/', () => {
  const site = COLLECTIONS.find((collection) => collection.name === 'site')!;
  const generatedSite = (schema: z.ZodType) => {
    const collection: CollectionLayout = { ...site, schema };
    return generateConfig([collection]).collections[0]!.files![0]!.fields;
  };
  const named = (fields: DecapField[], name: string) => fields.find((field) => field.name === name)!;

  test('social links, none to three in the schema, asked for from two when the schema says so', () => {
    const stricter = siteSchema.extend({ socials: z.array(socialLinkSchema).min(2).max(3) });
    const now = named(generatedSite(siteSchema), 'socials');
    const after = named(generatedSite(stricter), 'socials');
    expect(now.min).toBeUndefined();
    expect(now.max).toBe(3);
    expect(now.hint).toMatch(/At most 3 social links\.$/);
    expect(after.min).toBe(2);
    expect(after.max).toBe(3);
    expect(after.hint).toMatch(/From 2 to 3 social links\.$/);
  });

  test('a new field, with a pattern and a description, shows with its rule and its description as the hint', () => {
    const grown = siteSchema.extend({
      bookingUrl: z
        .string()
        .regex(/^https:\/\//, 'must start with https://')
        .optional()
        .describe('Where clients book a call.'),
    });
    expect(named(generatedSite(grown), 'bookingUrl')).toEqual({
      label: 'Booking url',
      name: 'bookingUrl',
      widget: 'string',
      hint: 'Where clients book a call.',
      pattern: ['^https:\\/\\/', 'must start with https://'],
      required: false,
    });
  });
});

describe("the editor's configuration", () => {
  const config = generateConfig();

  /** Every field of the configuration, with its path (`media.image.src`). */
  function walk(fields: DecapField[], at = ''): { field: DecapField; at: string }[] {
    return fields.flatMap((field) => [
      { field, at: `${at}${field.name}` },
      ...walk(field.fields ?? [], `${at}${field.name}.`),
      ...(field.field ? walk([field.field], `${at}${field.name}.*.`) : []),
      ...(field.types ?? []).flatMap((type) => walk(type.fields ?? [], `${at}${field.name}.${type.name}.`)),
    ]);
  }
  const documents = config.collections.map((collection) => ({
    name: collection.name,
    fields: walk(collection.fields ?? collection.files![0]!.fields),
  }));

  test('is the YAML file Decap loads, saying it is generated', () => {
    const yaml = configYaml();
    expect(yaml).toMatch(/^# .*generated by cms\/generate-config\.ts/i);
    expect(parse(yaml)).toEqual(config);
  });

  test.each(documents)('$name: every field has a label and says what it is for', ({ fields }) => {
    const silent = fields.filter(({ field }) => !field.label.trim() || !field.hint?.trim()).map(({ at }) => at);
    expect(silent).toEqual([]);
  });

  test.each(documents)('$name: every pattern compiles as the browser reads it, with a message', ({ fields }) => {
    for (const { field, at } of fields.filter(({ field }) => field.pattern)) {
      expect(() => new RegExp(field.pattern![0])).not.toThrow();
      expect([at, field.pattern![1].length > 10]).toEqual([at, true]);
    }
  });

  test('every picture is picked into a folder of public/images (a protected one’s private ones into private/), stored as its path', () => {
    const uploads = documents.flatMap(({ fields }) =>
      fields.filter(({ field }) => field.widget === 'image' || field.widget === 'file'),
    );
    expect(uploads.length).toBeGreaterThan(10);
    for (const { field, at } of uploads) {
      const isPrivate = at.startsWith('nda.media.');
      expect([at, field.media_folder]).toEqual([
        at,
        expect.stringMatching(
          isPrivate ? /^\/private\/(images|media)\/projects$/ : /^\/public\/(images|media)(\/[a-z-]+)?$/,
        ),
      ]);
      expect(field.public_folder).toBe(isPrivate ? field.media_folder : field.media_folder!.replace(/^\/public/, ''));
      // Only files of the site: a picture from another address would be fetched from another host.
      expect(field.choose_url).toBe(false);
    }
  });

  test("a project's client and studio are picked from the clients list and stored as the entry's key", () => {
    const projects = documents.find(({ name }) => name === 'projects')!.fields;
    for (const name of ['client', 'studio']) {
      expect(projects.find(({ at }) => at === name)!.field).toMatchObject({
        widget: 'relation',
        collection: 'clients',
        file: 'clients',
        value_field: 'clients.*.id',
      });
    }
  });

  test('writes the content layout: one file per project named by its slug, one JSON file for each of the others', () => {
    expect(config.collections.find(({ name }) => name === 'projects')).toMatchObject({
      folder: 'data/projects',
      extension: 'json',
      format: 'json',
      create: true,
      slug: '{{fields.slug}}',
    });
    for (const collection of config.collections.filter(({ files }) => files)) {
      expect(collection.files![0]!.file).toBe(`data/${collection.name}.json`);
    }
  });

  test("spells a case-insensitive pattern out letter by letter, leaving escapes and classes' meaning alone", () => {
    expect(patternSource(/\.(mp4|m4v)$/i)).toBe('\\.([mM][pP]4|[mM]4[vV])$');
    expect(patternSource(/^[a-c\w]+$/i)).toBe('^[a-cA-C\\w]+$');
    expect(patternSource(/[\u001f<]x/i)).toBe('[\\u001f<][xX]');
    expect(() => patternSource(/x/u)).toThrow('flags "u"');
  });
});

describe('what the editor lets an owner publish, the build takes (on the editor test content, e2e/cms/content/)', () => {
  /** A complete example of every document, and where it is. */
  const example = (file: string): Record<string, unknown> =>
    JSON.parse(readFileSync(path.join(__dirname, '..', 'e2e/cms/content/data', file), 'utf8'));
  const cases = COLLECTIONS.map((collection) => ({
    name: collection.name,
    schema: collection.schema,
    document: example('folder' in collection ? 'projects/papel-voador.json' : `${collection.name}.json`),
    fields: generateConfig([collection]).collections[0]!,
  }));
  const PROBES = [
    'turma-do-quintal',
    'Turma',
    'a--b',
    'ação',
    '404',
    'pt-BR',
    'pt_BR',
    'https://www.example.com/x',
    'http://example.com',
    'ftp://example.com',
    'https://www.youtube.com/watch?v=aB3_dE-fG7h',
    'https://vimeo.com/123456789',
    '/api/send',
    '/media/projects/reel.mp4',
    '/media/projects/my reel.mp4',
    '/media/projects/reel.MOV',
    '/media/projects/voice.wav',
    '/media/projects/reel.vtt',
    '/private/media/projects/reel.mp4',
    '/private/images/projects/still.jpg',
    '75',
    '1:15',
    '2026-03-01',
    '2026-13-01',
    'x'.repeat(200),
    'x'.repeat(201),
  ];

  /** The document with `value` at `at` (the first item standing for every item of a list). */
  function withValue(document: unknown, at: (string | number)[], value: unknown): unknown {
    const copy = structuredClone(document) as Record<string | number, unknown>;
    let node = copy;
    for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    if (value === undefined) delete node[at.at(-1)!];
    else node[at.at(-1)!] = value;
    return copy;
  }
  /** The document with every list on the way to `at` down to its first item. */
  function alone(document: unknown, at: (string | number)[]): unknown {
    return at.reduce<unknown>((copy, key, index) => {
      if (typeof key !== 'number') return copy;
      const list = at
        .slice(0, index)
        .reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], copy);
      return withValue(copy, at.slice(0, index), [(list as unknown[])[0]]);
    }, document);
  }
  /**
   * The field beside `at` that may stand in for it (one of the two, EditorRule `requiredWithout`): the schema refuses
   * both, and wants one of them.
   */
  function partnerOf(schema: z.core.$ZodType, at: (string | number)[]): (string | number)[] | undefined {
    const shape = at
      .slice(0, -1)
      .filter((step) => typeof step === 'string')
      .reduce<z.core.$ZodType | undefined>((node, step) => {
        let inner = node;
        while (inner instanceof z.ZodOptional || inner instanceof z.ZodPipe)
          inner = inner instanceof z.ZodOptional ? inner.unwrap() : inner._zod.def.in;
        if (inner instanceof z.ZodArray) inner = inner.element;
        return inner instanceof z.ZodObject ? inner.shape[step] : undefined;
      }, schema);
    let parent = shape;
    while (parent instanceof z.ZodOptional || parent instanceof z.ZodPipe)
      parent = parent instanceof z.ZodOptional ? parent.unwrap() : parent._zod.def.in;
    if (parent instanceof z.ZodArray) parent = parent.element;
    const here = parent instanceof z.ZodObject ? parent.shape[String(at.at(-1))] : undefined;
    const partner = here && requiredWithout(here);
    return partner ? [...at.slice(0, -1), partner] : undefined;
  }
  const has = (document: unknown, at: (string | number)[]) =>
    at.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], document) !==
    undefined;
  function textFields(
    fields: DecapField[],
    at: (string | number)[] = [],
  ): { field: DecapField; at: (string | number)[] }[] {
    return fields.flatMap((field) => {
      const here = [...at, field.name];
      if (field.widget === 'list' && field.fields) return textFields(field.fields, [...here, 0]);
      if (field.widget === 'object' && field.fields) return [{ field, at: here }, ...textFields(field.fields, here)];
      return [{ field, at: here }];
    });
  }

  test.each(cases)(
    '$name: the example is valid, and a pattern the editor checks gives the same answer as the schema',
    ({ schema, document, fields }) => {
      expect(schema.safeParse(document).error?.issues ?? []).toEqual([]);
      const all = textFields(fields.fields ?? fields.files![0]!.fields);
      for (const { field, at } of all.filter(({ field }) => field.pattern)) {
        const pattern = new RegExp(field.pattern![0]);
        if (!has(document, at.slice(0, -1))) continue;
        for (const probe of PROBES) {
          // Its list down to that one item: some rules relate the items (chapters in order, one profile of each kind).
          // One of two fields: probed without the other, which the schema refuses beside it.
          const partner = partnerOf(schema, at);
          const base = partner ? withValue(alone(document, at), partner, undefined) : alone(document, at);
          const passes = schema.safeParse(withValue(base, at, probe)).success;
          if (pattern.test(probe)) expect([at.join('.'), probe, passes]).toEqual([at.join('.'), probe, true]);
          else expect([at.join('.'), probe, passes]).toEqual([at.join('.'), probe, false]);
        }
      }
    },
  );

  test.each(cases)(
    '$name: a field the editor lets out, the schema lets out too, and only those',
    ({ schema, document, fields }) => {
      for (const { field, at } of textFields(fields.fields ?? fields.files![0]!.fields)) {
        const given = at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], document);
        if (given === undefined) continue;
        const passes = schema.safeParse(withValue(document, at, undefined)).success;
        // One of two fields (the label names the other) may be left out only when the other is given.
        const partner = partnerOf(schema, at);
        const letOut = field.required === false && (!partner || has(document, partner));
        expect([at.join('.'), passes]).toEqual([at.join('.'), letOut]);
      }
    },
  );
});
