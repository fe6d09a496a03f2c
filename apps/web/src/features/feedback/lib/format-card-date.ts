const cardDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The issue card's date label (spec sections 2 and 9): en-US names, in the order short weekday,
 * day, short month, 2-digit hour and minute, e.g. 'Mon 05 Jan 14:30'.
 */
export function formatCardDate(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    cardDateFormat.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('hour')}:${part('minute')}`;
}
