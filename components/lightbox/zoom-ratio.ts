/** What decides how far a lightbox image may be zoomed. */
export interface ZoomInput {
  /** The image's full size in pixels. */
  image: { width: number; height: number };
  /** The screen, in CSS pixels. */
  viewport: { width: number; height: number };
  /** A touch screen (coarse pointer): pinch zoom. */
  touch: boolean;
  /** Wider than this, images wider than the screen may be zoomed (768). */
  desktopFrom: number;
  /** The lightbox's padding around the slide, in CSS pixels (the picture is fitted inside it). */
  padding?: number;
}

/** How far a pinch zooms on touch screens, as a factor of the picture as fitted. */
export const PINCH_ZOOM_CAP = 4.5;

/**
 * yet-another-react-lightbox sets its zoom limit as a ratio of image pixels to screen pixels, not as a factor.
 * This returns the ratio that gives these factors: 4.5x on touch screens, the image's own resolution
 * for images wider than a screen wider than 768 px, and no zoom otherwise.
 */
export function zoomPixelRatio({ image, viewport, touch, desktopFrom, padding = 0 }: ZoomInput): number {
  if (!image.width || !image.height || !viewport.width || !viewport.height) return 1;
  // The size the picture is drawn at: fitted inside the slide (the screen less the padding), never enlarged.
  const fit = Math.min(1, (viewport.width - 2 * padding) / image.width, (viewport.height - 2 * padding) / image.height);
  const shownWidth = image.width * fit;
  if (touch) return (PINCH_ZOOM_CAP * shownWidth) / image.width;
  if (viewport.width > desktopFrom && image.width > viewport.width - 2 * padding) return 1;
  return shownWidth / image.width;
}
