/** What a browser tells a page about the visitor's wishes (the parts that decide whether a video may play alone). */
export interface PlaybackContext {
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion: boolean;
  /** Save-Data (`navigator.connection.saveData`): the visitor pays for every byte. */
  saveData: boolean;
}

/** The browser's answers, read when asked (they can change while the page is open). */
export function playbackContext(): PlaybackContext {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return {
    reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    saveData: connection?.saveData === true,
  };
}

/**
 * Whether a muted loop (a gallery card's preview) may start without a click: never when motion is reduced, never
 * on Save-Data. Anything with sound waits for the visitor's click everywhere.
 */
export function mayPlayByItself({ reducedMotion, saveData }: PlaybackContext): boolean {
  return !reducedMotion && !saveData;
}

/**
 * How a card's preview is started: by pointing at it or focusing it where a precise pointer can hover, by being
 * mostly in view on touch screens (no hover there).
 */
export function previewTrigger(): 'hover' | 'view' {
  return window.matchMedia('(hover: hover) and (pointer: fine)').matches ? 'hover' : 'view';
}

/** How much of a card must be on screen for its preview to play on a touch screen. */
export const PREVIEW_IN_VIEW = 0.6;
