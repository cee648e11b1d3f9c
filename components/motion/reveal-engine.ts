// framer-motion's small `animate` (the browser's own Web Animations, enough for opacity and transform) rather than
// its full one from framer-motion/dom, whose JavaScript animation engine this never uses: the chunk is 3.7 KiB gzip
// (9.8 KB raw) instead of 24.9 (72), and takes no long task to start on a phone.
import { animate } from 'framer-motion/dom/mini';
import { inView } from 'framer-motion/dom';
import { motion } from '@/styles/tokens';

const HIDDEN = { opacity: 0, transform: 'translateY(28px)' };
const SHOWN = { opacity: 1, transform: 'translateY(0px)' };

/** Elements attached since the last frame, with their delays: set up together in the next frame. */
const pending = new Map<HTMLElement, number>();
/** Set up elements: the batch they were set up with (its live members and how to stop its observer). */
const attached = new Map<HTMLElement, { live: Set<HTMLElement>; stop: () => void }>();
/** Entrances under way, to stop one when its element is detached. */
const entrances = new Map<HTMLElement, { cancel: () => void }>();
let frameRequested = false;

function show(element: HTMLElement): void {
  element.style.removeProperty('opacity');
  element.style.removeProperty('transform');
}

/**
 * Sets up every element attached since the last frame at once: one layout read for all of them, then the writes,
 * and one IntersectionObserver (framer-motion's `inView`) for the batch. Setting them up one by one would force a
 * layout per element (read a position, hide, read the next…): on the About page's timeline, a long task.
 */
function setUpBatch(): void {
  frameRequested = false;
  const batch = new Map(pending);
  pending.clear();
  if (batch.size === 0) return;
  const line = window.innerHeight - motion.revealOffsetPx;
  const below = [...batch.keys()].filter((element) => element.getBoundingClientRect().top >= line);
  for (const element of below) Object.assign(element.style, HIDDEN);

  const live = new Set(batch.keys());
  const stop = inView(
    [...live],
    (element) => {
      const target = element as HTMLElement;
      if (!live.has(target)) return undefined;
      const entrance = animate(target, SHOWN, {
        duration: motion.reveal / 1000,
        delay: (batch.get(target) ?? 0) / 1000,
        ease: [0.22, 1, 0.36, 1],
      });
      entrances.set(target, entrance);
      // Once in place, hand the element back to its stylesheet (hover lifts use transform too).
      void entrance.then(() => {
        if (entrances.get(target) === entrance) entrances.delete(target);
        if (live.has(target)) show(target);
      });
      return () => {
        // Cancelled, not stopped: stopping would first write its current values inline (which the browser
        // refuses for an element it does not render), and they are replaced at once anyway.
        entrance.cancel();
        entrances.delete(target);
        // Off screen by now: hide at once, ready for the next entrance.
        if (live.has(target)) Object.assign(target.style, HIDDEN);
      };
    },
    { margin: `0px 0px -${motion.revealOffsetPx}px 0px` },
  );
  for (const element of live) attached.set(element, { live, stop });
}

function detach(element: HTMLElement): void {
  if (pending.delete(element)) return;
  const batch = attached.get(element);
  if (!batch) return;
  attached.delete(element);
  batch.live.delete(element);
  if (batch.live.size === 0) batch.stop();
  entrances.get(element)?.cancel();
  entrances.delete(element);
  show(element);
}

/**
 * Gives one element the site's on-scroll motion with framer-motion's `inView` (the primitive behind
 * `whileInView`) and its Web Animations `animate`: it fades and lifts in over 400 ms, after `delay`, each time it
 * comes within 120 px of the bottom of the screen, and is hidden again once it leaves, so the next visit replays it
 * (once: false). An element already on screen is left as it is. The set-up waits for the next frame, together with
 * every element attached meanwhile. Returns the clean-up, which also shows the element again (it runs when the
 * visitor switches to reduced motion, too).
 */
export function attachReveal(element: HTMLElement, delay: number): () => void {
  pending.set(element, delay);
  if (!frameRequested) {
    frameRequested = true;
    requestAnimationFrame(setUpBatch);
  }
  return () => detach(element);
}
