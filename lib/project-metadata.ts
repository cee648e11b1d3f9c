import 'server-only';
import type { Metadata } from 'next';
import { NO_IMAGE, type Project } from '@/data';
import { getImageData } from '@/lib/images/image-data';
import { pageMetadata } from '@/lib/metadata';
import { variantPath } from '@/lib/images/variants';

/** A project page's metadata: its title, its description and its artwork as the share image. */
export async function projectMetadata(project: Project): Promise<Metadata> {
  const path = `/portfolio/${project.slug}`;
  if (project.imgHref === NO_IMAGE)
    return pageMetadata({ title: project.title, description: project.description, path });
  const { width, height } = await getImageData(project.imgHref);
  // Share cards want ~1200 px: the widest variant up to that, as WebP (every preview service reads it).
  const shareWidth = Math.min(width, 1280);
  return pageMetadata({
    title: project.title,
    description: project.description,
    path,
    image: {
      src: width <= 1280 ? project.imgHref : variantPath(project.imgHref, shareWidth, 'webp'),
      width: shareWidth,
      height: Math.round((height * shareWidth) / width),
      alt: project.title,
    },
  });
}
