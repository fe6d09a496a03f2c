import type { DateRange } from '@sitewatch/shared';
import { isSameDay } from '@sitewatch/shared/constants';

const hourMs = 60 * 60 * 1000;

/** Local midnight at the start of the current week, which starts on Sunday (spec section 5). */
export function startOfWeek(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
}

/** Builds the 'Date added' test for one range (spec section 5), evaluated against `now`. */
export function dateRangeMatcher(range: DateRange, now: Date = new Date()): (createdAt: number) => boolean {
  switch (range) {
    case 'all':
      return () => true;
    case 'thisMonth':
      return (createdAt) => {
        const date = new Date(createdAt);
        return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
      };
    case 'thisWeek': {
      const weekStart = startOfWeek(now).getTime();
      return (createdAt) => createdAt >= weekStart;
    }
    case 'today':
      return (createdAt) => isSameDay(new Date(createdAt), now);
    case 'lastHour': {
      const from = now.getTime() - hourMs;
      return (createdAt) => createdAt >= from;
    }
  }
}
