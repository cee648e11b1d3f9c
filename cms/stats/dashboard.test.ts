import { dayOf, daysBefore, summarize } from '../../contact-api/src/core/stats/events';
import { dailyChart, everyDay } from './chart';
import { render } from './dashboard-view';

/** The editor's statistics page: the chart shows every day of the period, the tables what the service counted. */

const to = dayOf(Date.UTC(2026, 10, 27));
const from = daysBefore(to, 6);

describe('the statistics chart', () => {
  test('has a bar for every day of the period, a day without visits included, and says what it shows', () => {
    const days = everyDay(from, to, [{ day: daysBefore(to, 2), views: 12, visitors: 5 }]);
    expect(days).toHaveLength(7);
    expect(days.map((entry) => entry.day)).toEqual([...Array(7)].map((_, index) => daysBefore(to, 6 - index)));
    const svg = dailyChart(days);
    expect(svg.querySelectorAll('rect')).toHaveLength(7);
    expect(svg.querySelector('title')?.textContent).toContain('12 views');
    const heights = [...svg.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('height')));
    expect(heights.filter((height) => height > 0)).toHaveLength(1);
  });
});

describe('the statistics page', () => {
  test("shows the totals, the reel's watch-through, top projects and share links from the service's answer", () => {
    const summary = summarize(
      from,
      to,
      [
        { dimension: 'page', key: '/portfolio/a-project', n: 4 },
        { dimension: 'page', key: '/', n: 6 },
        { dimension: 'visitors', key: '', n: 3 },
        { dimension: 'event', key: 'showreel-play', n: 4 },
        { dimension: 'event', key: 'showreel-complete', n: 1 },
        { dimension: 'label:video-play', key: 'a-project', n: 2 },
        { dimension: 'via', key: 'studio-north', n: 2 },
        { dimension: 'via:studio-north', key: 'showreel-play', n: 2 },
      ],
      [{ day: to, dimension: 'views', n: 10 }],
    );
    const page = document.createElement('main');
    page.append(...render(summary));
    const text = page.textContent ?? '';
    expect(text).toContain('Page views10');
    expect(text).toContain('Watched to the end1 (25 %)');
    expect(text).toContain('a-project (2 video plays)');
    expect(text).toContain('studio-north (showreel-play 2)');
    expect(page.querySelectorAll('svg rect')).toHaveLength(7);
  });
});
