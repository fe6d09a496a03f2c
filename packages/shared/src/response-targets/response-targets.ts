import { z } from 'zod';
import { type PriorityId, priorities, priorityIds } from '../issues/priorities';

/** How long a site gives itself to resolve an open issue of each priority, in whole minutes. */
export type ResponseTargets = Record<PriorityId, number>;

/** Issue 29's defaults: a site that never set its targets uses these. */
export const defaultResponseTargets: ResponseTargets = {
  CRITICAL: 60,
  HIGH: 4 * 60,
  MEDIUM: 2 * 24 * 60,
  LOW: 7 * 24 * 60,
};

/** The longest target a site may set: 90 days; anything longer is no target at all. */
export const maxResponseTargetMinutes = 90 * 24 * 60;

const targetMinutes = (priority: PriorityId) =>
  z
    .number({ error: `Enter the ${priorities[priority].label} target in minutes` })
    .int(`The ${priorities[priority].label} target must be whole minutes`)
    .min(1, `The ${priorities[priority].label} target must be at least 1 minute`)
    .max(maxResponseTargetMinutes, `The ${priorities[priority].label} target must not exceed 90 days`);

/** PUT /api/site/{siteId}/response-targets, and the site's targets in its DTO: every priority, in minutes. */
export const responseTargets = z.strictObject({
  CRITICAL: targetMinutes('CRITICAL'),
  HIGH: targetMinutes('HIGH'),
  MEDIUM: targetMinutes('MEDIUM'),
  LOW: targetMinutes('LOW'),
});

/**
 * The targets a site's stored value stands for: the defaults when it set none, or when what is stored no
 * longer fits the schema (targets are written only through it).
 */
export function siteResponseTargets(stored: unknown): ResponseTargets {
  if (stored === null || stored === undefined) return { ...defaultResponseTargets };
  const parsed = responseTargets.safeParse(stored);
  return parsed.success ? parsed.data : { ...defaultResponseTargets };
}

/** Every priority with its target, from the most urgent: the settings form and the docs list them so. */
export const responseTargetPriorities: readonly PriorityId[] = [...priorityIds].reverse();
