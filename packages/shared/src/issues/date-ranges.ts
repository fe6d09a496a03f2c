import type { DateRange } from './filters';

const hourMs = 60 * 60 * 1000;

/** Creation-time bounds in epoch milliseconds: from (inclusive) and before (exclusive), each optional. */
export interface CreatedBounds {
  createdFrom?: number;
  createdBefore?: number;
}

/** Local midnight at the start of the current week, which starts on Sunday (spec section 5). */
export function startOfWeek(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
}

/**
 * The 'Date added' range (spec section 5) as bounds, in the local calendar of whoever computes them: the
 * browser computes them and the server filters by the numbers, so both sides agree on "today" whatever
 * the server's time zone.
 */
export function dateRangeBounds(range: DateRange, now: Date = new Date()): CreatedBounds {
  const day = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset).getTime();
  switch (range) {
    case 'all':
      return {};
    // Same month and year.
    case 'thisMonth':
      return {
        createdFrom: new Date(now.getFullYear(), now.getMonth(), 1).getTime(),
        createdBefore: new Date(now.getFullYear(), now.getMonth() + 1, 1).getTime(),
      };
    // On or after the start of the current week (Sunday).
    case 'thisWeek':
      return { createdFrom: startOfWeek(now).getTime() };
    // Same calendar day.
    case 'today':
      return { createdFrom: day(0), createdBefore: day(1) };
    // Within the last 60 minutes.
    case 'lastHour':
      return { createdFrom: now.getTime() - hourMs };
  }
}

/** Whether a creation time is inside the bounds. */
export function isWithinBounds(createdAt: number, bounds: CreatedBounds): boolean {
  return (
    (bounds.createdFrom === undefined || createdAt >= bounds.createdFrom) &&
    (bounds.createdBefore === undefined || createdAt < bounds.createdBefore)
  );
}

/** Builds the 'Date added' test for one range (spec section 5), evaluated against `now`. */
export function dateRangeMatcher(range: DateRange, now: Date = new Date()): (createdAt: number) => boolean {
  const bounds = dateRangeBounds(range, now);
  return (createdAt) => isWithinBounds(createdAt, bounds);
}
