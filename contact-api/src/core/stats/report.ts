import type { Summary } from './events.ts';

/**
 * The statistics as a person reads them in a terminal (`npm run stats`, `npm run stats:cloudflare`) and in the
 * weekly mail. Labels, paths and host names were checked against narrow patterns when they were counted
 * (events.ts), so they hold no control characters to strip.
 */

function top(record: Record<string, number>, count: number): string {
  const entries = Object.entries(record).slice(0, count);
  return entries.length === 0 ? 'none' : entries.map(([key, n]) => `${key} ${n}`).join(', ');
}

const sum = (record: Record<string, number>) => Object.values(record).reduce((total, n) => total + n, 0);

/** The week (or any span) in five lines. */
export function fiveLines(summary: Summary): string[] {
  const { events, showreel } = summary;
  return [
    `${sum(summary.pages)} page views by ${summary.visitors} visitors (${summary.from} to ${summary.to}); top pages: ${top(summary.pages, 3)}.`,
    `Showreel: ${showreel.plays} plays, ${showreel['50']} reached half-way, ${showreel.complete} watched to the end.`,
    `Projects: ${events['video-play'] ?? 0} video plays (${top(summary.labels['video-play'] ?? {}, 3)}), ${events['nda-unlock'] ?? 0} protected projects unlocked, ${events['voice-play'] ?? 0} voice demo plays.`,
    `CV downloads: ${events['cv-download'] ?? 0}; messages sent: ${events['contact-sent'] ?? 0}.`,
    `Share links: ${top(summary.via, 5)}; came from: ${top(summary.referrers, 3)}.`,
  ];
}

/** The longer report for the terminal. */
export function report(summary: Summary): string {
  const lines = [...fiveLines(summary), ''];
  lines.push(`Countries: ${top(summary.countries, 10)}`);
  lines.push(`Devices: ${top(summary.devices, 3)}`);
  lines.push(`Pages: ${top(summary.pages, 20)}`);
  for (const [label, events] of Object.entries(summary.viaEvents)) lines.push(`Via ${label}: ${top(events, 10)}`);
  return lines.join('\n');
}
