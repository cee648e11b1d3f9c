/**
 * What the engine journeys open, read from the content the export was built from (lib/content, the media manifest,
 * the build's NDA password), never from the sample's names: the showreel and its chapters and captions, a project
 * page's video, the portfolio card whose lightbox opens on a video, a voice demo, a protected project's private
 * video. A journey whose thing the content lacks is reported as such (null here), not passed.
 *
 * run.mjs loads this module through tsx (`tsImport`) so that the journeys' in-page functions, in plain .mjs, are
 * sent to the browsers exactly as written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projects, showreel, site, voiceDemos, type Project } from '../../lib/content';
import { loadContent } from '../../lib/content/load';
import { localizeOneProject } from '../../lib/content/localize';
import { PRIVATE_ROOT } from '../../lib/content/schema';
import { contentSet } from '../../lib/content/set';
import { format, messagesFor } from '../../lib/i18n/messages';
import { getAudio, getVideo, MEDIA_MANIFEST, readMediaManifest, type VideoEntry } from '../../lib/media/manifest';
import { clockTime } from '../../lib/media/time';
import { passwordFor } from '../../lib/nda/passwords';

/** A video as the journeys check it: how long it is and its segments' length (where it is a stream). */
export interface VideoFacts {
  duration: number;
  /** Seconds per segment; null for a video without a stream (played as a file). */
  segmentSeconds: number | null;
  /** The heights of its ladder, tallest first (what it may play at). */
  heights: number[];
}

/** A video in a project's media slider: its page, its accessible name, its slide. */
export interface SlideVideo extends VideoFacts {
  path: string;
  title: string;
  /** The `<video>`'s aria-label ("Video from …"). */
  label: string;
  /** Its place among the project's media (0: the first slide), and how many there are. */
  slide: number;
  slides: number;
}

/** Everything the journeys need; null where the content has none. */
export interface EnginePlan {
  reel:
    | null
    | (VideoFacts & {
        title: string;
        /**
         * The chapters: start (s), the words of their links ("0:10 Squash and stretch"), and what the Play button says
         * on a shared `?t=` of that start ("Play Showreel 2026 from 0:10").
         */
        chapters: { start: number; link: string; playFrom: string }[];
        /** The captions' cue texts, as written in the content's WebVTT file; null without captions. */
        captions: null | { label: string; cues: string[] };
        /** The Play button's words, before the title ("Play"), and its "from" form. */
        play: string;
      });
  projectVideo: null | SlideVideo;
  lightbox: null | (VideoFacts & { slug: string; title: string });
  voice: null | { title: string; duration: number };
  sealed: null | (SlideVideo & { password: string; publicTitle: string; field: string; unlock: string });
  /** Where the public showreel is external (YouTube, Vimeo): nothing of ours to play. */
  externalReel: boolean;
  /** The slider's bullet names ("Go to slide {{index}}", Swiper's placeholder). */
  goToSlide: string;
}

const en = messagesFor('en');

function videoFacts(entry: VideoEntry): VideoFacts {
  return {
    duration: entry.duration,
    segmentSeconds: entry.stream?.segmentSeconds ?? null,
    heights: (entry.stream?.variants ?? entry.renditions).map((variant) => variant.height).sort((a, b) => b - a),
  };
}

/** The cue texts of a WebVTT file: each block after its timing line, its lines joined. */
function cueTexts(file: string): string[] {
  return readFileSync(file, 'utf8')
    .replace(/\r/g, '')
    .split(/\n\n+/)
    .flatMap((block) => {
      const lines = block.split('\n');
      const timing = lines.findIndex((line) => line.includes('-->'));
      return timing < 0
        ? []
        : [
            lines
              .slice(timing + 1)
              .join('\n')
              .trim(),
          ];
    })
    .filter(Boolean);
}

/** The label of a project's `index`-th medium, as the page words it ("Video from X", "Video 2 from X"). */
function mediaLabel(project: { title: string; media: Project['media'] }, index: number): string {
  const type = project.media[index]!.type;
  const count = project.media.filter((item) => item.type === type).length;
  const number = project.media.slice(0, index + 1).filter((item) => item.type === type).length;
  return format(count > 1 ? en.project.videoNumberFrom : en.project.videoFrom, { title: project.title, number });
}

function reelPlan(): EnginePlan['reel'] {
  const reel = showreel;
  if (!reel?.src) return null;
  const files = contentSet().files;
  return {
    ...videoFacts(getVideo(reel.src)),
    title: reel.title,
    chapters: reel.chapters.map((chapter) => ({
      start: chapter.start,
      link: `${clockTime(chapter.start)} ${chapter.title}`,
      playFrom: format(en.showreel.playFrom, { title: reel.title, time: clockTime(Math.floor(chapter.start)) }),
    })),
    captions: reel.captions ? { label: en.showreel.captions, cues: cueTexts(path.join(files, reel.captions)) } : null,
    play: format(en.showreel.play, { title: reel.title }),
  };
}

function projectVideoPlan(): SlideVideo | null {
  // A project with a video beside other media shows the slider; its first such project, else any with a video.
  const withVideo = projects.filter((project) => !project.nda && project.media.some((item) => item.type === 'video'));
  const project = withVideo.find((candidate) => candidate.media.length > 1) ?? withVideo[0];
  if (!project) return null;
  const slide = project.media.findIndex((item) => item.type === 'video');
  const item = project.media[slide]!;
  if (item.type !== 'video') return null;
  return {
    ...videoFacts(getVideo(item.src)),
    path: `/portfolio/${project.slug}`,
    title: project.title,
    label: mediaLabel(project, slide),
    slide,
    slides: project.media.length,
  };
}

function lightboxPlan(): EnginePlan['lightbox'] {
  // The gallery opens the lightbox on a card's first video (lib/gallery-card.ts): the newest such project.
  const project = [...projects].reverse().find((candidate) => candidate.media.some((item) => item.type === 'video'));
  const item = project?.media.find((candidate) => candidate.type === 'video');
  if (!project || item?.type !== 'video') return null;
  return { ...videoFacts(getVideo(item.src)), slug: project.slug, title: project.title };
}

function voicePlan(): EnginePlan['voice'] {
  const demo = voiceDemos[0];
  return demo ? { title: demo.title, duration: getAudio(demo.src).duration } : null;
}

function sealedPlan(): EnginePlan['sealed'] {
  const face = projects.find((project) => project.nda);
  if (!face) return null;
  const sealed = loadContent().sealed.find(({ project }) => project.slug === face.slug)?.project;
  if (!sealed) return null;
  const open = localizeOneProject(sealed, site, 'en');
  const slide = open.media.findIndex((item) => item.type === 'video');
  const item = open.media[slide];
  if (item?.type !== 'video') return null;
  const verdict = passwordFor(face.slug, process.env);
  if (!verdict.ok) throw new Error(`no NDA password for ${face.slug}: ${verdict.problem}`);
  // Private videos are encoded into private/_media, with their own manifest (never published).
  const manifest = readMediaManifest(path.join(contentSet().root, PRIVATE_ROOT, MEDIA_MANIFEST));
  return {
    ...videoFacts(getVideo(item.src.slice(PRIVATE_ROOT.length), manifest)),
    path: `/portfolio/${face.slug}`,
    title: open.title,
    publicTitle: face.title,
    label: mediaLabel(open, slide),
    slide,
    slides: open.media.length,
    password: verdict.password,
    field: en.nda.password,
    unlock: en.nda.unlock,
  };
}

/** The plan for the content of this working copy (CONTENT_DIR, else data/, else the sample). */
export function enginePlan(): EnginePlan {
  return {
    reel: reelPlan(),
    projectVideo: projectVideoPlan(),
    lightbox: lightboxPlan(),
    voice: voicePlan(),
    sealed: sealedPlan(),
    externalReel: !!showreel && !showreel.src,
    goToSlide: en.carousel.goToSlide,
  };
}
