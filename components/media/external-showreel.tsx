import Link from 'next/link';
import { ExternalPlayer } from '@/components/project/external-player';
import { ExternalLink } from '@/components/shared/external-link';
import { Picture } from '@/components/shared/picture';
import projectMedia from '@/components/project/project-media.module.scss';
import { format } from '@/lib/i18n/format';
import { getImageData } from '@/lib/images/image-data';
import { externalEmbed, externalWatchUrl } from '@/lib/media/external';
import { clockTime } from '@/lib/media/time';
import type { PlayerChapter } from './showreel-player';
import styles from './showreel.module.scss';

/**
 * A showreel hosted on YouTube or Vimeo: its poster (or a plain frame), `Play {title}` and a `Watch on {host}` link
 * that works without JavaScript; the host's player loads on Play only (components/project/external-player.tsx, as
 * a project's external video). Its chapters are links to the host's page at their start time: the host's player,
 * framed here, cannot be seeked from the page, and a shared `?t=` address does nothing to it.
 */
export async function ExternalShowreel({
  title,
  url,
  posterSrc,
  chapters,
  words,
}: {
  title: string;
  url: string;
  /** The poster picture's path (`/images/reel.jpg`), if the content gives one. */
  posterSrc?: string;
  chapters: PlayerChapter[];
  words: { play: string; watchOn: string; chapters: string; project: string };
}) {
  const embed = externalEmbed(url);
  if (embed instanceof Error) throw new Error(`showreel.json › url: ${embed.message}`);
  const poster = posterSrc ? await getImageData(posterSrc) : undefined;
  return (
    <div className={styles.player}>
      <div
        className={`${styles.frame} ${styles.hosted}`}
        style={{ aspectRatio: poster ? `${poster.width} / ${poster.height}` : '16 / 9' }}
      >
        <ExternalPlayer
          title={title}
          playLabel={format(words.play, { title })}
          watchLabel={format(words.watchOn, { host: embed.host })}
          url={url}
          embed={embed}
          poster={
            poster && (
              <Picture
                image={poster}
                alt=""
                sizes="(min-width: 992px) 66vw, 100vw"
                imgClassName={projectMedia.externalPoster}
              />
            )
          }
        />
      </div>
      <ol className={styles.chapters} aria-label={words.chapters}>
        {chapters.map((chapter) => (
          <li key={chapter.start} className={styles.chapter}>
            <ExternalLink href={externalWatchUrl(embed, chapter.start)} className={styles.chapterLink}>
              <span className={styles.time}>{clockTime(chapter.start)}</span>{' '}
              <span lang={chapter.lang}>{chapter.title}</span>
            </ExternalLink>
            {chapter.project && (
              <Link href={chapter.project.href} className={styles.projectLink}>
                {words.project}
                <span className="visually-hidden">: </span>
                <span className="visually-hidden" lang={chapter.project.lang}>
                  {chapter.project.title}
                </span>
              </Link>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
