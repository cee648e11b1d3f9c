import type { CaptionsTrack } from './captions';
import type { SourceAttributes } from './elements';
import type { StreamStart } from './head-start';

/**
 * A video as every player of the site takes it (the showreel, a project page, the lightbox): its `<source>` list
 * (the master playlist, then the progressive fallback), its stream, poster, size and captions.
 */
export interface PlayableVideo {
  sources: SourceAttributes[];
  /** The adaptive stream's master playlist, attached on Play (lib/media/stream.ts loads hls.js only then). */
  stream?: string;
  /** The stream's first files, fetched alongside hls.js on Play (lib/media/head-start.ts). */
  streamStart?: StreamStart;
  poster: string;
  width: number;
  height: number;
  captions?: CaptionsTrack;
}
