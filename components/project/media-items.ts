import 'server-only';
import type { LocalizedProject, Project } from '@/lib/content';
import { DEFAULT_LOCALE, localizePath, type Locale } from '@/lib/i18n/locales';
import { format, messagesFor } from '@/lib/i18n/messages';
import { getImageData } from '@/lib/images/image-data';
import { captionsTrack } from '@/lib/media/captions';
import { videoAttributes, audioSources } from '@/lib/media/elements';
import { externalEmbed } from '@/lib/media/external';
import { projectPath } from '@/lib/paths';
import { artworkOf, projectImageAlt } from '@/lib/projects';
import type { VideoFacts } from '@/lib/structured-data';
import type { ArtworkItem } from './media-types';

/** A project's media ready to draw, in its order; a placeholder picture when it has none. */
export async function projectMedia(project: LocalizedProject, locale: Locale = DEFAULT_LOCALE): Promise<ArtworkItem[]> {
  if (project.media.length === 0) {
    return [{ kind: 'image', image: await getImageData(artworkOf(project)), alt: projectImageAlt(project, locale) }];
  }
  const words = messagesFor(locale).project;
  // "Video from X", or "Video 2 from X" when the project has several.
  const label = (one: string, numbered: string, index: number) => {
    const type = project.media[index]!.type;
    const count = project.media.filter((item) => item.type === type).length;
    const number = project.media.slice(0, index + 1).filter((item) => item.type === type).length;
    return format(count > 1 ? numbered : one, { title: project.title, number });
  };
  return Promise.all(
    project.media.map(async (item, index): Promise<ArtworkItem> => {
      const textLang = item.fieldLang.caption ?? item.fieldLang.credit;
      const text = {
        ...(item.caption && { caption: item.caption }),
        ...(item.credit && { credit: item.credit }),
        ...(textLang && { textLang }),
      };
      switch (item.type) {
        case 'image':
          return {
            kind: 'image',
            image: await getImageData(item.src),
            alt: item.alt ?? projectImageAlt(project, locale),
            ...text,
          };
        case 'video': {
          const video = videoAttributes(item.src);
          return {
            kind: 'video',
            label: label(words.videoFrom, words.videoNumberFrom, index),
            sources: video.sources,
            ...(video.stream && { stream: video.stream }),
            poster: video.poster,
            width: video.width,
            height: video.height,
            ...(item.captions && { captions: captionsTrack(item.captions, item.captionsLang, locale) }),
            ...text,
          };
        }
        case 'audio':
          return {
            kind: 'audio',
            label: label(words.audioFrom, words.audioNumberFrom, index),
            sources: audioSources(item.src),
            ...text,
          };
        case 'external': {
          const embed = externalEmbed(item.url);
          if (embed instanceof Error) throw new Error(`${project.slug}: media ${index + 1}: ${embed.message}`);
          return {
            kind: 'external',
            label: item.title,
            url: item.url,
            embed,
            ...(item.poster && { poster: await getImageData(item.poster) }),
            ...text,
          };
        }
      }
    }),
  );
}

/** What search engines are told of each of a project's own videos (`VideoObject`). */
export function projectVideoFacts(project: Project, locale: Locale = DEFAULT_LOCALE): VideoFacts[] {
  return project.media.flatMap((item) => {
    if (item.type !== 'video') return [];
    const video = videoAttributes(item.src);
    return [
      {
        name: item.caption ? `${project.title}: ${item.caption}` : project.title,
        description: project.description,
        path: localizePath(projectPath(project.slug), locale),
        locale,
        thumbnail: video.poster,
        content: video.sources.find((source) => source.type.startsWith('video/mp4'))?.src ?? video.sources[0]!.src,
        duration: video.duration,
        uploaded: String(project.years.start ?? new Date().getFullYear()),
      },
    ];
  });
}
