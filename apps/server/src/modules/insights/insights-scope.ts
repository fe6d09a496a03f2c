import { insightsRepeatWindowDays } from '@sitewatch/shared';
import { type SQL, sql } from 'drizzle-orm';

/** Which sites' issues, over which half-open span of time [from, to): the input of every insights query. */
export interface InsightsScope {
  siteIds: string[];
  from: Date;
  to: Date;
}

const dayMs = 24 * 60 * 60 * 1000;
const weekMs = 7 * dayMs;

/**
 * The `weeks` whole weeks (Monday 00:00 UTC to Monday 00:00 UTC) that end with the week holding `until`,
 * today unless named.
 */
export function insightsPeriod(options: { weeks: number; until?: string; now: Date }): { from: Date; to: Date } {
  const day = options.until ? new Date(`${options.until}T00:00:00Z`) : options.now;
  const dayStart = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  // getUTCDay: 0 is Sunday; the week starts on Monday (ISO 8601).
  const monday = dayStart - ((new Date(dayStart).getUTCDay() + 6) % 7) * dayMs;
  return { from: new Date(monday - (options.weeks - 1) * weekMs), to: new Date(monday + weekMs) };
}

/** `site_id IN (...)` of the scope, on the given table alias; nothing matches a scope without sites. */
export function inScopeSites(scope: InsightsScope, alias: string): SQL {
  if (scope.siteIds.length === 0) return sql`false`;
  const ids = sql.join(
    scope.siteIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`${sql.raw(alias)}.site_id IN (${ids})`;
}

export const fromOf = (scope: InsightsScope): SQL => sql`${scope.from.toISOString()}::timestamptz`;
export const toOf = (scope: InsightsScope): SQL => sql`${scope.to.toISOString()}::timestamptz`;

/**
 * The repeat window as hours: adding '30 days' to a timestamptz follows the session's time zone across a
 * clock change, while hours are exact, so both databases agree whatever their TimeZone setting.
 */
export const repeatWindow = sql.raw(`interval '${insightsRepeatWindowDays * 24} hours'`);

/** bigint and numeric arrive as strings from node-postgres and as numbers from PGlite. */
export const toNumber = (value: unknown): number => Number(value ?? 0);
export const toNullableNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
