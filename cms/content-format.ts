import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { generateConfig } from './generate-config';

/**
 * The JSON the editor writes, known outside the browser too. Decap hands its JSON writer the entry's data as an
 * Immutable map (whose key order is not the file's once an object has more than eight keys) and the names of the
 * collection's top-level fields in config order; cms/init.js writes every object's keys in the order of the fields
 * in the editor's configuration (cms/layout.ts, through cms/generate-config.ts), nested objects and list items included (keys the config does not know after them, A to Z),
 * 2-space indented, with a final newline. So a save changes only the lines of the fields that changed, provided
 * every content file is already in that form: the content tests check it, and `npm run cms -- --reformat` writes it.
 */

/** The order of an object's keys, and of the objects inside it. */
export interface FieldOrder {
  keys: string[];
  fields: Record<string, FieldOrder>;
  /** A list of typed items (a project's media): the key naming the type, then each type's own order. */
  typeKey?: string;
  types?: Record<string, FieldOrder>;
}

interface ConfigField {
  name: string;
  widget?: string;
  fields?: ConfigField[];
  types?: ConfigField[];
  typeKey?: string;
}
interface ConfigCollection {
  name: string;
  folder?: string;
  fields?: ConfigField[];
  files?: { name: string; file: string; fields: ConfigField[] }[];
}

const CMS_DIR = __dirname;

function orderOf(fields: ConfigField[]): FieldOrder {
  const order: FieldOrder = { keys: fields.map((field) => field.name), fields: {} };
  for (const field of fields) {
    if (field.types) {
      const typeKey = field.typeKey ?? 'type';
      order.fields[field.name] = {
        keys: [],
        fields: {},
        typeKey,
        types: Object.fromEntries(
          field.types.map((type) => {
            const inner = orderOf(type.fields ?? []);
            return [type.name, { ...inner, keys: [typeKey, ...inner.keys] }];
          }),
        ),
      };
    } else if (field.fields) {
      order.fields[field.name] = orderOf(field.fields);
    }
  }
  return order;
}

/** The editor's configuration: as cms/generate-config.ts makes it, or read from a config.yml's `source`. */
export function editorConfig(source?: string): { collections: ConfigCollection[] } {
  return source === undefined
    ? generateConfig()
    : (parse(source, { merge: true }) as { collections: ConfigCollection[] });
}

/**
 * Each document the editor writes, keyed as cms/init.js finds it: by the names of its top-level fields in config
 * order (what Decap passes the writer), joined by commas.
 */
export function fieldOrders(source?: string): Record<string, FieldOrder> {
  const orders: Record<string, FieldOrder> = {};
  for (const collection of editorConfig(source).collections) {
    const documents = collection.fields ? [collection.fields] : (collection.files ?? []).map((file) => file.fields);
    for (const fields of documents) orders[fields.map((field) => field.name).join(',')] = orderOf(fields);
  }
  return orders;
}

/** The script that gives cms/init.js the orders: written before it in the editor's init.js. */
export function fieldOrderScript(source?: string): string {
  return `var CONTENT_FIELD_ORDERS = ${JSON.stringify(fieldOrders(source))};\n`;
}

interface EditorFormat {
  fromFile: (text: string) => unknown;
  toFile: (data: unknown, sortedKeys?: string[]) => string;
}

/** cms/init.js's JSON format, run here as the editor runs it. */
export function editorFormat(source?: string): EditorFormat {
  const formats: Record<string, EditorFormat> = {};
  const init = readFileSync(path.join(CMS_DIR, 'init.js'), 'utf8');
  new Function('CMS', 'CONTENT_FIELD_ORDERS', init)(
    {
      registerCustomFormat: (name: string, _extension: string, format: EditorFormat) => {
        formats[name] = format;
      },
      // The rest of the editor's start-up (widgets, events) does not concern the files.
      registerWidget: () => undefined,
      registerEventListener: () => undefined,
      getWidget: () => undefined,
      getLocale: () => undefined,
      registerLocale: () => undefined,
    },
    fieldOrders(source),
  );
  const json = formats.json;
  if (!json) throw new Error('cms/init.js registers no json format');
  return json;
}

/**
 * The names of the top-level fields of the document at `file` (a path inside a content folder: `site.json`,
 * `projects/x.json`), as Decap passes them; undefined for a file the editor does not write.
 */
export function topLevelFields(file: string, source?: string): string[] | undefined {
  const inData = (configPath: string) => configPath.replace(/^data\//, '');
  for (const collection of editorConfig(source).collections) {
    if (collection.folder && file.startsWith(`${inData(collection.folder)}/`)) {
      return (collection.fields ?? []).map((field) => field.name);
    }
    const match = (collection.files ?? []).find((entry) => inData(entry.file) === file);
    if (match) return match.fields.map((field) => field.name);
  }
  return undefined;
}

/** `data` as the editor would write the content file `file` (a path inside a content folder). */
export function asEditorWrites(file: string, data: unknown, format = editorFormat()): string {
  return format.toFile(data, topLevelFields(file));
}

/** The JSON files of a content folder the editor writes (its top-level files and projects/). */
export function contentFiles(dir: string): string[] {
  const inFolder = (sub: string) =>
    readdirSync(path.join(dir, sub), { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => (sub === '.' ? entry.name : `${sub}/${entry.name}`));
  return [...inFolder('.'), ...(existsSync(path.join(dir, 'projects')) ? inFolder('projects') : [])]
    .filter((file) => topLevelFields(file) !== undefined)
    .sort();
}

/** Rewrites every content file of `dir` as the editor writes it; returns the files that changed. */
export function reformatContent(dir: string): string[] {
  const format = editorFormat();
  const changed: string[] = [];
  for (const file of contentFiles(dir)) {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    const written = asEditorWrites(file, JSON.parse(text), format);
    if (written !== text) {
      writeFileSync(full, written);
      changed.push(file);
    }
  }
  return changed;
}
