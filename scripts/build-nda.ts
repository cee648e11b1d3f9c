/**
 * Seals the private part of every protected project (docs/nda.md), before `next build`:
 * 1. its password, from the build's environment (lib/nda/passwords.ts): a public build stops when one is missing,
 *    the sample's, or short; a local build without one uses the sample password and says so;
 * 2. its private pictures and videos, under private/ (never public/): their variants and encodes are made there
 *    too, by the site's own image and media steps (scripts/build-images.ts, scripts/build-media.ts), into
 *    private/_img and private/_media;
 * 3. a key from the password and a new random salt (PBKDF2, lib/nda/crypto.ts), which encrypts (AES-256-GCM, a new
 *    IV each) the payload (what the unlocked page draws, lib/nda/payload.ts, in both languages) and every media
 *    file it names: pictures as AVIF and WebP at up to three widths (640, 1280 and 1920 px, or the widest there
 *    is); each video as an adaptive stream (every playlist, init segment and segment sealed on its own, the
 *    playlists rewritten to name the sealed files), its small progressive fallback, its poster (960 px WebP), its
 *    captions. Card previews are not made at all: a
 *    protected card shows its public face. The sealed files go to public/_nda/ (emptied first), named by a hash
 *    of their bytes, so `next build` copies them into the export; the manifest (.cache/nda/manifest.json) tells
 *    the pages their payload's name.
 * It also warns when a public slug shares a word with the private title, and stops when a private file sits in
 * public/ as well (an exact copy there would be published as it is).
 *
 *   npm run nda                            (a stage of `npm run build`, scripts/build.ts)
 *   npx tsx scripts/build-nda.ts --check   only the password rules (the build's check stage runs the same)
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Content, SealedProject } from '../lib/content/load';
import { localizeOneProject } from '../lib/content/localize';
import { PRIVATE_ROOT } from '../lib/content/schema';
import { captionsTrack } from '../lib/media/captions';
import {
  getVideo,
  readMediaManifest,
  MEDIA_MANIFEST,
  type MediaManifest,
  type VideoStream,
} from '../lib/media/manifest';
import { LOCALES, type Locale } from '../lib/i18n/locales';
import { format, messagesFor } from '../lib/i18n/messages';
import { NDA_CRYPTO, passwordKey, randomBytes, sealFile, sealPayload, type Bytes } from '../lib/nda/crypto';
import { NDA_MANIFEST, type NdaManifest } from '../lib/nda/manifest';
import { passwordFor, wordsSharedWithSlug, type PasswordEnv } from '../lib/nda/passwords';
import { NDA_DIR } from '../lib/nda/files';
import { publishEnv } from '../lib/site-address';
import { readArgs } from './lib/args';
import { runEntry } from './lib/entry';
import { sha256 as sha256Of } from './lib/hash';
import {
  PAYLOAD_VERSION,
  encodePayload,
  type Payload,
  type SealedFileRef,
  type UnlockedItem,
  type UnlockedView,
} from '../lib/nda/payload';
import {
  formatsOf,
  masterPath,
  needsMaster,
  posterWidth,
  variantPath,
  variantWidths,
  type ImageData,
} from '../lib/images/variants';
import { buildImages } from './build-images';
import { buildMedia } from './build-media';

/** The picture widths sealed (each the nearest variant there is): a phone, a laptop, a large screen. */
export const SEALED_WIDTHS = [640, 1280, 1920] as const;

/** A problem the owner must fix before the site can be built. */
export class NdaBuildError extends Error {
  override name = 'NdaBuildError';
}

export interface NdaOptions {
  /** The working copy (its .cache/ keeps the manifest and the private media's cache). */
  root: string;
  /** The content set's public files, published as they are (default: root/public). */
  files?: string;
  /** The folder `/private/…` paths are written from (default: root). */
  contentRoot?: string;
  env: PasswordEnv;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

export interface NdaResult {
  manifest: NdaManifest;
  /** Per project: the files sealed and their bytes. */
  sealed: { slug: string; files: number; bytes: number }[];
}

/** The variant widths sealed for a picture `width` pixels wide. */
export function sealedWidths(width: number): number[] {
  const all = variantWidths(width);
  const chosen = SEALED_WIDTHS.map((wanted) => all.find((candidate) => candidate >= wanted) ?? all.at(-1)!);
  return [...new Set(chosen)];
}

/** A private content path (`/private/images/a.jpg`) as a path inside private/ (`/images/a.jpg`). */
const inPrivate = (src: string) => src.slice(PRIVATE_ROOT.length);

/** Size (and master, for a TIFF or a huge picture) of a private picture, as lib/images/image-data.ts reads public ones. */
async function privateImageData(privateDir: string, src: string): Promise<ImageData> {
  const file = path.join(privateDir, inPrivate(src));
  const metadata = await sharp(file, { limitInputPixels: false }).metadata();
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (!width || !height) throw new NdaBuildError(`${src}: the picture has no readable size`);
  const inner = inPrivate(src);
  if (!needsMaster(inner, width, height)) return { src: inner, width, height };
  const master = [masterPath(inner, false), masterPath(inner, true)].find((candidate) =>
    existsSync(path.join(privateDir, candidate)),
  );
  if (!master) throw new NdaBuildError(`${src}: its master copy is missing (the image step should have made it)`);
  const shown = await sharp(path.join(privateDir, master)).metadata();
  return { src: inner, master, width: shown.width ?? width, height: shown.pageHeight ?? shown.height ?? height };
}

/** Seals files with one project's key, each once, into the output folder. */
class Sealer {
  /** Files sealed as they are, by path (checked against public/: a copy there would be published). */
  readonly refs = new Map<string, SealedFileRef>();
  /** Playlists sealed rewritten, by public path. */
  readonly playlists = new Map<string, SealedFileRef>();
  bytes = 0;
  constructor(
    private readonly key: CryptoKey,
    private readonly outputDir: string,
  ) {}

  async file(file: string): Promise<SealedFileRef> {
    const known = this.refs.get(file);
    if (known) return known;
    let plain: Bytes;
    try {
      plain = new Uint8Array(await readFile(file));
    } catch {
      throw new NdaBuildError(`${file} is missing: the image or media step should have made it`);
    }
    const sealed = await sealFile(this.key, plain);
    const ref = await this.write(sealed);
    this.refs.set(file, ref);
    return ref;
  }

  /**
   * Seals a video's adaptive stream (scripts/build-media.ts writes it under private/_media): each init segment and
   * media segment as it is, then each playlist with its addresses rewritten to the sealed files' names (the
   * playlists name them, the page's loader fetches and opens them: components/nda/sealed-stream.ts), the master
   * playlist last. Returns the sealed master playlist. Nothing of the stream keeps its name, its playlists' text
   * or its segments' bytes in clear.
   */
  async stream(privateDir: string, stream: VideoStream): Promise<SealedFileRef> {
    const known = this.playlists.get(stream.src);
    if (known) return known;
    const file = (src: string) => path.join(privateDir, ...src.split('/'));
    const names = new Map<string, string>();
    const playlists = stream.files.filter((src) => src.endsWith('.m3u8'));
    for (const src of stream.files.filter((src) => !src.endsWith('.m3u8')))
      names.set(path.posix.basename(src), (await this.file(file(src))).name);
    const sealPlaylist = async (src: string) => {
      const text = rewritePlaylist(await readFile(file(src), 'utf8'), names, src);
      const ref = await this.write(await sealFile(this.key, new TextEncoder().encode(text)));
      this.playlists.set(src, ref);
      return ref;
    };
    for (const src of playlists.filter((src) => src !== stream.src))
      names.set(path.posix.basename(src), (await sealPlaylist(src)).name);
    return sealPlaylist(stream.src);
  }

  async write(sealed: Bytes): Promise<SealedFileRef> {
    const name = `${sha256Of(sealed).slice(0, 32)}.bin`;
    await writeFile(path.join(this.outputDir, name), sealed);
    this.bytes += sealed.length;
    return { name, bytes: sealed.length };
  }
}

/**
 * A playlist of a stream with every address (a line of its own, or a tag's `URI="…"`) replaced by its sealed
 * file's name from `names` (by the name ffmpeg gave it, relative to the playlist): a sealed playlist names only
 * sealed files, which sit beside it. An address not in `names` stops the build, naming the playlist.
 */
export function rewritePlaylist(text: string, names: ReadonlyMap<string, string>, playlist: string): string {
  const sealedName = (address: string) => {
    const name = names.get(address);
    if (!name) throw new NdaBuildError(`${playlist} names ${address}, which is not a file of its stream`);
    return name;
  };
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (!trimmed.startsWith('#')) return sealedName(trimmed);
      return line.replace(/URI="([^"]+)"/g, (_, address: string) => `URI="${sealedName(address)}"`);
    })
    .join('\n');
}

/** The unlocked page of one project in one language: its words, facts and sealed media. */
async function viewOf(
  sealed: SealedProject,
  content: Content,
  locale: Locale,
  privateDir: string,
  media: MediaManifest | undefined,
  sealer: Sealer,
): Promise<UnlockedView> {
  const project = localizeOneProject(sealed.project, content.site, locale);
  const words = messagesFor(locale).project;
  const count = (type: string) => project.media.filter((item) => item.type === type).length;
  const items: UnlockedItem[] = [];
  let videos = 0;
  for (const item of project.media) {
    const textLang = item.fieldLang.caption ?? item.fieldLang.credit;
    const text = {
      ...(item.caption && { caption: item.caption }),
      ...(item.credit && { credit: item.credit }),
      ...(textLang && { textLang }),
    };
    if (item.type === 'image') {
      const image = await privateImageData(privateDir, item.src);
      const files = [];
      for (const width of sealedWidths(image.width)) {
        for (const variant of formatsOf(image)) {
          const ref = await sealer.file(path.join(privateDir, variantPath(image.src, width, variant)));
          files.push({ ...ref, format: variant, width });
        }
      }
      const alt = item.alt ?? format(words.artworkFrom, { title: project.title });
      items.push({ kind: 'image', width: image.width, height: image.height, alt, ...text, files });
    } else if (item.type === 'video') {
      if (!media) throw new NdaBuildError(`${sealed.file}: a video needs the private media step, which did not run`);
      const entry = getVideo(inPrivate(item.src), media);
      videos += 1;
      const label = format(count('video') > 1 ? words.videoNumberFrom : words.videoFrom, {
        title: project.title,
        number: videos,
      });
      const stream = entry.stream && {
        ...(await sealer.stream(privateDir, entry.stream)),
        segmentSeconds: entry.stream.segmentSeconds,
      };
      // With a stream: its progressive fallback, if it has one; without (an encode of an older build): the ladder.
      const sources = [];
      for (const rendition of entry.renditions) {
        for (const source of rendition.sources) {
          const ref = await sealer.file(path.join(privateDir, source.src));
          sources.push({ ...ref, type: source.type, height: rendition.height });
        }
      }
      const poster = entry.poster;
      // The one WebP of it the images step writes, as for the site's own posters (lib/images/variants.ts).
      const width = posterWidth(poster.width);
      const posterRef = await sealer.file(path.join(privateDir, variantPath(poster.src, width, 'webp')));
      const track = item.captions ? captionsTrack(item.captions, item.captionsLang, locale) : undefined;
      const captions =
        item.captions && track
          ? {
              ...(await sealer.file(path.join(privateDir, inPrivate(item.captions)))),
              lang: track.lang,
              label: track.label,
            }
          : undefined;
      items.push({
        kind: 'video',
        label,
        width: entry.width,
        height: entry.height,
        poster: { ...posterRef, width },
        ...(stream && { stream }),
        sources,
        ...(captions && { captions }),
        ...text,
      });
    } else {
      throw new NdaBuildError(`${sealed.file}: a protected project's media are pictures and videos, not ${item.type}`);
    }
  }
  return {
    title: project.title,
    ...(project.titleLang && { titleLang: project.titleLang }),
    facts: {
      category: project.category,
      roles: project.roles,
      ...(project.client && { client: project.client }),
      studio: sealed.project.studio,
      years: project.years,
      ...(project.projectURL && { projectURL: project.projectURL }),
      fieldLang: project.fieldLang,
    },
    description: project.description,
    media: items,
  };
}

/** Every file under `dir` (recursively), or none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const sha256 = async (file: string) => sha256Of(await readFile(file));

/**
 * The private files (sources, variants, encodes) that also sit, byte for byte, under public/: there they would be
 * published as they are. Cheap (a hash of each file), so every build checks.
 */
async function privateCopiesInPublic(root: string, publicDir: string, privateFiles: string[]): Promise<string[]> {
  if (privateFiles.length === 0) return [];
  const wanted = new Map<string, string>();
  for (const file of privateFiles) wanted.set(await sha256(file), file);
  const found: string[] = [];
  // A set other than the owner's keeps its private/ (never published) inside its public folder.
  const skipped = [NDA_DIR.slice(1), PRIVATE_ROOT.slice(1)].map((dir) => path.join(publicDir, dir) + path.sep);
  for (const file of await filesUnder(publicDir)) {
    if (skipped.some((dir) => file.startsWith(dir))) continue;
    const match = wanted.get(await sha256(file));
    if (match) found.push(`${path.relative(root, match)} is also at ${path.relative(root, file)}`);
  }
  return found;
}

/**
 * The password of every protected project, by slug, after the rules (lib/nda/passwords.ts): an NdaBuildError
 * naming every project at fault. Logs what a build should say (the sample password in use) and warns of a slug
 * that shares a word with its private title.
 */
export function checkPasswords(
  content: Pick<Content, 'sealed'>,
  { env, log = console.log, warn = console.warn }: Pick<NdaOptions, 'env' | 'log' | 'warn'>,
): Map<string, string> {
  const passwords = new Map<string, string>();
  const problems: string[] = [];
  for (const { project } of content.sealed) {
    const verdict = passwordFor(project.slug, env);
    if (!verdict.ok) problems.push(verdict.problem);
    else {
      passwords.set(project.slug, verdict.password);
      if (verdict.note) log(`nda: ${verdict.note}`);
    }
    const shared = wordsSharedWithSlug(project.slug, [project.title, project.pt?.title ?? '']);
    if (shared.length) {
      warn(
        `nda: warning: the public address of "${project.slug}" shares ${shared.map((word) => `"${word}"`).join(', ')} with its private title: choose a slug that gives nothing away.`,
      );
    }
  }
  if (problems.length) throw new NdaBuildError(problems.join('\n\n'));
  return passwords;
}

/** Seals every protected project of `content` (see the top of this file). */
export async function buildNda(content: Content, options: NdaOptions): Promise<NdaResult> {
  const { root, log = console.log } = options;
  const files = options.files ?? path.join(root, 'public');
  const contentRoot = options.contentRoot ?? root;
  const outputDir = path.join(files, NDA_DIR.slice(1));
  const privateDir = path.join(contentRoot, PRIVATE_ROOT.slice(1));
  const passwords = checkPasswords(content, options);
  await rm(outputDir, { recursive: true, force: true });
  const manifest: NdaManifest = { version: 1, projects: {} };
  const result: NdaResult = { manifest, sealed: [] };

  if (content.sealed.length > 0) {
    const hasVideo = content.sealed.some(({ project }) => project.media.some((item) => item.type === 'video'));
    if (hasVideo) {
      await buildMedia({
        publicDir: privateDir,
        cacheDir: path.join(root, '.cache', 'private-media'),
        // Adaptive streams, as public videos: each segment is sealed on its own, so a long video makes many small
        // sealed files (every one under the hosts' 25 MiB), and the page fetches and opens only what it plays.
        log: (line) => log(`nda: ${line}`),
      });
    }
    const images = await buildImages(privateDir, []);
    if (images.problems.length) {
      throw new NdaBuildError(
        `${images.problems.length} private picture(s) cannot be used:\n${images.problems.map((problem) => `  ${problem.message}`).join('\n')}`,
      );
    }
    const media = hasVideo ? readMediaManifest(path.join(privateDir, MEDIA_MANIFEST)) : undefined;

    await mkdir(outputDir, { recursive: true });
    const sealedSources: string[] = [];
    for (const sealed of content.sealed) {
      const { slug } = sealed.project;
      const salt = randomBytes(NDA_CRYPTO.saltBytes);
      const key = await passwordKey(passwords.get(slug)!, salt);
      const sealer = new Sealer(key, outputDir);
      const views: Partial<Record<Locale, UnlockedView>> = {};
      for (const locale of LOCALES) views[locale] = await viewOf(sealed, content, locale, privateDir, media, sealer);
      const payload: Payload = { v: PAYLOAD_VERSION, views: { en: views.en!, 'pt-BR': views['pt-BR']! } };
      const ref = await sealer.write(await sealPayload(key, salt, encodePayload(payload)));
      manifest.projects[slug] = { payload: ref.name };
      result.sealed.push({ slug, files: sealer.refs.size + sealer.playlists.size + 1, bytes: sealer.bytes });
      sealedSources.push(
        ...sealed.project.media.flatMap((item) =>
          item.type === 'external'
            ? []
            : [
                path.join(contentRoot, item.src),
                ...(item.type === 'video' && item.captions ? [path.join(contentRoot, item.captions)] : []),
              ],
        ),
        // A stream's init segments are left out: one holds only the codec's settings and the picture's size, the
        // same bytes for every video of that rung (a public one's too), and nothing of the video itself.
        ...[...sealer.refs.keys()].filter((file) => !file.endsWith('.init.mp4')),
      );
    }
    const copies = await privateCopiesInPublic(root, files, sealedSources);
    if (copies.length) {
      throw new NdaBuildError(
        `Private files of a protected project are also in public/, which is published as it is:\n${copies.map((line) => `  ${line}`).join('\n')}\nRemove them from public/.`,
      );
    }
  }

  const manifestFile = path.join(root, NDA_MANIFEST);
  await mkdir(path.dirname(manifestFile), { recursive: true });
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return result;
}

/** The build's check of the passwords (its check stage: before any slow step); returns its report. */
export async function ndaCheckStage(): Promise<string> {
  const { loadContent } = await import('../lib/content/load');
  const content = loadContent();
  const env = publishEnv(process.env, content.site.siteUrl);
  checkPasswords(content, { env, log: () => undefined, warn: () => undefined });
  return `nda: the password of each protected project (${content.sealed.length}) is fit for this build`;
}

/** The build's nda step (and `npm run nda`): seals every protected project; returns its report. */
export async function ndaStage(): Promise<string> {
  const started = Date.now();
  const { loadContent } = await import('../lib/content/load');
  const { contentSet } = await import('../lib/content/set');
  const content = loadContent();
  const set = contentSet();
  const result = await buildNda(content, {
    root: process.cwd(),
    files: set.files,
    contentRoot: set.root,
    env: publishEnv(process.env, content.site.siteUrl),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lines = result.sealed.map(
    ({ slug, files, bytes }) => `${slug} (${files} files, ${(bytes / 1e6).toFixed(2)} MB)`,
  );
  return `nda: ${result.sealed.length} protected project(s) sealed into ${path.relative(process.cwd(), set.files)}${NDA_DIR}/ in ${seconds} s${lines.length ? `: ${lines.join(', ')}` : ''}`;
}

if (require.main === module) {
  const { check } = readArgs(
    { check: { type: 'boolean', default: false } },
    'tsx scripts/build-nda.ts [--check]   (--check: only the password rules)',
  );
  runEntry('nda', async () => console.log(await (check ? ndaCheckStage() : ndaStage())));
}
