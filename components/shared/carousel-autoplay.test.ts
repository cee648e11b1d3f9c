import type { Swiper } from 'swiper/types';
import { CarouselAutoplay } from './carousel-autoplay';

type Handler = (swiper: Swiper, ...args: unknown[]) => void;

const DELAY = 5000;
const SPEED = 600;

/**
 * A stand-in for Swiper's core, as much of it as the module talks to: its params (with the core's rule for a
 * module's `enabled`), its events, and slides that take SPEED ms to move (Swiper emits `beforeTransitionStart`, then
 * `transitionEnd`). The journeys in e2e/carousel.spec.ts drive the real Swiper.
 */
function carousel(autoplay: object | false = { delay: DELAY, pauseOnMouseEnter: true }) {
  const handlers = new Map<string, Handler[]>();
  const el = document.createElement('div');
  const moves: number[] = [];
  const swiper = {
    params: { speed: SPEED, loop: true, rewind: false, autoplay } as Record<string, unknown>,
    el,
    destroyed: false,
    animating: false,
    isEnd: false,
    on(name: string, handler: Handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
    },
    emit(name: string, ...args: unknown[]) {
      for (const handler of handlers.get(name) ?? []) handler(swiper as unknown as Swiper, ...args);
    },
    /** A slide change, the timer's or the visitor's (a bullet). */
    move() {
      moves.push(Date.now());
      swiper.emit('beforeTransitionStart');
      swiper.animating = true;
      setTimeout(() => {
        swiper.animating = false;
        swiper.emit('transitionEnd');
      }, SPEED);
    },
    slideNext: () => swiper.move(),
    slideTo: () => swiper.move(),
  };
  const extendParams = (defaults: Record<string, Record<string, unknown>>) => {
    const [[name, values]] = Object.entries(defaults) as [[string, Record<string, unknown>]];
    const given = swiper.params[name];
    swiper.params[name] =
      given && typeof given === 'object' ? { ...values, enabled: true, ...given } : { ...values, enabled: false };
  };
  const core = swiper as unknown as Swiper;
  CarouselAutoplay({
    swiper: core,
    params: swiper.params,
    extendParams,
    on: swiper.on as Swiper['on'],
    once: swiper.on as Swiper['once'],
    off: (() => core) as Swiper['off'],
    emit: swiper.emit as Swiper['emit'],
  });
  swiper.emit('init');
  return { swiper: core, el, moves, visitorMoves: () => swiper.move() };
}

function pointer(el: HTMLElement, type: 'pointerenter' | 'pointerleave', pointerType: 'mouse' | 'touch') {
  const event = new Event(type);
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  el.dispatchEvent(event);
}

function pageVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(0);
});
afterEach(() => {
  pageVisibility('visible');
  jest.useRealTimers();
});

describe('the carousels’ autoplay', () => {
  it('moves a slide on every 5 seconds after the last one stopped, and asks for no animation frame meanwhile', () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    const { moves } = carousel();
    jest.advanceTimersByTime(DELAY - 1);
    expect(moves).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(moves).toEqual([DELAY]);
    jest.advanceTimersByTime(SPEED + DELAY);
    expect(moves).toEqual([DELAY, 2 * DELAY + SPEED]);
    expect(frames).not.toHaveBeenCalled();
  });

  it('waits a whole delay again after a slide the visitor chose, and keeps going', () => {
    const { moves, visitorMoves } = carousel();
    jest.advanceTimersByTime(3000);
    visitorMoves();
    jest.advanceTimersByTime(SPEED + DELAY - 1);
    expect(moves).toEqual([3000]);
    jest.advanceTimersByTime(1);
    expect(moves).toEqual([3000, 3000 + SPEED + DELAY]);
  });

  it('rests while a mouse is over it and goes on with the time that was left when it leaves; a finger does not hold it', () => {
    const { swiper, el, moves } = carousel();
    jest.advanceTimersByTime(2000);
    pointer(el, 'pointerenter', 'mouse');
    expect(swiper.autoplay.paused).toBe(true);
    jest.advanceTimersByTime(20_000);
    expect(moves).toEqual([]);
    pointer(el, 'pointerleave', 'mouse');
    jest.advanceTimersByTime(DELAY - 2000);
    expect(moves).toEqual([22_000 + DELAY - 2000]);

    const touched = carousel();
    pointer(touched.el, 'pointerenter', 'touch');
    jest.advanceTimersByTime(DELAY);
    expect(touched.moves).toHaveLength(1);
  });

  it('rests while the page is hidden, and goes on when it is shown again', () => {
    const { moves } = carousel();
    jest.advanceTimersByTime(1000);
    pageVisibility('hidden');
    jest.advanceTimersByTime(60_000);
    expect(moves).toEqual([]);
    pageVisibility('visible');
    jest.advanceTimersByTime(DELAY - 1000);
    expect(moves).toEqual([61_000 + DELAY - 1000]);
  });

  it('stops with stop(), starts again with a whole delay with start(), and holds with pause() until resume()', () => {
    const { swiper, moves } = carousel();
    expect(swiper.autoplay.running).toBe(true);
    expect(swiper.autoplay.stop()).toBe(true);
    jest.advanceTimersByTime(3 * DELAY);
    expect(moves).toEqual([]);
    expect(swiper.autoplay.start()).toBe(true);
    jest.advanceTimersByTime(DELAY);
    expect(moves).toEqual([4 * DELAY]);

    swiper.autoplay.pause();
    jest.advanceTimersByTime(3 * DELAY);
    expect(moves).toHaveLength(1);
    swiper.autoplay.resume();
    jest.advanceTimersByTime(SPEED + DELAY);
    expect(moves).toHaveLength(2);
  });

  it('moves nothing when the carousel has no autoplay (one slide, or motion reduced)', () => {
    const { swiper, moves } = carousel(false);
    jest.advanceTimersByTime(3 * DELAY);
    expect(moves).toEqual([]);
    expect(swiper.autoplay.running).toBe(false);
  });
});
