import { expect, type Page } from '@playwright/test';

/** One layout shift the page reported: its score, when, and what moved (tag.class, from → to). */
interface Shift {
  value: number;
  at: number;
  moved: string[];
}

/** Every layout shift of the page so far, shifts right after input excluded (as CLS does). */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(async () => {
    // A shift is reported with the frame that paints it: let the frames under way be painted first.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // A buffered observer holds every shift so far at once; takeRecords reads them without waiting for its callback.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const entries = observer.takeRecords() as Entry[];
    observer.disconnect();
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    const name = (node: Node | null) =>
      node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}` : (node?.nodeName ?? '(gone)');
    return entries
      .filter((entry) => !entry.hadRecentInput)
      .map((entry) => ({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: entry.sources.map(
          (source) => `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
        ),
      }));
  });
}

/**
 * Nothing on the page has moved by itself so far: its cumulative layout shift (shifts right after input excluded, as
 * CLS does) is 0. A failure says what moved, from where to where, and when.
 */
export async function expectNoLayoutShift(page: Page, where = page.url()): Promise<void> {
  const shifts = await layoutShifts(page);
  const said = shifts.map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.moved.join(', ')}`);
  expect(
    shifts.reduce((total, shift) => total + shift.value, 0),
    `layout shift on ${where}\n${said.join('\n')}`,
  ).toBe(0);
}
