import { z } from 'zod';
import { categoryId, priorityId } from '../issues/issue-enums';
import { exportDayBounds } from '../issues/issue-work';

/** How many weeks the insights screen shows unless asked otherwise, and the most it may ask for. */
export const insightsDefaultWeeks = 12;
export const insightsMaxWeeks = 52;
/** Issue 29: a place "comes back" when it has another issue within this many days before. */
export const insightsRepeatWindowDays = 30;

/**
 * GET /api/site/{siteId}/insights?weeks&until, and GET /api/insights?weeks&until for every site of the user: the `weeks` whole weeks (Monday to Sunday, UTC) that end with
 * the week holding `until` (today when left out).
 */
export const insightsQuery = z.object({
  weeks: z.coerce
    .number('must be a number of weeks')
    .int('must be a whole number of weeks')
    .min(1, 'must be at least 1 week')
    .max(insightsMaxWeeks, `must be at most ${insightsMaxWeeks} weeks`)
    .default(insightsDefaultWeeks),
  until: z.iso
    .date({ error: 'must be a date like 2026-01-31', abort: true })
    .refine((day) => day >= exportDayBounds.first && day <= exportDayBounds.last, {
      message: `must be between ${exportDayBounds.first} and ${exportDayBounds.last}`,
    })
    .optional(),
});
export type InsightsQuery = z.infer<typeof insightsQuery>;

const count = z.number().int().nonnegative();
/** Milliseconds from a report to its resolution; null when nothing in the group was resolved. */
const durationMs = z.number().nonnegative().nullable();

const timeToResolve = {
  resolved: count,
  medianMs: durationMs,
  p90Ms: durationMs,
  /** Of those resolved, the share resolved by their due time (the site's response targets, as set now), 0 to 1. */
  withinTargetShare: z.number().min(0).max(1),
};

export const insights = z.object({
  /** Start of the first week and end of the last one (exclusive), epoch ms. */
  from: z.number().int(),
  to: z.number().int(),
  /** One entry per week, oldest first, including weeks with nothing: issues opened and resolved in it. */
  weekly: z.array(z.object({ weekStart: z.number().int(), opened: count, resolved: count })),
  /** Issues resolved in the period, by their priority and by their category (groups with none left out). */
  timeToResolveByPriority: z.array(z.object({ priority: priorityId, ...timeToResolve })),
  timeToResolveByCategory: z.array(z.object({ category: categoryId, ...timeToResolve })),
  /**
   * Places with issues that came back: `repeats` of the period's `issues` at that location were reported
   * within 30 days after an earlier one there. Most repeats first, at most 10.
   */
  repeatPlaces: z.array(
    z.object({
      /** The place's site: the portfolio lists places of several. */
      siteId: z.string(),
      location: z.string(),
      issues: count,
      repeats: count,
      lastReportedAt: z.number().int(),
    }),
  ),
  /** Issues opened in the period by day of the week (1 Monday … 7 Sunday) and by hour (0–23), UTC; all 7 and 24. */
  byWeekday: z.array(z.object({ weekday: z.number().int().min(1).max(7), opened: count })),
  byHour: z.array(z.object({ hour: z.number().int().min(0).max(23), opened: count })),
  /** Visitors' reports in the period by their language (null: not known), most first. */
  reportsByLanguage: z.array(z.object({ language: z.string().nullable(), reports: count })),
});
export type Insights = z.infer<typeof insights>;
