import type { z } from 'zod';

/**
 * How the editor presents the content: labels, hints, widgets, order and the collections. No rule lives here:
 * what is required, the patterns, the choices and the limits come from lib/content/schema.ts
 * (cms/generate-config.ts reads them there), so a rule changed in the schema reaches the editor as it is.
 */

/** Decap's widgets; each field's own one comes from its schema unless named here. */
export type Widget =
  | 'string'
  | 'text'
  | 'number'
  | 'boolean'
  | 'select'
  | 'list'
  | 'object'
  | 'image'
  | 'file'
  | 'relation'
  /** cms/init.js: a project's slug, made from its title and refused when another project has it. */
  | 'slug'
  /** cms/init.js: a number required unless the field the schema names (`requiredUnless`) is on. */
  | 'year';

/** Decap's options that only present a field: where its files go, how a list sums its items up, its default. */
export interface Presentation {
  widget?: Widget;
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
  default?: string | number | boolean;
  step?: number;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  media_library?: { config: { max_file_size: number } };
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
}

export interface FieldLayout extends Presentation {
  label: string;
  /** What the field is for, in the owner's words; the schema's limits are added to it. */
  hint: string;
  /** The fields of an object, or of each item of a list of objects, in the form's order. */
  fields?: Fields;
  /** A list of single values: its item. */
  item?: FieldLayout & { name: string };
  /** A list of typed items (a project's media): each type's label and fields, by the value of its type key. */
  types?: Record<string, { label: string; fields: Fields }>;
  /** The labels of a select's choices, by value (a choice not named here shows its value). */
  choices?: Record<string, string>;
  /** Not in the form, though the schema allows it (a video's Portuguese description: it has no English one). */
  omit?: true;
  /** cms/init.js fills it in when the entry is saved (a client's key): never required in the form. */
  madeByEditor?: true;
}

/** Fields by name, in the form's order. */
export type Fields = Record<string, FieldLayout>;

interface CollectionBase {
  name: string;
  label: string;
  description: string;
  /** The whole document, as lib/content/load.ts checks it. */
  schema: z.ZodType;
  fields: Fields;
  /** Decap's preview pane (cms/preview/): on for the collections it draws. */
  preview: boolean;
}

/** A folder of files, one per entry (the projects). */
export interface FolderCollection extends CollectionBase {
  folder: string;
  label_singular: string;
  identifier_field: string;
  slug: string;
  summary: string;
  sortable_fields: (string | { field: string; default_sort: 'asc' | 'desc' })[];
}

/** One file, with a label of its own. */
export interface FileCollection extends CollectionBase {
  file: string;
  fileLabel: string;
}

export type CollectionLayout = FolderCollection | FileCollection;
