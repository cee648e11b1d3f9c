/**
 * The dashboard's chart, in plain SVG: page views per day as bars, visitors as a line, every day of the period shown
 * (a day nobody came is a gap, not a missing bar).
 */

export interface Day {
  day: string;
  views: number;
  visitors: number;
}

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 10, right: 10, bottom: 24, left: 32 };

/** Every day from `from` to `to` (YYYY-MM-DD, UTC), with its counts or zeros. */
export function everyDay(from: string, to: string, days: readonly Day[]): Day[] {
  const known = new Map(days.map((entry) => [entry.day, entry]));
  const out: Day[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    const day = new Date(time).toISOString().slice(0, 10);
    out.push(known.get(day) ?? { day, views: 0, visitors: 0 });
  }
  return out;
}

function element<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
  text?: string,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The chart of `days` (already complete: everyDay), with a title and a description for screen readers. */
export function dailyChart(days: readonly Day[]): SVGSVGElement {
  const svg = element('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img', 'aria-labelledby': 'chart-title' });
  const total = days.reduce((sum, entry) => sum + entry.views, 0);
  svg.append(element('title', { id: 'chart-title' }, `Page views per day (bars) and visitors (line): ${total} views`));
  const top = Math.max(1, ...days.map((entry) => Math.max(entry.views, entry.visitors)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(1, days.length);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  svg.append(element('text', { class: 'axis', x: 0, y: PAD.top + 8 }, String(top)));
  svg.append(element('text', { class: 'axis', x: 0, y: PAD.top + plotHeight }, '0'));
  days.forEach((entry, index) => {
    const bar = element('rect', {
      class: 'bar',
      x: (PAD.left + index * step + step * 0.15).toFixed(1),
      y: y(entry.views).toFixed(1),
      width: (step * 0.7).toFixed(1),
      height: (PAD.top + plotHeight - y(entry.views)).toFixed(1),
    });
    bar.append(element('title', {}, `${entry.day}: ${entry.views} views, ${entry.visitors} visitors`));
    svg.append(bar);
  });
  const points = days
    .map((entry, index) => `${(PAD.left + index * step + step / 2).toFixed(1)},${y(entry.visitors).toFixed(1)}`)
    .join(' ');
  svg.append(element('polyline', { class: 'line', points }));
  const first = days[0];
  const last = days.at(-1);
  if (first) svg.append(element('text', { class: 'axis', x: PAD.left, y: HEIGHT - 6 }, first.day));
  if (last && last !== first)
    svg.append(element('text', { class: 'axis', x: WIDTH - PAD.right, y: HEIGHT - 6, 'text-anchor': 'end' }, last.day));
  return svg;
}
