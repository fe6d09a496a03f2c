import type { Insights } from '@sitewatch/shared';
import type { Db } from '../../db/client';
import { countBusyTimes } from './count-busy-times';
import { countReportsByLanguage } from './count-reports-by-language';
import { countWeeklyFlow } from './count-weekly-flow';
import { findRepeatPlaces } from './find-repeat-places';
import type { InsightsScope } from './insights-scope';
import { measureTimeToResolve } from './measure-time-to-resolve';

/** Every figure of the insights screen for the scope's sites and weeks; each one is computed in SQL. */
export async function loadInsights(db: Db, scope: InsightsScope): Promise<Insights> {
  const [weekly, timeToResolve, repeatPlaces, busyTimes, reportsByLanguage] = await Promise.all([
    countWeeklyFlow(db, scope),
    measureTimeToResolve(db, scope),
    findRepeatPlaces(db, scope),
    countBusyTimes(db, scope),
    countReportsByLanguage(db, scope),
  ]);
  return {
    from: scope.from.getTime(),
    to: scope.to.getTime(),
    weekly,
    ...timeToResolve,
    repeatPlaces,
    ...busyTimes,
    reportsByLanguage,
  };
}
