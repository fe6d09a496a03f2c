import type { PriorityId } from '../issues/priorities';
import type { ResponseTargets } from './response-targets';

const minuteMs = 60_000;
const hourMinutes = 60;
const dayMinutes = 24 * 60;

/** When an open issue is due: its creation plus its priority's target (epoch milliseconds). */
export function dueAt(createdAt: Date | number, priority: PriorityId, targets: ResponseTargets): number {
  return new Date(createdAt).getTime() + targets[priority] * minuteMs;
}

/** Whether an issue due at `due` is overdue at `now`: from its due minute on. */
export function isOverdue(due: number, now: Date | number): boolean {
  return new Date(now).getTime() >= due;
}

/** A span of minutes in the unit people read it in: minutes below an hour, hours below two days, else days. */
export function roundSpan(minutes: number): { amount: number; unit: 'minute' | 'hour' | 'day' } {
  if (minutes < hourMinutes) return { amount: minutes, unit: 'minute' };
  if (minutes < 2 * dayMinutes) return { amount: Math.floor(minutes / hourMinutes), unit: 'hour' };
  return { amount: Math.floor(minutes / dayMinutes), unit: 'day' };
}

const spanUnitWords = { minute: 'min', hour: 'h', day: 'days' } as const;

/** A span of minutes in the list's words: "45 min", "3 h" (below two days), "2 days". */
function formatSpan(minutes: number): string {
  const { amount, unit } = roundSpan(minutes);
  return `${amount} ${spanUnitWords[unit]}`;
}

/** Whole minutes an issue due at `due` is late at `now`: at least 1 from its due minute on (0 before it). */
export function minutesLate(due: number, now: Date | number): number {
  const lateMs = new Date(now).getTime() - due;
  return lateMs < 0 ? 0 : Math.max(1, Math.floor(lateMs / minuteMs));
}

export interface DueTime {
  isOverdue: boolean;
  /** "due in 3 h" or "2 h overdue". */
  text: string;
}

/**
 * Time left or how late, as the dashboard shows it (English, like the rest of the dashboard's labels, spec
 * section 9). Time left rounds up, so the last seconds read "due in 1 min", never "due in 0 min"; lateness
 * rounds down, and the first minute late reads "1 min overdue".
 */
export function describeDueTime(due: number, now: Date | number): DueTime {
  const leftMs = due - new Date(now).getTime();
  if (leftMs > 0) return { isOverdue: false, text: `due in ${formatSpan(Math.ceil(leftMs / minuteMs))}` };
  return { isOverdue: true, text: `${formatSpan(minutesLate(due, now))} overdue` };
}

/** A target for people to read: "1 h", "4 h", "2 days", "90 min". */
export function formatTargetMinutes(minutes: number): string {
  if (minutes % dayMinutes === 0) return minutes === dayMinutes ? '1 day' : `${minutes / dayMinutes} days`;
  if (minutes % hourMinutes === 0) return `${minutes / hourMinutes} h`;
  return `${minutes} min`;
}
