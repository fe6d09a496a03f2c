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

/** A span of minutes in the list's words: "45 min", "3 h" (below two days), "2 days". */
function formatSpan(minutes: number): string {
  if (minutes < hourMinutes) return `${minutes} min`;
  if (minutes < 2 * dayMinutes) return `${Math.floor(minutes / hourMinutes)} h`;
  return `${Math.floor(minutes / dayMinutes)} days`;
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
  const lateMinutes = Math.max(1, Math.floor(-leftMs / minuteMs));
  return { isOverdue: true, text: `${formatSpan(lateMinutes)} overdue` };
}

/** A target for people to read: "1 h", "4 h", "2 days", "90 min". */
export function formatTargetMinutes(minutes: number): string {
  if (minutes % dayMinutes === 0) return minutes === dayMinutes ? '1 day' : `${minutes / dayMinutes} days`;
  if (minutes % hourMinutes === 0) return `${minutes / hourMinutes} h`;
  return `${minutes} min`;
}
