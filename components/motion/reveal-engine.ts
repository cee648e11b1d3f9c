import { animate, inView } from 'framer-motion/dom';
import { motion } from '@/styles/tokens';

const HIDDEN = { opacity: 0, transform: 'translateY(28px)' };
const SHOWN = { opacity: 1, transform: 'translateY(0px)' };

/**
 * Gives one element the spec's on-scroll motion with framer-motion's `inView` (the primitive behind
 * `whileInView`) and `animate`: it fades and lifts in over 400 ms, after `delay`, each time it comes within
 * 120 px of the bottom of the screen, and is hidden again once it leaves, so the next visit replays it
 * (once: false). An element already on screen is left as it is. Returns the clean-up, which also shows the element
 * again (it runs when the visitor switches to reduced motion, too).
 */
export function attachReveal(element: HTMLElement, delay: number): () => void {
  const margin = `0px 0px -${motion.revealOffsetPx}px 0px` as const;
  const onScreen = element.getBoundingClientRect().top < window.innerHeight - motion.revealOffsetPx;
  if (!onScreen) Object.assign(element.style, HIDDEN);

  const stop = inView(
    element,
    () => {
      const entrance = animate(element, SHOWN, {
        duration: motion.reveal / 1000,
        delay: delay / 1000,
        ease: [0.22, 1, 0.36, 1],
      });
      // Once in place, hand the element back to its stylesheet (hover lifts use transform too).
      void entrance.then(() => {
        element.style.removeProperty('opacity');
        element.style.removeProperty('transform');
      });
      return () => {
        entrance.stop();
        // Off screen by now: hide at once, ready for the next entrance.
        Object.assign(element.style, HIDDEN);
      };
    },
    { margin },
  );
  return () => {
    stop();
    element.style.removeProperty('opacity');
    element.style.removeProperty('transform');
  };
}
