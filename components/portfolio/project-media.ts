import 'server-only';
import type { Project } from '@/data';
import { getImageData } from '@/lib/images/image-data';
import { videoAttributes, audioSources } from '@/lib/media/elements';
import { externalEmbed } from '@/lib/media/external';
import { projectPath } from '@/lib/paths';
import { NO_IMAGE, projectImageAlt } from '@/lib/projects';
import { assetPath } from '@/lib/site-url';
import type { VideoFacts } from '@/lib/structured-data';
import type { ArtworkItem } from './artwork';

/** A project's media ready to draw, in its order; the placeholder picture when it has none. */
export async function projectMedia(project: Project): Promise<ArtworkItem[]> {
  if (project.media.length === 0) {
    return [{ kind: 'image', image: await getImageData(NO_IMAGE), alt: projectImageAlt(project) }];
  }
  const label = (what: string, index: number) =>
    project.media.filter((item) => item.type === project.media[index]!.type).length > 1
      ? `${what} ${project.media.slice(0, index + 1).filter((item) => item.type === project.media[index]!.type).length} from ${project.title}`
      : `${what} from ${project.title}`;
  return Promise.all(
    project.media.map(async (item, index): Promise<ArtworkItem> => {
      const text = { ...(item.caption && { caption: item.caption }), ...(item.credit && { credit: item.credit }) };
      switch (item.type) {
        case 'image':
          return {
            kind: 'image',
            image: await getImageData(item.src),
            alt: item.alt ?? projectImageAlt(project),
            ...text,
          };
        case 'video': {
          const video = videoAttributes(item.src);
          return {
            kind: 'video',
            label: label('Video', index),
            sources: video.sources,
            poster: video.poster,
            width: video.width,
            height: video.height,
            ...(item.captions && { captions: { src: assetPath(item.captions), lang: item.captionsLang ?? 'en' } }),
            ...text,
          };
        }
        case 'audio':
          return { kind: 'audio', label: label('Audio', index), sources: audioSources(item.src), ...text };
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
export function projectVideoFacts(project: Project): VideoFacts[] {
  return project.media.flatMap((item) => {
    if (item.type !== 'video') return [];
    const video = videoAttributes(item.src);
    return [
      {
        name: item.caption ? `${project.title}: ${item.caption}` : project.title,
        description: project.description,
        path: projectPath(project.slug),
        thumbnail: video.poster,
        content: video.sources.find((source) => source.type.startsWith('video/mp4'))?.src ?? video.sources[0]!.src,
        duration: video.duration,
        uploaded: String(project.years.start ?? new Date().getFullYear()),
      },
    ];
  });
}
