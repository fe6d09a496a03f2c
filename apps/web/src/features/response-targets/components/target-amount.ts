import type { PriorityId, ResponseTargets } from '@sitewatch/shared';

export const targetUnits = { minutes: 1, hours: 60, days: 24 * 60 } as const;
export type TargetUnit = keyof typeof targetUnits;

/** One priority's target as the form holds it: what was typed and its unit. */
export interface TargetAmount {
  amount: string;
  unit: TargetUnit;
}

/** A target in the largest unit it is a whole number of: 2880 minutes reads "2 days". */
export function toTargetAmount(minutes: number): TargetAmount {
  if (minutes % targetUnits.days === 0) return { amount: String(minutes / targetUnits.days), unit: 'days' };
  if (minutes % targetUnits.hours === 0) return { amount: String(minutes / targetUnits.hours), unit: 'hours' };
  return { amount: String(minutes), unit: 'minutes' };
}

/** The form's amounts in minutes, for the shared schema to check (an empty or odd amount fails there). */
export function toTargetMinutes(amounts: Record<PriorityId, TargetAmount>): Record<PriorityId, number> {
  const minutes = (target: TargetAmount) =>
    target.amount.trim() === '' ? Number.NaN : Math.round(Number(target.amount) * targetUnits[target.unit] * 1e6) / 1e6;
  return {
    CRITICAL: minutes(amounts.CRITICAL),
    HIGH: minutes(amounts.HIGH),
    MEDIUM: minutes(amounts.MEDIUM),
    LOW: minutes(amounts.LOW),
  } satisfies ResponseTargets;
}
