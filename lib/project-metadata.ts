import 'server-only';
import type { Metadata } from 'next';
import type { Project } from '@/lib/content';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { projectPath } from '@/lib/paths';
import { SHARE_CARD, shareCardPath } from '@/lib/images/variants';
import { getVideo } from '@/lib/media/manifest';
import { absoluteUrl } from '@/lib/site-url';

/**
 * A project page's metadata: its title, its description and, as the share image, the 1200 × 630 JPEG card that
 * scripts/build-images.ts makes from its artwork (some link previews refuse WebP, and `summary_large_image` crops
 * a portrait picture; the card shows all of it), and its first video as `og:video`.
 */
export function projectMetadata(project: Project, locale: Locale = DEFAULT_LOCALE): Metadata {
  const path = projectPath(project.slug);
  const video = shareVideo(project);
  return pageMetadata({
    title: project.title,
    description: project.description,
    path,
    locale,
    ...(project.imgHref && { image: { src: shareCardPath(project.imgHref), ...SHARE_CARD, alt: project.title } }),
    ...(video && { video }),
    // A protected project's page shows its public face only, and stays out of search results.
    ...(project.nda && { noindex: true }),
  });
}

/** The project's first video as link previews take it (`og:video`, an absolute URL): its largest H.264 MP4. */
function shareVideo(project: Project) {
  const item = project.media.find((media) => media.type === 'video');
  if (!item) return undefined;
  for (const rendition of getVideo(item.src).renditions) {
    const mp4 = rendition.sources.find((source) => source.type.startsWith('video/mp4'));
    if (mp4) return { src: absoluteUrl(mp4.src), type: 'video/mp4', width: rendition.width, height: rendition.height };
  }
  return undefined;
}
