import * as z from 'zod/mini';

/**
 * The private part of a protected project as the build seals it (scripts/build-nda.ts) and the page opens it
 * (components/nda/): everything the unlocked page needs to draw the project like any other, in each language, and
 * the sealed files of its media. One schema for both sides, so neither can drift: the build checks what it seals,
 * the page checks what it opened. `zod/mini`, the tree-shaken form, as it travels in the page's lazy chunk.
 */

/** The payload's format; a page opening another version says so instead of drawing nonsense. */
export const PAYLOAD_VERSION = 1;

/** The languages a payload holds a view in (lib/i18n/locales.ts, repeated: this module imports nothing else). */
const locales = z.enum(['en', 'pt-BR']);

const text = z.string().check(z.minLength(1));
const size = z.int().check(z.positive());

/** One sealed file: its name under NDA_DIR (a hash of its bytes: it says nothing) and its length. */
const sealedFile = z.object({ name: z.string().check(z.regex(/^[a-f0-9]{20,64}\.bin$/)), bytes: size });

/** Words under an item, and their language where it is not the page's. */
const itemText = {
  caption: z.optional(text),
  credit: z.optional(text),
  textLang: z.optional(text),
};

/** A picture: its shape, its text alternative, and its encrypted variants (a few widths, AVIF and WebP). */
const pictureItem = z.object({
  kind: z.literal('image'),
  width: size,
  height: size,
  alt: text,
  ...itemText,
  files: z
    .array(z.object({ ...sealedFile.shape, format: z.enum(['avif', 'webp']), width: size }))
    .check(z.minLength(1)),
});

/**
 * A video: its adaptive stream (the sealed master playlist, whose playlists name the other sealed files of the
 * stream), its progressive files (the stream's small fallback for a browser without Media Source Extensions; none
 * when even that would be large), its poster, its captions.
 */
const videoItem = z.object({
  kind: z.literal('video'),
  label: text,
  width: size,
  height: size,
  poster: z.object({ ...sealedFile.shape, width: size }),
  stream: z.optional(z.object({ ...sealedFile.shape, segmentSeconds: z.number().check(z.positive()) })),
  sources: z.array(z.object({ ...sealedFile.shape, type: text, height: size })),
  captions: z.optional(z.object({ ...sealedFile.shape, lang: text, label: text })),
  ...itemText,
});

/** The facts of the information box, as components/project/project-info.tsx takes them. */
const facts = z.object({
  category: text,
  roles: z.array(text),
  client: z.optional(text),
  studio: text,
  years: z.object({ start: z.optional(z.int()), end: z.optional(z.int()), inDevelopment: z.boolean() }),
  projectURL: z.optional(text),
  fieldLang: z.object({ category: z.optional(text), roles: z.optional(text), description: z.optional(text) }),
});

/** The project in one language, ready to draw. */
export const unlockedViewSchema = z.object({
  title: text,
  titleLang: z.optional(text),
  facts,
  description: text,
  media: z.array(z.discriminatedUnion('kind', [pictureItem, videoItem])),
});

export const payloadSchema = z.object({
  v: z.literal(PAYLOAD_VERSION),
  views: z.record(locales, unlockedViewSchema),
});

export type Payload = z.infer<typeof payloadSchema>;
export type UnlockedView = z.infer<typeof unlockedViewSchema>;
export type UnlockedItem = UnlockedView['media'][number];
export type UnlockedPicture = Extract<UnlockedItem, { kind: 'image' }>;
export type UnlockedVideo = Extract<UnlockedItem, { kind: 'video' }>;
export type SealedFileRef = z.infer<typeof sealedFile>;

/** A payload as bytes (what is sealed), and back, checked. */
export function encodePayload(payload: Payload): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(payloadSchema.parse(payload)));
}
export function decodePayload(bytes: Uint8Array): Payload {
  const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
  const result = payloadSchema.safeParse(value);
  if (!result.success) {
    const version = typeof value === 'object' && value !== null && 'v' in value ? String(value.v) : 'unknown';
    throw new Error(`this page cannot read the project's data (format ${version}; it reads ${PAYLOAD_VERSION})`);
  }
  return result.data;
}
