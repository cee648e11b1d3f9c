/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asEditorWrites, contentFiles, editorFormat, topLevelFields } from './content-format';

/**
 * A save in the editor rewrites the whole file from the entry's data. Its diff shows only the fields the owner
 * changed when the file already is what the editor writes: every content folder is kept in that form (one-time
 * `npm run cms -- --reformat`), and the format writes keys in config order whatever order the editor holds them in.
 */
const ROOT = path.resolve(__dirname, '..');
const FOLDERS = ['sample/data', 'e2e/alternate-content', 'e2e/cms/content/data'];
const format = editorFormat();

/** The same object with its keys in another order, at every depth: what Decap's in-memory map may hand over. */
function shuffled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shuffled);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, shuffled(inner)]),
  );
}

/** Changes the first text field found (depth first) in place; returns its name. */
function changeFirstText(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string' && !Array.isArray(value)) {
      (value as Record<string, unknown>)[key] = `${inner} (changed)`;
      return key;
    }
    const found = changeFirstText(inner);
    if (found) return found;
  }
  return undefined;
}

describe.each(FOLDERS)('the content files of %s', (folder) => {
  const dir = path.join(ROOT, folder);
  const files = contentFiles(dir);

  test('include the site file and projects', () => {
    expect(files).toContain('site.json');
    expect(files.some((file) => file.startsWith('projects/'))).toBe(true);
  });

  test.each(files)('%s is exactly what the editor writes for it', (file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    expect(asEditorWrites(file, JSON.parse(text), format)).toBe(text);
  });

  test.each(files)('%s: a change of one field, from data in any key order, changes one line', (file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const data: unknown = JSON.parse(text);
    const field = changeFirstText(data);
    const before = text.split('\n');
    const after = asEditorWrites(file, shuffled(data), format).split('\n');
    expect(after).toHaveLength(before.length);
    const differing = after.flatMap((line, index) => (line === before[index] ? [] : [line]));
    expect(differing).toEqual([expect.stringContaining(`"${field}": `)]);
  });
});

test('files the editor does not write are left alone', () => {
  expect(topLevelFields('notes.json')).toBeUndefined();
  expect(topLevelFields('projects/x.json')).toEqual(expect.arrayContaining(['slug', 'title']));
});

describe('cms/init.js, the JSON the editor writes', () => {
  test('is 2-space JSON with a final newline, where a field left empty is absent (keys A to Z for a document it does not know)', () => {
    const data = { slug: 'x', client: '', year: '', endYear: null, role: ['A'], nested: { lead: '', title: 'T' } };
    const text = format.toFile(data);
    expect(text).toBe(`${JSON.stringify({ nested: { title: 'T' }, role: ['A'], slug: 'x' }, null, 2)}\n`);
    expect(format.fromFile(text)).toEqual({ slug: 'x', role: ['A'], nested: { title: 'T' } });
  });

  test('keeps false, 0 and the items of lists', () => {
    const data = { inDevelopment: false, delay: 0, bio: ['One', 'Two'] };
    expect(JSON.parse(format.toFile(data))).toEqual(data);
  });

  test("writes a document's keys in the order of the editor's fields, at every depth", () => {
    const project = { media: [{ src: '/images/projects/a.png', type: 'image' }], title: 'T', slug: 's' };
    expect(format.toFile(project, topLevelFields('projects/s.json'))).toBe(
      `${JSON.stringify({ slug: 's', title: 'T', media: [{ type: 'image', src: '/images/projects/a.png' }] }, null, 2)}\n`,
    );
  });
});
