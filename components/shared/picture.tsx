import { originalUrl, pictureSources, type ImageData, type WidthRange } from '@/lib/images/variants';

/** Props of a responsive picture. */
export interface PictureProps {
  image: ImageData;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The page's LCP image: fetched eagerly with high priority. Everything else loads lazily. */
  priority?: boolean;
  /** Only the variants in this range go into the srcsets (default: all). */
  widths?: WidthRange;
  className?: string;
  imgClassName?: string;
  /**
   * One file to show as it is, instead of the variants named after `image.src`: a picture decrypted in the browser
   * (a Blob URL, components/nda/). `image` still gives its size.
   */
  file?: string;
}

/**
 * `<picture>` with AVIF and WebP sources in several widths and the original as fallback. Width and height are
 * the intrinsic size, so the browser reserves the right box before the file arrives. No client JavaScript.
 */
export function Picture({ image, alt, sizes, priority = false, widths, className, imgClassName, file }: PictureProps) {
  return (
    <picture className={className}>
      {(file ? [] : pictureSources(image, widths)).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={file ?? originalUrl(image)}
        alt={alt}
        width={image.width}
        height={image.height}
        className={imgClassName}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
