'use client';

import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * FLIP animation for items that React may re-parent (masonry columns): call `snapshot()` just before a change;
 * after the render that follows, every `[data-flip]` element found again glides from its old place to its new
 * one and new elements fade in. Nothing moves when `enabled` is false (reduced motion).
 */
export function useFlip(container: RefObject<HTMLElement | null>, duration: number, enabled: boolean) {
  const before = useRef<Map<string, DOMRect> | null>(null);

  // One function for the component's life, so callers can list it in effect dependencies.
  const [snapshot] = useState(() => () => {
    const rects = new Map<string, DOMRect>();
    container.current?.querySelectorAll<HTMLElement>('[data-flip]').forEach((element) => {
      rects.set(element.dataset.flip ?? '', element.getBoundingClientRect());
    });
    before.current = rects;
  });

  useLayoutEffect(() => {
    const rects = before.current;
    before.current = null;
    if (!rects || !enabled || !container.current) return;
    container.current.querySelectorAll<HTMLElement>('[data-flip]').forEach((element) => {
      const old = rects.get(element.dataset.flip ?? '');
      const now = element.getBoundingClientRect();
      const options = { duration, easing: 'cubic-bezier(0.22, 1, 0.36, 1)' };
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
  });

  return snapshot;
}
