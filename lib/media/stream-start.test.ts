import { startRung, startSegments } from './stream-start';

const MASTER_URL = 'https://example.org/_media/reel.abc.m3u8';

/** A master playlist as the media step writes it: the 480p rung listed first, the sound as its own rendition. */
const master = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Sound",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="reel.abc.audio.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=532338,AVERAGE-BANDWIDTH=377424,CODECS="avc1.640029,mp4a.40.2",RESOLUTION=854x480,FRAME-RATE=24.000,AUDIO="audio"',
  'reel.abc.480.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=422308,AVERAGE-BANDWIDTH=292269,CODECS="avc1.640029,mp4a.40.2",RESOLUTION=640x360,FRAME-RATE=24.000,AUDIO="audio"',
  'reel.abc.360.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=795080,AVERAGE-BANDWIDTH=595863,CODECS="avc1.640029,mp4a.40.2",RESOLUTION=1280x720,FRAME-RATE=24.000,AUDIO="audio"',
  'reel.abc.720.m3u8',
  '',
].join('\n');

/** A media playlist of three segments, 4 + 4 + 2 s. */
const media = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-MAP:URI="reel.abc.360.init.mp4"',
  '#EXTINF:4.000000,',
  'reel.abc.360.0.m4s',
  '#EXTINF:4.000000,',
  'reel.abc.360.1.m4s',
  '#EXTINF:2.000000,',
  'reel.abc.360.2.m4s',
  '#EXT-X-ENDLIST',
].join('\n');

describe('the rung a stream starts on', () => {
  it('is the lowest, wherever the master playlist lists it, with its default sound', () => {
    expect(startRung(master, MASTER_URL)).toEqual({
      video: 'https://example.org/_media/reel.abc.360.m3u8',
      audio: 'https://example.org/_media/reel.abc.audio.m3u8',
    });
  });

  it('has no sound of its own when the video is silent', () => {
    const silent = master
      .split('\n')
      .filter((line) => !line.startsWith('#EXT-X-MEDIA'))
      .join('\n')
      .replaceAll(',AUDIO="audio"', '');
    expect(startRung(silent, MASTER_URL)).toEqual({ video: 'https://example.org/_media/reel.abc.360.m3u8' });
  });

  it('is none in a playlist without rungs', () => {
    expect(startRung('#EXTM3U\n', MASTER_URL)).toBeUndefined();
  });
});

describe('the first files of a rung', () => {
  const url = 'https://example.org/_media/reel.abc.360.m3u8';

  it('are its init segment and its first segment when it plays from the start', () => {
    expect(startSegments(media, url)).toEqual([
      'https://example.org/_media/reel.abc.360.init.mp4',
      'https://example.org/_media/reel.abc.360.0.m4s',
    ]);
  });

  it('are its init segment and the segment holding a chapter when it plays from there', () => {
    expect(startSegments(media, url, 4)[1]).toBe('https://example.org/_media/reel.abc.360.1.m4s');
    expect(startSegments(media, url, 9)[1]).toBe('https://example.org/_media/reel.abc.360.2.m4s');
  });
});
