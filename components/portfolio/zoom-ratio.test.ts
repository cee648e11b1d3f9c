import { PINCH_ZOOM_CAP, zoomPixelRatio } from './zoom-ratio';

const image = { width: 1600, height: 1000 };

/** The zoom factor the lightbox ends up allowing: full-size pixels × ratio over the drawn size. */
function maxZoomFactor(viewport: { width: number; height: number }, touch: boolean) {
  const ratio = zoomPixelRatio({ image, viewport, touch, desktopFrom: 768 });
  const fit = Math.min(1, viewport.width / image.width, viewport.height / image.height);
  return (image.width * ratio) / (image.width * fit);
}

describe('the lightbox zoom limit', () => {
  it('lets a touch screen pinch up to 4.5x', () => {
    expect(maxZoomFactor({ width: 390, height: 844 }, true)).toBeCloseTo(PINCH_ZOOM_CAP);
  });

  it('lets a wide screen zoom an image wider than the screen up to its own resolution', () => {
    expect(zoomPixelRatio({ image, viewport: { width: 1366, height: 900 }, touch: false, desktopFrom: 768 })).toBe(1);
  });

  it('does not zoom an image that fits a wide screen', () => {
    expect(maxZoomFactor({ width: 1920, height: 1200 }, false)).toBeCloseTo(1);
  });

  it('does not zoom on a narrow screen without touch', () => {
    expect(maxZoomFactor({ width: 700, height: 900 }, false)).toBeCloseTo(1);
  });
});
