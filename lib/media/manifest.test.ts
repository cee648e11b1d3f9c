/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  clearMediaManifestCache,
  getAudio,
  getMedia,
  getVideo,
  isoDuration,
  progressiveMp4,
  readMediaManifest,
  type MediaManifest,
} from './manifest';

const video = {
  kind: 'video',
  hash: '0123456789ab',
  duration: 30,
  width: 1280,
  height: 720,
  hasAudio: true,
  renditions: [
    {
      width: 1280,
      height: 720,
      sources: [
        { src: '/_media/showreel.0123456789ab.720.webm', type: 'video/webm; codecs="vp9, opus"', bytes: 2_000_000 },
        {
          src: '/_media/showreel.0123456789ab.720.mp4',
          type: 'video/mp4; codecs="avc1.64001F, mp4a.40.2"',
          bytes: 2_400_000,
        },
      ],
    },
  ],
  poster: { src: '/_media/showreel.0123456789ab.poster.jpg', width: 1280, height: 720, time: 1.5 },
  preview: {
    width: 640,
    height: 360,
    duration: 3,
    sources: [{ src: '/_media/showreel.0123456789ab.preview.webm', type: 'video/webm; codecs="vp9"', bytes: 50_000 }],
  },
};
const audio = {
  kind: 'audio',
  hash: 'ba9876543210',
  duration: 9.4,
  channels: 1,
  sources: [{ src: '/_media/voice/demo.ba9876543210.opus.webm', type: 'audio/webm; codecs="opus"', bytes: 80_000 }],
};

let dir: string;
const write = (name: string, content: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'media-manifest-'));
  clearMediaManifestCache();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the media manifest reader', () => {
  it('reads a manifest and finds each source by its path under public/', () => {
    const file = write('manifest.json', {
      version: 1,
      media: { '/media/showreel.mp4': video, '/media/voice/demo.wav': audio },
    });
    const manifest = readMediaManifest(file);
    expect(getVideo('/media/showreel.mp4', manifest).poster.src).toBe('/_media/showreel.0123456789ab.poster.jpg');
    expect(getAudio('/media/voice/demo.wav', manifest).duration).toBe(9.4);
  });

  it('says to run npm run media when the manifest is missing', () => {
    expect(() => readMediaManifest(path.join(dir, 'nothing.json'))).toThrow(/is missing: run `npm run media`/);
  });

  it('refuses a manifest that does not match the schema, saying where', () => {
    const file = write('manifest.json', { version: 1, media: { '/media/a.mp4': { ...video, renditions: [] } } });
    expect(() => readMediaManifest(file)).toThrow(/does not match its schema[\s\S]*renditions/);
  });

  it('names the known media when asked for one it does not have', () => {
    const manifest = { version: 1, media: { '/media/showreel.mp4': video } } as MediaManifest;
    expect(() => getMedia('/media/showreal.mp4', manifest)).toThrow(
      'No media "/media/showreal.mp4" in the manifest: put the file at public/media/showreal.mp4',
    );
    expect(() => getAudio('/media/showreel.mp4', manifest)).toThrow('is a video, where audio was expected');
  });
});

describe('the MP4 link previews play', () => {
  it('is the largest progressive H.264 MP4 of a video', () => {
    const manifest = readMediaManifest(write('manifest.json', { version: 1, media: { '/media/showreel.mp4': video } }));
    expect(progressiveMp4(getVideo('/media/showreel.mp4', manifest))).toEqual({
      src: '/_media/showreel.0123456789ab.720.mp4',
      width: 1280,
      height: 720,
    });
  });

  it('is none for a video too long for a fallback, which has only its stream', () => {
    const stream = {
      src: '/_media/showreel.0123456789ab.m3u8',
      variants: [{ width: 1920, height: 1080, bandwidth: 5_000_000, codecs: 'avc1.640029,mp4a.40.2' }],
      segmentSeconds: 4,
      files: ['/_media/showreel.0123456789ab.m3u8'],
      bytes: 200_000_000,
    };
    const long = { ...video, duration: 180, renditions: [], stream };
    const manifest = readMediaManifest(write('manifest.json', { version: 1, media: { '/media/showreel.mp4': long } }));
    expect(progressiveMp4(getVideo('/media/showreel.mp4', manifest))).toBeUndefined();
  });
});

describe('isoDuration', () => {
  it('writes seconds as an ISO 8601 duration', () => {
    expect(isoDuration(30.4)).toBe('PT30S');
    expect(isoDuration(95)).toBe('PT1M35S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(0)).toBe('PT0S');
  });
});
