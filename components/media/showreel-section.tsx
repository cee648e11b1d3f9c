import { contentFor } from '@/lib/content';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { Eyebrow } from '@/components/shared/eyebrow';
import { JsonLd } from '@/components/shared/json-ld';
import { captionsTrack } from '@/lib/media/captions';
import { videoAttributes } from '@/lib/media/elements';
import { projectPath } from '@/lib/paths';
import { findProject } from '@/lib/projects';
import { videoData } from '@/lib/structured-data';
import { ExternalShowreel } from './external-showreel';
import { ShowreelPlayer } from './showreel-player';
import styles from './showreel.module.scss';

/** Where chapter links land: the section's id (`/?t=42#showreel`). */
export const SHOWREEL_ANCHOR = 'showreel';

/** Home's showreel, when the content has one: its title, its words, the player and the chapters. */
export function ShowreelSection({ locale }: { locale: Locale }) {
  const { showreel } = contentFor(locale);
  if (!showreel) return null;
  const messages = messagesFor(locale);
  const words = messages.showreel;
  const chapters = showreel.chapters.map((chapter) => {
    const project = chapter.project ? findProject(chapter.project, locale) : undefined;
    return {
      start: chapter.start,
      title: chapter.title,
      ...(chapter.fieldLang.title && { lang: chapter.fieldLang.title }),
      ...(project && {
        project: {
          href: localizePath(projectPath(project.slug), locale),
          title: project.title,
          ...(project.titleLang && { lang: project.titleLang }),
        },
      }),
    };
  });
  const heading = (
    <>
      <Eyebrow>
        <span lang={showreel.fieldLang.title}>{showreel.title}</span>
      </Eyebrow>
      <h2 id="showreel-heading" className={styles.heading}>
        {words.heading}
      </h2>
      <p className={styles.description} lang={showreel.fieldLang.description}>
        {showreel.description}
      </p>
    </>
  );
  // A reel hosted on YouTube or Vimeo: its poster, Play and a link there (no VideoObject: the host describes it).
  if (!showreel.src) {
    return (
      <section id={SHOWREEL_ANCHOR} className={styles.section} aria-labelledby="showreel-heading">
        {heading}
        {showreel.url && (
          <ExternalShowreel
            title={showreel.title}
            url={showreel.url}
            {...(showreel.poster && { posterSrc: showreel.poster })}
            chapters={chapters}
            words={{ ...words, watchOn: messages.project.watchOn }}
          />
        )}
      </section>
    );
  }
  const video = videoAttributes(showreel.src);
  return (
    <section id={SHOWREEL_ANCHOR} className={styles.section} aria-labelledby="showreel-heading">
      {heading}
      <JsonLd
        data={videoData({
          name: showreel.title,
          description: showreel.description,
          path: `${localizePath('/', locale)}#${SHOWREEL_ANCHOR}`,
          locale,
          thumbnail: video.poster,
          content: video.sources.find((source) => source.type.startsWith('video/mp4'))?.src ?? video.sources[0]!.src,
          duration: video.duration,
          uploaded: showreel.date ?? String(new Date().getFullYear()),
        })}
      />
      <ShowreelPlayer
        anchor={SHOWREEL_ANCHOR}
        title={showreel.title}
        sources={video.sources}
        stream={video.stream}
        {...(video.streamStart && { streamStart: video.streamStart })}
        poster={video.poster}
        width={video.width}
        height={video.height}
        {...(showreel.captions && {
          captions: captionsTrack(showreel.captions, showreel.captionsLang, locale),
        })}
        chapters={chapters}
        words={words}
      />
    </section>
  );
}
