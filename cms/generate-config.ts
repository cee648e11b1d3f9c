import { stringify } from 'yaml';
import { z } from 'zod';
import { editorRules, type EditorRule } from '../lib/content/schema';
import { COLLECTIONS } from './layout';
import type { CollectionLayout, FieldLayout, Fields, Presentation, Widget } from './layout-types';

/**
 * The editor's configuration (Decap CMS), made from the content schema (lib/content/schema.ts) and the editor's
 * layout (cms/layout.ts). The schema gives every rule: a field is required unless the schema lets it out, a text
 * carries the schema's patterns with their messages, a choice the schema's values, a number, a list or a text
 * the schema's limits; the layout gives labels, hints, widgets, order and folders. Pure: the build
 * (scripts/build-admin.ts) and `npm run cms` (tools/cms.ts) write what it returns, nothing else keeps a copy.
 *
 * What a pattern cannot say (a rule across fields, such as an end year not before the year, or a key given twice)
 * stays the schema's alone: the build names the file and the field. Decap's reference for what is written here:
 * https://decapcms.org/docs/configuration-options/ and https://decapcms.org/docs/widgets/.
 */

/** A field as Decap reads it. */
export interface DecapField extends Omit<Presentation, 'widget'> {
  label: string;
  name: string;
  widget: Widget;
  /** What it is for (every field has one; a list's types have none). */
  hint?: string;
  required?: false;
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  multiple?: true;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  fields?: DecapField[];
  field?: DecapField;
  typeKey?: string;
  types?: DecapField[];
}

/** Another field beside this one that decides whether it is required. */
interface Condition {
  word: 'unless' | 'when' | 'without';
  field: string;
}

/** What the schema says of one field. */
interface Rules {
  optional: boolean;
  editor: EditorRule;
  description?: string;
  core: z.core.$ZodType;
}

/** Layers that only wrap a field: optional, a default, a value turned before its checks (z.preprocess). */
function unwrap(schema: z.core.$ZodType): Rules {
  let core = schema;
  let optional = false;
  const editor: EditorRule = {};
  let description: string | undefined;
  for (;;) {
    const rule = editorRules.get(core);
    if (rule?.input && !editor.input) {
      editor.input = {
        pattern: new RegExp(rule.input.pattern.source, rule.input.pattern.flags),
        message: rule.input.message,
      };
    }
    editor.requiredUnless ??= rule?.requiredUnless;
    editor.requiredWhen ??= rule?.requiredWhen;
    editor.requiredWithout ??= rule?.requiredWithout;
    description ??= z.globalRegistry.get(core)?.description;
    if (core instanceof z.ZodOptional || core instanceof z.ZodDefault) {
      optional = true;
      core = core.unwrap();
    } else if (core instanceof z.ZodNullable) {
      core = core.unwrap();
    } else if (core instanceof z.ZodPipe) {
      // z.preprocess: a transform, then the schema; a transform after a schema: that schema is what is written.
      core = core.in instanceof z.ZodTransform ? core.out : core.in;
    } else {
      return { optional, editor, description, core };
    }
  }
}

/** The message a check gives when it fails. */
function messageOf(def: { error?: z.core.$ZodErrorMap<never> }, fallback: string): string {
  const said = def.error?.(undefined as never);
  return typeof said === 'string' ? said : (said?.message ?? fallback);
}

/**
 * `pattern` as Decap tests it (its source, no flags): a case-insensitive one spelt out with both cases of every
 * letter (`mp4` → `[mM][pP]4`).
 */
export function patternSource(pattern: RegExp): string {
  const unknown = pattern.flags.replace(/[gi]/g, '');
  if (unknown) throw new Error(`the editor cannot test the pattern ${pattern} (flags "${unknown}")`);
  if (!pattern.flags.includes('i')) return pattern.source;
  let out = '';
  let inClass = false;
  for (let index = 0; index < pattern.source.length; index += 1) {
    const char = pattern.source[index]!;
    if (char === '\\') {
      // An escape as it is, with the hex digits of \u0041 or \x41.
      const next = pattern.source[index + 1] ?? '';
      const length = next === 'u' ? 5 : next === 'x' ? 3 : 1;
      out += char + pattern.source.slice(index + 1, index + 1 + length);
      index += length;
    } else if (
      inClass &&
      /[a-z]/i.test(char) &&
      pattern.source[index + 1] === '-' &&
      /[a-z]/i.test(pattern.source[index + 2] ?? '')
    ) {
      // A range of letters, in both cases: a-c → a-cA-C.
      const range = pattern.source.slice(index, index + 3);
      out += range.toLowerCase() + range.toUpperCase();
      index += 2;
    } else if (/[a-z]/i.test(char)) {
      const both = char.toLowerCase() + char.toUpperCase();
      out += inClass ? both : `[${both}]`;
    } else {
      if (char === '[') inClass = true;
      if (char === ']') inClass = false;
      out += char;
    }
  }
  return out;
}

/** Several patterns a value must all match, as one: each a lookahead from the start. */
function allOf(patterns: [string, string][]): [string, string] | undefined {
  if (patterns.length <= 1) return patterns[0];
  const source = patterns.map(([one]) => (one.startsWith('^') ? `(?=${one})` : `(?=[\\s\\S]*?(?:${one}))`)).join('');
  const messages = [...new Set(patterns.map(([, message]) => message))];
  return [`^${source}`, messages.join('; ')];
}

/** What an http(s) address looks like to the editor (the schema parses it with the URL parser). */
function urlPattern(protocol: RegExp | undefined): string {
  const scheme = protocol ? protocol.source.replace(/^\^|\$$/g, '') : '[a-z][a-z0-9+.-]*';
  return `^${scheme}://[^\\s/$.?#][^\\s]*$`;
}

/** The patterns and the length limit of a text. */
function textRules(schema: z.core.$ZodString): { patterns: [string, string][]; max?: number } {
  const def = schema._zod.def;
  const patterns: [string, string][] = [];
  if (schema instanceof z.ZodURL) {
    patterns.push([urlPattern(schema._zod.def.protocol), messageOf(def, 'must be a web address')]);
  } else if ('format' in def && 'pattern' in def && def.pattern instanceof RegExp) {
    patterns.push([patternSource(def.pattern), messageOf(def, `must be a ${String(def.format)}`)]);
  }
  let max: number | undefined;
  for (const check of def.checks ?? []) {
    if (check instanceof z.core.$ZodCheckRegex) {
      patterns.push([patternSource(check._zod.def.pattern), messageOf(check._zod.def, 'has the wrong form')]);
    } else if (check instanceof z.core.$ZodCheckMaxLength) {
      max = check._zod.def.maximum;
      patterns.push([`^[\\s\\S]{0,${max}}$`, messageOf(check._zod.def, `must be at most ${max} characters`)]);
    }
  }
  return { patterns, max };
}

/** The limits of a number or a list, from its checks. */
function limits(checks: readonly z.core.$ZodCheck<never>[] | undefined): { min?: number; max?: number; int: boolean } {
  const found: { min?: number; max?: number; int: boolean } = { int: false };
  for (const check of checks ?? []) {
    if (check instanceof z.core.$ZodCheckMinLength) found.min = check._zod.def.minimum;
    else if (check instanceof z.core.$ZodCheckMaxLength) found.max = check._zod.def.maximum;
    else if (check instanceof z.core.$ZodCheckGreaterThan) found.min = Number(check._zod.def.value);
    else if (check instanceof z.core.$ZodCheckLessThan) found.max = Number(check._zod.def.value);
    else if (check instanceof z.core.$ZodCheckNumberFormat) found.int ||= /int/.test(check._zod.def.format);
  }
  return found;
}

/** A limit as the hint says it: "At least 1 role.", "From 1 to 3 social links.", "At most 200 characters." */
function limitNote(min: number | undefined, max: number | undefined, unit?: string): string {
  const low = min && min > 0 ? min : undefined;
  const of = (count: number) => (unit ? ` ${unit}${count === 1 ? '' : 's'}` : '');
  if (low !== undefined && max !== undefined)
    return low === max ? `Exactly ${max}${of(max)}.` : `From ${low} to ${max}${of(max)}.`;
  if (low !== undefined) return `At least ${low}${of(low)}.`;
  return max !== undefined ? `At most ${max}${of(max)}.` : '';
}

/** `camelCase` or `kebab-case` as words: the label of a field or choice the layout does not name. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields of an object's shape: the layout's in its order, then any the layout does not name yet. */
function fieldsOf(shape: Record<string, z.core.$ZodType>, layout: Fields, at: string, skip?: string): DecapField[] {
  for (const name of Object.keys(layout)) {
    if (!(name in shape)) throw new Error(`cms/layout.ts names ${at}${name}, which the schema does not have`);
  }
  const names = [...Object.keys(layout), ...Object.keys(shape).filter((name) => !(name in layout))];
  const fields = names
    .filter((name) => name !== skip && !layout[name]?.omit)
    .map((name) => generateField(name, shape[name]!, layout[name], `${at}${name}`));
  // A field required unless (or when) another is on says so in its label, with that field's label.
  for (const field of fields) {
    const { condition } = field;
    if (!condition) continue;
    const other = fields.find((candidate) => candidate.name === condition.field);
    if (!other)
      throw new Error(`${at}${field.name} is required ${condition.word} ${condition.field}, which is not beside it`);
    field.label =
      condition.word === 'without'
        ? `${field.label} (or ${other.label.toLowerCase()}: one of the two)`
        : `${field.label} (required ${condition.word} ${other.label.toLowerCase()})`;
    delete field.condition;
  }
  return fields;
}

/** The shape of an object schema (its checks, such as a superRefine, left to the build). */
function shapeOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | undefined {
  const { core } = unwrap(schema);
  return core instanceof z.core.$ZodObject ? core._zod.def.shape : undefined;
}

/** The field that may stand in for this one (EditorRule `requiredWithout`), if any. */
export function requiredWithout(schema: z.core.$ZodType): string | undefined {
  return unwrap(schema).editor.requiredWithout;
}

/** One Decap field: the layout's presentation, the schema's rules. */
export function generateField(
  name: string,
  schema: z.core.$ZodType,
  layout: FieldLayout | undefined,
  at: string = name,
): DecapField & { condition?: Condition } {
  const { optional, editor, description, core } = unwrap(schema);
  const {
    label = humanize(name),
    hint = description ?? '',
    fields: innerLayout = {},
    item,
    types,
    choices = {},
    madeByEditor,
    omit: _omit,
    widget: chosen,
    ...presentation
  }: Partial<FieldLayout> = layout ?? {};
  const notes: string[] = [];
  const field: DecapField & { condition?: Condition } = { label, name, widget: 'string', hint, ...presentation };
  const choicesOf = (values: readonly unknown[]) =>
    values.map((value) => ({ label: choices[String(value)] ?? humanize(String(value)), value: String(value) }));

  if (editor.input) {
    field.pattern = [patternSource(editor.input.pattern), editor.input.message];
  } else if (core instanceof z.core.$ZodString) {
    const { patterns, max } = textRules(core);
    field.pattern = allOf(patterns);
    if (max !== undefined) notes.push(limitNote(undefined, max, 'character'));
  } else if (core instanceof z.ZodUnion) {
    // One of several forms (a full address or a path on the site): any of their patterns.
    const forms = core.options.map((option) => {
      const { core: inner } = unwrap(option);
      const pattern = inner instanceof z.core.$ZodString ? allOf(textRules(inner).patterns) : undefined;
      if (!pattern) throw new Error(`${at}: the editor cannot test one of its forms (${inner._zod.def.type})`);
      return pattern[0];
    });
    field.pattern = [forms.map((form) => `(?:${form})`).join('|'), messageOf(core._zod.def, 'has the wrong form')];
  } else if (core instanceof z.core.$ZodNumber) {
    const { min, max, int } = limits(core._zod.def.checks);
    Object.assign(field, { widget: 'number', value_type: int ? 'int' : 'float' });
    if (min !== undefined) field.min = min;
    if (max !== undefined) field.max = max;
  } else if (core instanceof z.core.$ZodBoolean) {
    field.widget = 'boolean';
  } else if (core instanceof z.ZodEnum) {
    Object.assign(field, { widget: 'select', options: choicesOf(core.options) });
  } else if (core instanceof z.ZodArray) {
    const { min, max } = limits(core._zod.def.checks);
    if (min) field.min = min;
    if (max !== undefined) field.max = max;
    notes.push(limitNote(min, max, presentation.label_singular));
    const element = unwrap(core.element).core;
    if (element instanceof z.ZodEnum) {
      Object.assign(field, { widget: 'select', multiple: true, options: choicesOf(element.options) });
    } else if (element instanceof z.ZodDiscriminatedUnion) {
      const typeKey = element._zod.def.discriminator;
      field.widget = 'list';
      field.typeKey = typeKey;
      field.types = element.options.map((option) => {
        const shape = shapeOf(option)!;
        const literal = unwrap(shape[typeKey]!).core;
        const type = literal instanceof z.ZodLiteral ? String(literal.value) : undefined;
        if (!type) throw new Error(`${at}: a type without a single ${typeKey}`);
        const typeLayout = types?.[type];
        return {
          label: typeLayout?.label ?? humanize(type),
          name: type,
          widget: 'object',
          fields: fieldsOf(shape, typeLayout?.fields ?? {}, `${at}.${type}.`, typeKey),
        };
      });
    } else if (shapeOf(element)) {
      field.widget = 'list';
      field.fields = fieldsOf(shapeOf(element)!, innerLayout, `${at}.*.`);
    } else {
      field.widget = 'list';
      if (item) {
        const { name: itemName, ...itemLayout } = item;
        field.field = generateField(itemName, core.element, itemLayout, `${at}.*`);
      } else field.field = generateField('item', core.element, undefined, `${at}.*`);
    }
  } else if (shapeOf(core)) {
    field.widget = 'object';
    field.fields = fieldsOf(shapeOf(core)!, innerLayout, `${at}.`);
  } else {
    throw new Error(`${at}: the editor has no widget for a ${core._zod.def.type}`);
  }

  if (chosen) field.widget = chosen;
  if (optional && !editor.requiredUnless) field.required = false;
  if (madeByEditor) field.required = false;
  if (editor.requiredUnless) field.condition = { word: 'unless', field: editor.requiredUnless };
  // Decap cannot require a field only while another is on: the build does, and the label says so.
  if (editor.requiredWhen) field.condition = { word: 'when', field: editor.requiredWhen };
  // Nor one of two fields: both are optional in the form, and the label names the other.
  if (editor.requiredWithout) field.condition = { word: 'without', field: editor.requiredWithout };
  field.hint = [field.hint, ...notes].filter(Boolean).join(' ');
  return field;
}

/** A collection as Decap reads it: a folder of entries, or one file. */
export interface DecapCollection {
  name: string;
  label: string;
  description: string;
  format: 'json';
  editor?: { preview: false };
  folder?: string;
  fields?: DecapField[];
  files?: { name: string; label: string; file: string; fields: DecapField[] }[];
  [option: string]: unknown;
}

/** The configuration Decap loads. */
export interface DecapConfig {
  backend: { name: 'github'; repo: string; branch: string };
  local_backend: true;
  media_folder: string;
  public_folder: string;
  editor: { preview: true };
  slug: { encoding: 'ascii'; clean_accents: true };
  collections: DecapCollection[];
}

function generateCollection(collection: CollectionLayout): DecapCollection {
  const shape = shapeOf(collection.schema);
  if (!shape) throw new Error(`${collection.name}: its schema is not an object`);
  const fields = fieldsOf(shape, collection.fields, '');
  const common: DecapCollection = {
    name: collection.name,
    label: collection.label,
    description: collection.description,
    ...(collection.preview ? {} : { editor: { preview: false } }),
    format: 'json',
  };
  if ('folder' in collection) {
    const {
      name: _name,
      label: _label,
      description: _description,
      schema: _schema,
      fields: _fields,
      preview: _preview,
      ...rest
    } = collection;
    return { ...common, ...rest, extension: 'json', create: true, delete: true, fields };
  }
  return { ...common, files: [{ name: collection.name, label: collection.fileLabel, file: collection.file, fields }] };
}

/** The whole configuration: the backend placeholders the build fills in, the media folders, the collections. */
export function generateConfig(collections: CollectionLayout[] = COLLECTIONS): DecapConfig {
  return {
    // Deployed: the CMS reads and commits through GitHub's API, as the person who signs in. The build sets the
    // repository (CMS_GITHUB_REPO, else GitHub Actions' own), the branch (CMS_GITHUB_BRANCH) and the sign-in
    // service (CMS_AUTH_URL: left out, Netlify's) from its environment (scripts/build-admin.ts).
    backend: { name: 'github', repo: REPO_PLACEHOLDER, branch: 'main' },
    // Locally (`npm run cms`): Decap's local backend (decap-server) writes to the working copy, no account needed.
    // The deployed file leaves it out.
    local_backend: true,
    // Pictures are files under public/ (each picture field says which folder); the content stores their site path.
    media_folder: 'public/images',
    public_folder: '/images',
    // The preview pane: projects and the site file are drawn by the site's own components (cms/preview/).
    editor: { preview: true },
    // File names made from slugs: ASCII only, accents dropped (ação -> acao).
    slug: { encoding: 'ascii', clean_accents: true },
    collections: collections.map(generateCollection),
  };
}

/** The repository the deployed editor names until the build is told its own. */
export const REPO_PLACEHOLDER = 'OWNER/REPO';

/** The configuration as the YAML file Decap loads. */
export function configYaml(collections: CollectionLayout[] = COLLECTIONS): string {
  return (
    '# The content editor (Decap CMS), generated by cms/generate-config.ts from lib/content/schema.ts (the rules)\n' +
    '# and cms/layout.ts (labels, hints, order): change those, not this file.\n' +
    stringify(generateConfig(collections), { lineWidth: 0 })
  );
}

// `npx tsx cms/generate-config.ts` prints the configuration, to read it whole.
if (require.main === module) process.stdout.write(configYaml());
