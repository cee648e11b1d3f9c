/**
 * @jest-environment node
 */
import { streamStart } from './elements';
import type { VideoStream } from './manifest';

jest.mock('server-only', () => ({}));

const variant = (height: number) => ({ width: (height * 16) / 9, height, bandwidth: 500_000, codecs: 'avc1.640029' });
const name = (suffix: string) => `/_media/reel.0123456789ab.${suffix}`;

function stream(files: string[], heights = [720, 480, 360]): VideoStream {
  return {
    src: name('m3u8'),
    variants: heights.map(variant),
    segmentSeconds: 4,
    files: [name('m3u8'), ...files],
    bytes: 1_000_000,
  };
}

const track = (label: string) => [name(`${label}.m3u8`), name(`${label}.init.mp4`), name(`${label}.0.m4s`)];

describe('the first files of a stream, as the page names them', () => {
  it('are each rung’s playlist and init segment, and the sound’s', () => {
    const start = streamStart(stream([...track('720'), ...track('480'), ...track('360'), ...track('audio')]));
    expect(start.rungs).toEqual([
      { height: 720, playlist: name('720.m3u8'), init: name('720.init.mp4') },
      { height: 480, playlist: name('480.m3u8'), init: name('480.init.mp4') },
      { height: 360, playlist: name('360.m3u8'), init: name('360.init.mp4') },
    ]);
    expect(start.audio).toEqual({ playlist: name('audio.m3u8'), init: name('audio.init.mp4') });
  });

  it('name no sound for a silent video', () => {
    expect(streamStart(stream([...track('360')], [360]))).not.toHaveProperty('audio');
  });

  it('leave out a rung whose files the stream does not list, so the page never names a missing file', () => {
    const start = streamStart(stream([...track('720'), name('480.m3u8'), ...track('360')]));
    expect(start.rungs.map((rung) => rung.height)).toEqual([720, 360]);
  });
});
