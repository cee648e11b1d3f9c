'use client';

import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The two halves of a FLIP animation: see `useFlip`. */
export interface Flip {
  /** Records where every `[data-flip]` element is, just before a change. */
  snapshot: () => void;
  /** Once the change is on the page (a layout effect): moves each element from its recorded place to its new one. */
  play: () => void;
}

/**
 * FLIP animation for items that React may re-parent (masonry columns): call `snapshot()` just before a change
 * and `play()` in a layout effect of the render that shows it; every `[data-flip]` element found again glides
 * from its old place to its new one and new elements fade in. Nothing moves when `enabled` is false (reduced
 * motion). Both functions keep their identity for the component's life.
 */
export function useFlip(container: RefObject<HTMLElement | null>, duration: number, enabled: boolean): Flip {
  const before = useRef<Map<string, DOMRect> | null>(null);
  const settings = useRef({ duration, enabled });
  useLayoutEffect(() => {
    settings.current = { duration, enabled };
  }, [duration, enabled]);

  const [flip] = useState<Flip>(() => ({
    snapshot: () => {
      const rects = new Map<string, DOMRect>();
      container.current?.querySelectorAll<HTMLElement>('[data-flip]').forEach((element) => {
        rects.set(element.dataset.flip ?? '', element.getBoundingClientRect());
      });
      before.current = rects;
    },
    play: () => {
      const rects = before.current;
      before.current = null;
      const { duration: ms, enabled: on } = settings.current;
      if (!rects || !on || !container.current) return;
      const options = { duration: ms, easing: 'cubic-bezier(0.22, 1, 0.36, 1)' };
      container.current.querySelectorAll<HTMLElement>('[data-flip]').forEach((element) => {
        const old = rects.get(element.dataset.flip ?? '');
        const now = element.getBoundingClientRect();
        if (!old) {
          element.animate(
            [
              { opacity: 0, transform: 'scale(0.96)' },
              { opacity: 1, transform: 'none' },
            ],
            options,
          );
        } else if (old.left !== now.left || old.top !== now.top) {
          const dx = old.left - now.left;
          const dy = old.top - now.top;
          element.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], options);
        }
      });
    },
  }));
  return flip;
}
