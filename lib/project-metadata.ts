import 'server-only';
import type { Metadata } from 'next';
import type { Project } from '@/data';
import { pageMetadata } from '@/lib/metadata';
import { projectPath } from '@/lib/paths';
import { SHARE_CARD, shareCardPath } from '@/lib/images/variants';

/**
 * A project page's metadata: its title, its description and, as the share image, the 1200 × 630 JPEG card that
 * scripts/build-images.ts makes from its artwork (some link previews refuse WebP, and `summary_large_image` crops
 * a portrait picture; the card shows all of it).
 */
export function projectMetadata(project: Project): Metadata {
  const path = projectPath(project.slug);
  if (!project.imgHref) return pageMetadata({ title: project.title, description: project.description, path });
  return pageMetadata({
    title: project.title,
    description: project.description,
    path,
    image: { src: shareCardPath(project.imgHref), ...SHARE_CARD, alt: project.title },
  });
}
