import { insightsPeriod } from '../insights';

export const weekMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The week a summary sent at `now` sums up: the last whole week before it, Monday 00:00 UTC to the next
 * Monday 00:00 UTC (half-open), the insights screen's weeks. UTC rather than the reader's zone: a site's
 * members may live in several zones and the week must be the same one for all of them and for the screen.
 */
export function summaryWeek(now: Date): { from: Date; to: Date } {
  return insightsPeriod({ weeks: 1, now: new Date(now.getTime() - weekMs) });
}
