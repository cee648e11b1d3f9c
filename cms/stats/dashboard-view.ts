import type { Summary } from '../../contact-api/src/core/stats/events';
import { dailyChart, everyDay } from './chart';

/** What the statistics page shows for the service's answer (GET /api/stats), as DOM nodes. */

export function node<K extends keyof HTMLElementTagNameMap>(
  name: K,
  text?: string,
  children: Node[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(name);
  if (text !== undefined) element.textContent = text;
  element.append(...children);
  return element;
}

/** A two-column table (name, count), or a sentence when there is nothing. */
function table(caption: string, rows: Array<[string, number]>, empty = 'Nothing yet.'): HTMLElement {
  const section = node('section', undefined, [node('h2', caption)]);
  if (rows.length === 0) {
    section.append(node('p', empty));
    return section;
  }
  const body = node(
    'tbody',
    undefined,
    rows.map(([name, count]) => node('tr', undefined, [node('td', name), node('td', String(count))])),
  );
  section.append(node('table', undefined, [body]));
  return section;
}

/** The service's answer (contact-api/src/core/stats/events.ts): checked for the parts every view reads. */
export function isSummary(value: unknown): value is Summary {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['pages', 'via', 'events', 'labels', 'showreel', 'daily'].every((key) => key in value)
  );
}

const sum = (record: Record<string, number>) => Object.values(record).reduce((total, n) => total + n, 0);
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)} %`);

/** The top projects: their pages' views and their videos' plays, by slug. */
function projects(summary: Summary): Array<[string, number]> {
  const views = new Map<string, number>();
  for (const [path, count] of Object.entries(summary.pages)) {
    const slug = /\/portfolio\/([^/]+)$/.exec(path)?.[1];
    if (slug) views.set(slug, (views.get(slug) ?? 0) + count);
  }
  const plays = summary.labels['video-play'] ?? {};
  return [...new Set([...views.keys(), ...Object.keys(plays)])]
    .map((slug): [string, number, number] => [slug, views.get(slug) ?? 0, plays[slug] ?? 0])
    .sort((a, b) => b[1] + b[2] - (a[1] + a[2]))
    .slice(0, 10)
    .map(([slug, pageViews, videoPlays]): [string, number] => [`${slug} (${videoPlays} video plays)`, pageViews]);
}

export function render(summary: Summary): HTMLElement[] {
  const { events, showreel } = summary;
  const figures = node(
    'ul',
    undefined,
    (
      [
        ['Page views', sum(summary.pages)],
        ['Visitors', summary.visitors],
        ['Showreel plays', showreel.plays],
        ['Watched to the end', `${showreel.complete} (${percent(showreel.complete, showreel.plays)})`],
        ['CV downloads', events['cv-download'] ?? 0],
        ['Messages', events['contact-sent'] ?? 0],
      ] as const
    ).map(([name, value]) => node('li', name, [node('strong', String(value))])),
  );
  figures.className = 'figures';
  const reel: Array<[string, number]> = [
    ['Started', showreel.plays],
    ['Reached a quarter', showreel['25']],
    ['Reached half-way', showreel['50']],
    ['Reached three quarters', showreel['75']],
    ['Watched to the end', showreel.complete],
  ];
  const shares: Array<[string, number]> = Object.entries(summary.via).map(([label, visits]) => {
    const did = Object.entries(summary.viaEvents[label] ?? {})
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    return [did ? `${label} (${did})` : label, visits];
  });
  const columns = node('div', undefined, [
    table('Top projects (page views)', projects(summary)),
    table("The showreel's watch-through", reel),
    table('Share links (visits)', shares, 'No share link opened yet: add ?via=name to an address you send.'),
    table('Came from', Object.entries(summary.referrers)),
    table('Pages', Object.entries(summary.pages).slice(0, 15)),
    table('Countries', Object.entries(summary.countries)),
    table('Devices', Object.entries(summary.devices)),
    table(
      'Other events',
      Object.entries(events).filter(([name]) => !['showreel-play', 'showreel-complete'].includes(name)),
    ),
  ]);
  columns.className = 'columns';
  return [
    node('p', `From ${summary.from} to ${summary.to} (UTC).`),
    figures,
    node('figure', undefined, [dailyChart(everyDay(summary.from, summary.to, summary.daily))]),
    columns,
  ];
}
