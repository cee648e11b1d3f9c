import 'server-only';
import type { Metadata } from 'next';
import type { Project } from '@/lib/content';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { projectPath } from '@/lib/paths';
import { SHARE_CARD, shareCardPath } from '@/lib/images/variants';
import { getVideo, progressiveMp4 } from '@/lib/media/manifest';
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

/**
 * The project's first video as link previews take it (`og:video`, an absolute URL): its largest H.264 MP4. A video
 * that has none (too long for a small fallback: only its stream) gives no `og:video`; the share card stays.
 */
function shareVideo(project: Project) {
  const item = project.media.find((media) => media.type === 'video');
  const mp4 = item && progressiveMp4(getVideo(item.src));
  return mp4 && { src: absoluteUrl(mp4.src), type: 'video/mp4', width: mp4.width, height: mp4.height };
}
