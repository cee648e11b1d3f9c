/**
 * @jest-environment node
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import packageJson from '../package.json';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadContent, type Content } from '../lib/content/load';
import { openProject, WrongPasswordError, type Runtime } from '../components/nda/open-project';
import { openStreamFile } from '../components/nda/sealed-stream';
import { passwordKey, payloadParameters } from '../lib/nda/crypto';
import { mediaManifestSchema } from '../lib/media/manifest';
import { NDA_MANIFEST } from '../lib/nda/manifest';
import { buildNda, checkPasswords, NdaBuildError, rewritePlaylist, sealedWidths } from './build-nda';
import { runTool } from './build-media';

// The build step seals a project into a folder; the page's own code (components/nda/open-project.ts, run here on
// Node's WebCrypto, the browser's API) opens it again: the whole way, without a browser. e2e/nda.spec.ts does it
// in Chromium on the built site.

const PASSWORD = 'lantern kettle orbit';
const PRIVATE_TITLE = 'The Secret Orchard of Wenceslau';
const quiet = { log: () => undefined, warn: () => undefined };

/** A working copy with one private picture (700 × 400) and the real content's site, one protected project. */
async function workingCopy(): Promise<{ root: string; content: Content }> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'nda-build-'));
  mkdirSync(path.join(root, 'private/images/projects'), { recursive: true });
  mkdirSync(path.join(root, 'public/images'), { recursive: true });
  await sharp({
    create: {
      width: 700,
      height: 400,
      channels: 3,
      background: '#1f7a78',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toFile(path.join(root, 'private/images/projects/orchard.jpg'));
  const real = loadContent();
  const project = {
    slug: 'a-feature-film',
    title: PRIVATE_TITLE,
    category: 'Feature Film',
    roles: ['Animation Supervisor'],
    client: 'Halcyon Quarry Pictures',
    studio: 'Estúdio Marimbondo Azul',
    years: { start: 2024, inDevelopment: false },
    filters: ['supervisor' as const],
    description: 'Wenceslau plants a secret orchard on the moon.',
    media: [{ type: 'image' as const, src: '/private/images/projects/orchard.jpg', caption: 'Moon orchard' }],
  };
  return { root, content: { ...real, sealed: [{ file: 'projects/a-feature-film.json', project }] } };
}

/** The page's runtime over the sealed folder: fetches read files, Blob URLs keep their blobs. */
function runtimeOver(root: string, mediaSource = false) {
  const blobs = new Map<string, Blob>();
  const runtime: Runtime = {
    fetchBytes: async (url) => new Uint8Array(readFileSync(path.join(root, 'public', url))),
    objectUrl: (blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revoke: (url) => blobs.delete(url),
    screenWidth: 1366,
    pixelRatio: 1,
    decodes: async () => true,
    plays: () => true,
    mediaSource,
  };
  return { runtime, blobs };
}

const manifestOf = (root: string) =>
  JSON.parse(readFileSync(path.join(root, NDA_MANIFEST), 'utf8')) as { projects: Record<string, { payload: string }> };

describe('sealing protected projects (scripts/build-nda.ts)', () => {
  let root: string;
  let content: Content;
  beforeAll(async () => {
    ({ root, content } = await workingCopy());
    await buildNda(content, { root, env: { NDA_PASSWORD: PASSWORD }, ...quiet });
  });

  it('writes sealed files named by their hash into public/_nda, and the manifest names the payload', () => {
    const files = readdirSync(path.join(root, 'public/_nda'));
    // Two widths (640 and the widest, 700) in two formats, and the payload.
    expect(sealedWidths(700)).toEqual([640, 700]);
    expect(files).toHaveLength(5);
    for (const file of files) expect(file).toMatch(/^[a-f0-9]{32}\.bin$/);
    expect(files).toContain(manifestOf(root).projects['a-feature-film']!.payload);
  });

  it("opens with the page's code and the password: the private title, and each picture byte for byte", async () => {
    const { runtime, blobs } = runtimeOver(root);
    const payload = `/_nda/${manifestOf(root).projects['a-feature-film']!.payload}`;
    const opened = await openProject({ payload, password: PASSWORD, locale: 'en' }, runtime);
    expect(opened.view.title).toBe(PRIVATE_TITLE);
    expect(opened.view.facts).toMatchObject({ client: 'Halcyon Quarry Pictures', studio: 'Estúdio Marimbondo Azul' });
    const [picture] = opened.items;
    expect(picture).toMatchObject({ kind: 'image', caption: 'Moon orchard', image: { width: 700, height: 400 } });
    // A 1366 px screen draws it 800 px wide: the widest there is, 700, in AVIF.
    const variant = readFileSync(path.join(root, 'private/_img/images/projects/orchard-700.avif'));
    const decrypted = Buffer.from(await blobs.get(picture!.kind === 'image' ? picture!.file! : '')!.arrayBuffer());
    expect(decrypted.equals(variant)).toBe(true);
    opened.close();
    expect(blobs.size).toBe(0);
  });

  it('gives a browser that cannot decode AVIF the WebP instead', async () => {
    const { runtime, blobs } = runtimeOver(root);
    const payload = `/_nda/${manifestOf(root).projects['a-feature-film']!.payload}`;
    const opened = await openProject(
      { payload, password: PASSWORD, locale: 'pt-BR' },
      { ...runtime, decodes: async () => false },
    );
    const [picture] = opened.items;
    const file = picture!.kind === 'image' ? picture!.file! : '';
    expect(blobs.get(file)!.type).toBe('image/webp');
    const variant = readFileSync(path.join(root, 'private/_img/images/projects/orchard-700.webp'));
    expect(Buffer.from(await blobs.get(file)!.arrayBuffer()).equals(variant)).toBe(true);
  });

  it('refuses a wrong password', async () => {
    const { runtime } = runtimeOver(root);
    const payload = `/_nda/${manifestOf(root).projects['a-feature-film']!.payload}`;
    await expect(
      openProject({ payload, password: 'lantern kettle orbiT', locale: 'en' }, runtime),
    ).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('leaves no private word or picture byte in what it writes for the export', () => {
    const variants = readdirSync(path.join(root, 'private/_img/images/projects')).map((name) =>
      readFileSync(path.join(root, 'private/_img/images/projects', name)),
    );
    for (const name of readdirSync(path.join(root, 'public/_nda'))) {
      const sealed = readFileSync(path.join(root, 'public/_nda', name));
      expect(sealed.includes(PRIVATE_TITLE)).toBe(false);
      expect(sealed.includes('Wenceslau')).toBe(false);
      for (const variant of variants) {
        const middle = Math.floor(variant.length / 2);
        expect(variant.length).toBeGreaterThan(1000);
        expect(sealed.includes(variant.subarray(middle - 32, middle + 32))).toBe(false);
      }
    }
  });

  it('seals with a new salt each build: other bytes, other names, the same password', async () => {
    const before = manifestOf(root).projects['a-feature-film']!.payload;
    await buildNda(content, { root, env: { NDA_PASSWORD: PASSWORD }, ...quiet });
    const after = manifestOf(root).projects['a-feature-film']!.payload;
    expect(after).not.toBe(before);
    expect(existsSync(path.join(root, 'public/_nda', before))).toBe(false);
  });

  it('stops a public build without a password before writing anything', async () => {
    const env = { NEXT_PUBLIC_SITE_URL: 'https://lia.example.org' };
    await expect(buildNda(content, { root, env, ...quiet })).rejects.toThrow(NdaBuildError);
    expect(readdirSync(path.join(root, 'public/_nda'))).toHaveLength(5);
  });

  it('stops when a private picture is also under public/, where it would be published as it is', async () => {
    cpSync(path.join(root, 'private/images/projects/orchard.jpg'), path.join(root, 'public/images/copy.jpg'));
    await expect(buildNda(content, { root, env: { NDA_PASSWORD: PASSWORD }, ...quiet })).rejects.toThrow(
      /private\/images\/projects\/orchard\.jpg is also at public\/images\/copy\.jpg/,
    );
  });
});

describe('sealing a protected project with a private video', () => {
  it("encodes it under private/ as a stream, seals each of its files, its fallback, poster and captions, and the page's code opens them byte for byte", async () => {
    const { root, content } = await workingCopy();
    const clip = path.join(root, 'private/media/projects/clip.mp4');
    mkdirSync(path.dirname(clip), { recursive: true });
    // One second of a test pattern, 160 × 120: every step of the video pipeline, at a small cost.
    await runTool('ffmpeg', [
      ...'-v error -f lavfi -i testsrc=size=160x120:rate=24 -t 1 -pix_fmt yuv420p'.split(' '),
      clip,
    ]);
    writeFileSync(path.join(root, 'private/media/projects/clip.vtt'), 'WEBVTT\n\n00:00.000 --> 00:01.000\nLanterns.\n');
    const video = {
      type: 'video' as const,
      src: '/private/media/projects/clip.mp4',
      captions: '/private/media/projects/clip.vtt',
      caption: 'A test clip',
    };
    const sealed = { ...content.sealed[0]!, project: { ...content.sealed[0]!.project, media: [video] } };
    await buildNda({ ...content, sealed: [sealed] }, { root, env: { NDA_PASSWORD: PASSWORD }, ...quiet });

    const payload = `/_nda/${manifestOf(root).projects['a-feature-film']!.payload}`;
    const encodes = mediaManifestSchema.parse(
      JSON.parse(readFileSync(path.join(root, 'private/_media/manifest.json'), 'utf8')),
    ).media['/media/projects/clip.mp4'];
    if (encodes?.kind !== 'video' || !encodes.stream) throw new Error('the private video was not encoded as a stream');
    const encoded = (src: string) => readFileSync(path.join(root, 'private', src));

    // Where hls.js plays: the stream, nothing of it opened before Play; the poster and captions opened.
    const streaming = runtimeOver(root, true);
    const opened = await openProject({ payload, password: PASSWORD, locale: 'en' }, streaming.runtime);
    const [item] = opened.items;
    if (item?.kind !== 'video') throw new Error(`a video was expected, not ${item?.kind}`);
    expect(item).toMatchObject({
      label: `Video from ${PRIVATE_TITLE}`,
      caption: 'A test clip',
      width: 160,
      height: 120,
      sources: [],
      stream: expect.stringMatching(/^\/_nda\/[a-f0-9]+\.bin$/),
    });
    const bytesOf = async (url: string) => Buffer.from(await streaming.blobs.get(url)!.arrayBuffer());
    expect((await bytesOf(item.captions!.src)).toString()).toContain('Lanterns.');
    expect(streaming.blobs.get(item.poster)!.type).toBe('image/webp');
    expect(streaming.blobs.size).toBe(2);

    // The stream as hls.js's loader opens it: the master playlist names sealed playlists, which name sealed
    // segments, whose bytes are the encodes'.
    const sealedPayload = new Uint8Array(readFileSync(path.join(root, 'public', payload)));
    const { salt, iterations } = payloadParameters(sealedPayload);
    const key = await passwordKey(PASSWORD, salt, iterations);
    const text = async (url: string) => String((await openStreamFile(key, streaming.runtime.fetchBytes, url, '')).data);
    const addresses = (playlist: string) => playlist.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    const master = await text(item.stream!);
    expect(master).toContain('#EXT-X-STREAM-INF');
    const variant = await text(`/_nda/${addresses(master)[0]!}`);
    const [firstSegment] = addresses(variant);
    expect(firstSegment).toMatch(/^[a-f0-9]+\.bin$/);
    const segment = await openStreamFile(key, streaming.runtime.fetchBytes, `/_nda/${firstSegment!}`, 'arraybuffer');
    const firstEncoded = encodes.stream.files.find((src) => src.endsWith('.m4s'))!;
    expect(Buffer.from(segment.data as ArrayBuffer).equals(encoded(firstEncoded))).toBe(true);
    // No address of any sealed playlist is an encode's name.
    expect(master + variant).not.toMatch(/clip|\.m4s|\.m3u8|\.mp4/);

    // Without Media Source Extensions: the stream's small progressive fallback, opened whole.
    const fallback = runtimeOver(root);
    const [played] = (await openProject({ payload, password: PASSWORD, locale: 'en' }, fallback.runtime)).items;
    if (played?.kind !== 'video') throw new Error('a video was expected');
    expect(played.stream).toBeUndefined();
    const fallbackFile = encodes.renditions[0]!.sources[0]!.src;
    expect(
      Buffer.from(await fallback.blobs.get(played.sources[0]!.src)!.arrayBuffer()).equals(encoded(fallbackFile)),
    ).toBe(true);

    // Nothing of it under public/ but sealed files; no card preview was sealed (the card shows the public face).
    expect(readdirSync(path.join(root, 'public')).sort()).toEqual(['_nda', 'images']);
    expect(readdirSync(path.join(root, 'public/_nda'))).toHaveLength(
      // every file of the stream, the fallback, the poster, the captions, and the payload
      encodes.stream.files.length + encodes.renditions.length + 3,
    );
  }, 60_000);
});

describe('rewriting a sealed stream playlist', () => {
  const names = new Map([
    ['reel.abc.720.m3u8', 'a1.bin'],
    ['reel.abc.720.init.mp4', 'b2.bin'],
    ['reel.abc.720.0.m4s', 'c3.bin'],
  ]);

  it('names the sealed files instead, in tags and on lines of their own', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-MAP:URI="reel.abc.720.init.mp4"',
      '#EXTINF:4.000000,',
      'reel.abc.720.0.m4s',
      '#EXT-X-ENDLIST',
      '',
    ].join('\n');
    expect(rewritePlaylist(playlist, names, 'reel.abc.720.m3u8')).toBe(
      ['#EXTM3U', '#EXT-X-MAP:URI="b2.bin"', '#EXTINF:4.000000,', 'c3.bin', '#EXT-X-ENDLIST', ''].join('\n'),
    );
  });

  it('stops, naming the playlist, at an address that is not a file of its stream', () => {
    expect(() => rewritePlaylist('#EXTM3U\nelsewhere.m4s\n', names, 'reel.abc.m3u8')).toThrow(
      /reel\.abc\.m3u8 names elsewhere\.m4s/,
    );
  });
});

describe('checking the protected projects before a build', () => {
  const sealedAs = (slug: string) => ({
    sealed: [
      {
        file: `projects/${slug}.json`,
        project: {
          slug,
          title: 'The Secret Orchard of Wenceslau',
          category: 'Feature Film',
          roles: ['Director'],
          studio: 'Independent',
          years: { start: 2024, inDevelopment: false },
          filters: ['director' as const],
          description: 'A secret.',
          media: [],
        },
      },
    ],
  });

  it('warns when the public address shares a word with the private title, and says which', () => {
    const warn = jest.fn();
    checkPasswords(sealedAs('secret-orchard-film'), { env: {}, log: () => undefined, warn });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('"secret", "orchard"');
    warn.mockClear();
    checkPasswords(sealedAs('a-feature-film'), { env: {}, log: () => undefined, warn });
    expect(warn).not.toHaveBeenCalled();
  });

  it('says in the log that a local build uses the sample password', () => {
    const log = jest.fn();
    expect(checkPasswords(sealedAs('a-feature-film'), { env: {}, log, warn: () => undefined })).toEqual(
      new Map([['a-feature-film', 'sample-nda-2026']]),
    );
    expect(log.mock.calls[0]![0]).toContain('uses the sample password "sample-nda-2026"');
  });
});

describe('npm run nda', () => {
  it('runs the same sealing step as the build (scripts/build.test.ts checks where the build runs it)', () => {
    expect(packageJson.scripts.nda).toBe('tsx scripts/build-nda.ts');
  });
});
