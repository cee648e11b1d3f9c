import type { CSSProperties, ReactNode } from 'react';
import { Picture } from '@/components/shared/picture';
import { format } from '@/lib/i18n/format';
import { ARTWORK_SIZES, type ArtworkItem, type ArtworkWords } from './media-types';
import { StreamPlayback } from '@/components/media/stream-playback';
import { ExternalPlayer } from './external-player';
import { MediaSlider } from './media-slider';
import styles from './project-media.module.scss';

/**
 * A project page's media: a single picture as it is, with no slider machinery (no script, no pagination, no room
 * kept for one); several items (pictures, videos with controls and captions, audio) in a slider, each with its
 * caption and credit. Videos and audio fetch nothing before the visitor presses play.
 */
export function ProjectMedia({ items, words }: { items: readonly ArtworkItem[]; words: ArtworkWords }) {
  const [first] = items;
  if (!first) return null;
  const stage = { '--stage-ratio': stageRatio(items) } as CSSProperties;
  const slides = items.map((item, index) => (
    <MediaFigure key={index} item={item} priority={index === 0} stage={stage} words={words} />
  ));
  // The island that plays videos as adaptive streams, on pages that have one.
  const streams = items.some((item) => item.kind === 'video' && item.stream) && <StreamPlayback />;
  if (items.length > 1)
    return (
      <>
        <MediaSlider slides={slides} words={words.carousel} />
        {streams}
      </>
    );
  return (
    <div className={styles.frame}>
      {slides[0]}
      {streams}
    </div>
  );
}

/** Width and height of an item that has a shape of its own (pictures and videos). */
function shapeOf(item: ArtworkItem): { width: number; height: number } | undefined {
  if (item.kind === 'image') return item.image;
  if (item.kind === 'video') return item;
  return undefined;
}

/**
 * The shape every item of a project is drawn in: the tallest one's (`width / height`), 16:9 when none has a shape.
 * Slides of one slider share it, so a wide video beside a tall picture sits in the same frame, centred, and the
 * slider never shows an empty strip under a short slide; captions go beneath the frame.
 */
export function stageRatio(items: readonly ArtworkItem[]): string {
  const shapes = items.flatMap((item) => shapeOf(item) ?? []);
  if (shapes.length === 0) return '16 / 9';
  const tallest = shapes.reduce((a, b) => (b.height / b.width > a.height / a.width ? b : a));
  return `${tallest.width} / ${tallest.height}`;
}

function MediaFigure({
  item,
  priority,
  stage,
  words,
}: {
  item: ArtworkItem;
  priority: boolean;
  stage: CSSProperties;
  words: ArtworkWords;
}) {
  const text = [item.caption, item.credit].filter(Boolean);
  return (
    <figure className={styles.figure}>
      <div className={styles.stage} style={stage}>
        <MediaBody item={item} priority={priority} words={words} />
      </div>
      {text.length > 0 && (
        <figcaption className={styles.caption} lang={item.textLang}>
          {item.caption && <span>{item.caption}</span>}
          {item.credit && <span className={styles.credit}>{item.credit}</span>}
        </figcaption>
      )}
    </figure>
  );
}

function MediaBody({
  item,
  priority,
  words,
}: {
  item: ArtworkItem;
  priority: boolean;
  words: ArtworkWords;
}): ReactNode {
  switch (item.kind) {
    case 'image':
      return (
        <Picture
          image={item.image}
          alt={item.alt}
          priority={priority}
          sizes={ARTWORK_SIZES}
          imgClassName={styles.image}
          file={item.file}
        />
      );
    case 'video':
      if (priority) return <ProjectVideo item={item} ready />;
      // A later slide's video waits for the slider to give it its poster and controls (media-swiper.tsx): until
      // then that slide is hidden, yet a poster attribute is fetched at once, in the page's first round of requests
      // beside the artwork that is its LCP, and `controls` has the browser build its player (a shadow tree with its
      // own styles and icons) before the first paint: 10–20 ms of a desktop's main thread. Without JavaScript no
      // slider comes: the slides are shown one under the other (media-slider.module.scss), and this video's twin
      // in <noscript>, complete, takes its place (a browser running scripts reads <noscript> as text: no request).
      return (
        <>
          <ProjectVideo item={item} ready={false} />
          <noscript>
            <ProjectVideo item={item} ready />
          </noscript>
        </>
      );
    case 'audio':
      return (
        <div className={styles.audioBox}>
          <p className={styles.audioLabel}>{item.label}</p>
          {/* Audio items show their caption and credit as text beside them: no captions track to give. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <audio controls preload="none" aria-label={item.label} className={styles.audio}>
            {item.sources.map((source) => (
              <source key={source.src} src={source.src} type={source.type} />
            ))}
          </audio>
        </div>
      );
    case 'external':
      // The other site's player loads only when the visitor presses Play (external-player.tsx).
      return (
        <ExternalPlayer
          title={item.label}
          playLabel={format(words.play, { title: item.label })}
          watchLabel={format(words.watchOn, { host: item.embed.host })}
          url={item.url}
          embed={item.embed}
          poster={
            item.poster && (
              <Picture image={item.poster} alt="" sizes={ARTWORK_SIZES} imgClassName={styles.externalPoster} />
            )
          }
        />
      );
  }
}

/** A project's video; `ready`: with its poster and controls (else they wait in data-poster and data-controls). */
function ProjectVideo({ item, ready }: { item: Extract<ArtworkItem, { kind: 'video' }>; ready: boolean }) {
  return (
    // A video with speech carries its captions file (the content's `captions`); one without speech has none.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      className={styles.video}
      preload="none"
      playsInline
      controls={ready}
      data-controls={ready ? undefined : ''}
      poster={ready ? item.poster : undefined}
      data-poster={ready ? undefined : item.poster}
      width={item.width}
      height={item.height}
      aria-label={item.label}
      data-stream={item.stream}
    >
      {item.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} media={source.media} />
      ))}
      {item.captions && (
        <track kind="captions" src={item.captions.src} srcLang={item.captions.lang} label={item.captions.label} />
      )}
    </video>
  );
}
