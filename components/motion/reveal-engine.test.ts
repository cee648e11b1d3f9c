import { motion } from '@/styles/tokens';
import { attachReveal } from './reveal-engine';

/** IntersectionObservers the engine made: what each observes, and whether it was disconnected. */
const observers: { observed: Element[]; disconnected: boolean }[] = [];

beforeAll(() => {
  class FakeObserver {
    record = { observed: [] as Element[], disconnected: false };
    constructor() {
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  // jest.setup.ts installs a stub that records nothing: this one counts.
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  globalThis.IntersectionObserver = window.IntersectionObserver;
});

beforeEach(() => {
  observers.length = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
});

afterEach(() => jest.restoreAllMocks());

const frames: FrameRequestCallback[] = [];
const nextFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

/** An element whose top edge is `top` px from the top of the screen, counting its layout reads. */
function element(top: number) {
  const node = document.createElement('div');
  const reads = jest.fn(() => ({ top }) as DOMRect);
  node.getBoundingClientRect = reads;
  document.body.append(node);
  return { node, reads };
}

const below = () => window.innerHeight; // under the line the reveal starts at
const above = () => window.innerHeight - motion.revealOffsetPx - 1;

describe('the on-scroll reveal engine', () => {
  it('sets up every element attached before the next frame together, with one observer', () => {
    const items = [element(above()), element(below()), element(below() + 500)];
    items.forEach(({ node }) => attachReveal(node, 200));
    expect(items.every(({ reads }) => reads.mock.calls.length === 0)).toBe(true);

    nextFrame();

    expect(observers).toHaveLength(1);
    expect(observers[0]!.observed).toEqual(items.map(({ node }) => node));
    expect(items.map(({ reads }) => reads.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('hides only what is below the line, and leaves what is on screen as it is', () => {
    const onScreen = element(above());
    const underneath = element(below());
    attachReveal(onScreen.node, 0);
    attachReveal(underneath.node, 0);
    nextFrame();
    expect(onScreen.node.style.opacity).toBe('');
    expect(underneath.node.style.opacity).toBe('0');
  });

  it('shows a detached element again, and stops observing once the last of its batch is gone', () => {
    const first = element(below());
    const second = element(below());
    const detachFirst = attachReveal(first.node, 0);
    const detachSecond = attachReveal(second.node, 0);
    nextFrame();

    detachFirst();
    expect(first.node.style.opacity).toBe('');
    expect(observers[0]!.disconnected).toBe(false);
    detachSecond();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('never touches an element detached before its frame', () => {
    const gone = element(below());
    attachReveal(gone.node, 0)();
    nextFrame();
    expect(gone.reads).not.toHaveBeenCalled();
    expect(gone.node.style.opacity).toBe('');
    expect(observers).toHaveLength(0);
  });
});
