import type { Logger } from '../log.ts';
import { domainOf, type MailAddresses, type Mailer } from '../mail.ts';
import { dayOf, daysBefore, type StatsStore } from './events.ts';
import { fiveLines } from './report.ts';

/**
 * The weekly mail: from each Monday (UTC), the first maintenance run (the Node service's hourly timer, the Worker's
 * Cron Trigger) mails the owner the week before in five lines, through the contact mail path. Each week is mailed
 * once: the run that records the week in `stats_reports` first sends it; a failed send removes the record, so the
 * next run tries again (Resend's idempotency key, the Message-ID, keeps a retry after a lost answer from doubling).
 */

/** The Monday (YYYY-MM-DD) of the week `now` falls in, and the seven days before it. */
export function reportWeek(now: number): { week: string; from: string; to: string } {
  const today = dayOf(now);
  const weekday = (new Date(now).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const week = daysBefore(today, weekday);
  return { week, from: daysBefore(week, 7), to: daysBefore(week, 1) };
}

export async function sendWeeklyReport({
  stats,
  mailer,
  addresses,
  log,
  now = Date.now(),
  signal,
}: {
  stats: StatsStore;
  mailer: Mailer | null;
  addresses: MailAddresses | null;
  log: Logger;
  now?: number;
  /** Cuts a send short (the Node service's shutdown deadline); the week is then retried by the next run. */
  signal?: AbortSignal;
}): Promise<void> {
  if (mailer === null || addresses === null) return;
  const { week, from, to } = reportWeek(now);
  if (!(await stats.claimReport(week, now))) return;
  try {
    const summary = await stats.summary(from, to);
    const views = Object.values(summary.pages).reduce((total, n) => total + n, 0);
    await mailer.send(
      {
        from: addresses.from,
        to: addresses.to,
        replyTo: { name: '', address: addresses.to },
        subject: `Your site, ${from} to ${to}: ${views} page views, ${summary.showreel.plays} showreel plays`,
        messageId: `<stats-week-${week}@${domainOf(addresses.from)}>`,
        date: new Date(now),
        text: [
          ...fiveLines(summary),
          '',
          'Counted by your site without cookies. More in the editor (/admin/stats/) or: npm run stats:cloudflare -- --remote',
        ].join('\n'),
      },
      signal,
    );
    log({ level: 'info', event: 'stats_weekly_mail', week, message: `Mailed the statistics of ${from} to ${to}.` });
  } catch (error) {
    await stats.releaseReport(week);
    throw error;
  }
}
