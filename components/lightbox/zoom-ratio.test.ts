import { PINCH_ZOOM_CAP, zoomPixelRatio } from './zoom-ratio';

const image = { width: 1600, height: 1000 };

const PADDING = 24;

/**
 * The zoom factor yet-another-react-lightbox ends up allowing, by its own rule: the image's full width times the
 * ratio, over the width it is drawn at inside the slide (the screen less the padding).
 */
function maxZoomFactor(viewport: { width: number; height: number }, touch: boolean) {
  const ratio = zoomPixelRatio({ image, viewport, touch, desktopFrom: 768, padding: PADDING });
  const slide = { width: viewport.width - 2 * PADDING, height: viewport.height - 2 * PADDING };
  const drawnWidth = Math.min(slide.width, (slide.height / image.height) * image.width, image.width);
  return (image.width * ratio) / drawnWidth;
}

describe('the lightbox zoom limit', () => {
  it('lets a touch screen pinch up to 4.5x', () => {
    expect(maxZoomFactor({ width: 390, height: 844 }, true)).toBeCloseTo(PINCH_ZOOM_CAP);
  });

  it('lets a wide screen zoom an image wider than the screen up to its own resolution', () => {
    expect(
      zoomPixelRatio({
        image,
        viewport: { width: 1366, height: 900 },
        touch: false,
        desktopFrom: 768,
        padding: PADDING,
      }),
    ).toBe(1);
    expect(maxZoomFactor({ width: 1366, height: 900 }, false)).toBeGreaterThan(1);
  });

  it('does not zoom an image that fits a wide screen', () => {
    expect(maxZoomFactor({ width: 1920, height: 1200 }, false)).toBeCloseTo(1);
  });

  it('does not zoom on a narrow screen without touch', () => {
    expect(maxZoomFactor({ width: 700, height: 900 }, false)).toBeCloseTo(1);
  });
});
