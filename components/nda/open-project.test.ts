/**
 * @jest-environment node
 */
import type { UnlockedPicture, UnlockedVideo } from '@/lib/nda/payload';
import { pictureFile, videoFile } from './open-project';

const file = (width: number, format: 'avif' | 'webp') => ({ name: `${'a'.repeat(32)}.bin`, bytes: 1, width, format });
const picture: UnlockedPicture = {
  kind: 'image',
  width: 1600,
  height: 900,
  alt: 'A picture',
  files: [640, 1280, 1600].flatMap((width) => [file(width, 'avif'), file(width, 'webp')]),
};
const source = (height: number, type: string) => ({ name: `${'b'.repeat(32)}.bin`, bytes: 1, height, type });
const video: UnlockedVideo = {
  kind: 'video',
  label: 'Video',
  width: 1920,
  height: 1080,
  poster: { name: `${'c'.repeat(32)}.bin`, bytes: 1, width: 960 },
  sources: [1080, 720, 480].flatMap((height) => [
    source(height, 'video/webm; codecs="vp9, opus"'),
    source(height, 'video/mp4'),
  ]),
};

describe('the files a protected project opens on a screen', () => {
  it('a picture: the narrowest variant at least as wide as it is drawn, in the format asked for', () => {
    expect(pictureFile(picture, { screenWidth: 390, pixelRatio: 1 }, 'avif')).toMatchObject({
      width: 640,
      format: 'avif',
    });
    expect(pictureFile(picture, { screenWidth: 390, pixelRatio: 3 }, 'webp')).toMatchObject({
      width: 1280,
      format: 'webp',
    });
    expect(pictureFile(picture, { screenWidth: 1366, pixelRatio: 1 }, 'avif')).toMatchObject({ width: 1280 });
    expect(pictureFile(picture, { screenWidth: 2560, pixelRatio: 2 }, 'avif')).toMatchObject({ width: 1600 });
  });

  it('a video: the rendition the screen calls for, in the first type that plays', () => {
    const everything = { plays: () => true };
    expect(videoFile(video, { screenWidth: 390, ...everything })).toMatchObject({
      height: 480,
      type: expect.stringMatching(/webm/),
    });
    expect(videoFile(video, { screenWidth: 1366, ...everything })).toMatchObject({ height: 720 });
    expect(videoFile(video, { screenWidth: 1920, ...everything })).toMatchObject({ height: 1080 });
    const mp4Only = { plays: (type: string) => type === 'video/mp4' };
    expect(videoFile(video, { screenWidth: 1366, ...mp4Only })).toMatchObject({ height: 720, type: 'video/mp4' });
  });
});
