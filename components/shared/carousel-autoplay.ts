import type { Swiper, SwiperModule } from 'swiper/types';

/**
 * The carousels' autoplay, on a timer: a Swiper module in place of Swiper's own Autoplay, with the options the
 * carousels use (`delay`, `pauseOnMouseEnter`; every interaction keeps it going, as `disableOnInteraction: false`).
 *
 * Swiper's Autoplay also runs a `requestAnimationFrame` loop for as long as it plays, only to report the time left
 * (its `autoplayTimeLeft` event, for progress rings these carousels do not have). A loop of frames keeps the browser
 * drawing: a project page whose slider sat still on screen cost Chromium about a tenth of a core here (0.7 s of
 * processor in 5 s), where the page without it costs nothing (0.05 s); on a phone, battery. Here a slide waits on
 * one timeout and nothing else runs.
 *
 * As Swiper's own does: a slide moves on `delay` ms after the last transition ended, whoever started it (the timer,
 * a bullet, a swipe); a mouse over the carousel holds it, and it goes on with the time that was left when the mouse
 * leaves; so does a hidden page (another tab). `swiper.autoplay.start()`, `stop()`, `pause()` and `resume()` work
 * as Swiper documents them.
 */
export const CarouselAutoplay: SwiperModule = ({ swiper, extendParams, on }) => {
  extendParams({ autoplay: { enabled: false, delay: 3000, pauseOnMouseEnter: false } });

  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the running wait started, and how long it is. */
  let waitStarted = 0;
  let waitLength = 0;
  /** Why it rests: the visitor's mouse, the page hidden, a call to pause(). */
  const holds = new Set<'pointer' | 'hidden' | 'paused'>();

  const delay = () => swiper.params.autoplay?.delay ?? 3000;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const advance = () => {
    timer = undefined;
    if (swiper.destroyed || !swiper.autoplay.running) return;
    const { loop, rewind } = swiper.params;
    if (!swiper.isEnd || loop || rewind) swiper.slideNext(swiper.params.speed, true, true);
    else swiper.slideTo(0, swiper.params.speed, true, true);
    swiper.emit('autoplay');
  };

  /** Waits `ms` (a whole delay by default), unless it is stopped or held. */
  const wait = (ms = delay()) => {
    clear();
    swiper.autoplay.timeLeft = ms;
    if (swiper.destroyed || !swiper.autoplay.running || holds.size > 0) return;
    waitStarted = Date.now();
    waitLength = ms;
    timer = setTimeout(advance, ms);
  };

  const hold = (reason: 'pointer' | 'hidden' | 'paused') => {
    if (!swiper.autoplay.running || holds.has(reason)) return;
    if (holds.size === 0) {
      swiper.autoplay.timeLeft = timer === undefined ? delay() : Math.max(0, waitLength - (Date.now() - waitStarted));
      clear();
      swiper.autoplay.paused = true;
      swiper.emit('autoplayPause');
    }
    holds.add(reason);
  };

  const release = (reason: 'pointer' | 'hidden' | 'paused') => {
    if (!holds.delete(reason) || holds.size > 0 || !swiper.autoplay.running) return;
    swiper.autoplay.paused = false;
    swiper.emit('autoplayResume');
    // A transition still running (a bullet clicked while the mouse was over) starts the full delay when it ends.
    if (!swiper.animating) wait(swiper.autoplay.timeLeft);
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') hold('pointer');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') release('pointer');
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') hold('hidden');
    else release('hidden');
  };

  swiper.autoplay = {
    running: false,
    paused: false,
    timeLeft: 0,
    start() {
      if (swiper.destroyed || swiper.autoplay.running) return false;
      swiper.autoplay.running = true;
      holds.clear();
      if (document.visibilityState === 'hidden') holds.add('hidden');
      swiper.autoplay.paused = holds.size > 0;
      wait();
      swiper.emit('autoplayStart');
      return true;
    },
    stop() {
      if (swiper.destroyed || !swiper.autoplay.running) return false;
      clear();
      holds.clear();
      swiper.autoplay.running = false;
      swiper.autoplay.paused = false;
      swiper.emit('autoplayStop');
      return true;
    },
    pause() {
      hold('paused');
    },
    resume() {
      release('paused');
    },
  };

  on('init', (instance: Swiper) => {
    if (!instance.params.autoplay?.enabled) return;
    if (instance.params.autoplay.pauseOnMouseEnter) {
      instance.el.addEventListener('pointerenter', onPointerEnter);
      instance.el.addEventListener('pointerleave', onPointerLeave);
    }
    document.addEventListener('visibilitychange', onVisibilityChange);
    instance.autoplay.start();
  });
  // Any slide change, the timer's or the visitor's: no slide moves on while one is moving, and the full delay starts
  // again once it has stopped. A swipe that ends where it began (no transition) starts it at its end too.
  on('beforeTransitionStart', () => clear());
  on('sliderFirstMove', () => clear());
  on('transitionEnd', () => wait());
  on('touchEnd', () => {
    if (!swiper.animating) wait();
  });
  on('destroy', (instance: Swiper) => {
    clear();
    instance.el?.removeEventListener?.('pointerenter', onPointerEnter);
    instance.el?.removeEventListener?.('pointerleave', onPointerLeave);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    instance.autoplay.running = false;
  });
};
