import type { Metadata } from 'next';
import { site, type PageCopy } from '@/data';

/** What a page tells search engines and link previews about itself. */
export interface PageMetadataInput {
  /** The `{page}` of the `'{page} | {owner}'` title. */
  title: string;
  /** The meta description; the site's tagline when left out. */
  description?: string;
  /** The page's path from the site root, e.g. `/about`, for its canonical link. */
  path: string;
  /** Share image under public/; the site's default card when left out. */
  image?: { src: string; width: number; height: number; alt: string };
  /** A video for link previews that play one (`og:video`): an MP4 that plays everywhere. */
  video?: { src: string; type: string; width: number; height: number };
}

/** Search engines show about 160 characters of a description; a longer one is cut at a word, with an ellipsis. */
export const DESCRIPTION_LIMIT = 160;

/** `text` if it fits in `limit` characters, else its longest start that ends at a word and fits with "…". */
export function clipAtWord(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const start = (lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut.slice(0, limit - 1)).replace(
    /[\s,.;:!?–—-]+$/,
    '',
  );
  return `${start}…`;
}

const DEFAULT_SHARE_IMAGE = { src: '/images/og-default.jpg', width: 1200, height: 630, alt: site.ownerName };

/** Builds every page's metadata the same way, so titles always read `'{page} | {owner}'`. */
export function pageMetadata({
  title,
  description = site.tagline,
  path,
  image = DEFAULT_SHARE_IMAGE,
  video,
}: PageMetadataInput): Metadata {
  const fullTitle = `${title} | ${site.ownerName}`;
  description = clipAtWord(description);
  const images = [{ url: image.src, width: image.width, height: image.height, alt: image.alt }];
  return {
    title: fullTitle,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      title: fullTitle,
      description,
      url: path,
      siteName: site.ownerName,
      locale: 'en_US',
      images,
      ...(video && { videos: [{ url: video.src, type: video.type, width: video.width, height: video.height }] }),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: images.map((entry) => entry.url) },
  };
}

/** The metadata of one of the fixed pages, from its words in data/pages.ts. */
export function staticPageMetadata(copy: PageCopy, path: string): Metadata {
  return pageMetadata({ title: copy.title, description: copy.description, path });
}
