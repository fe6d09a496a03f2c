/** Insights: a site's figures (flow, busy times, languages, repeat places, time to resolve), also read by the weekly summary. */
export { countWeeklyFlow } from './count-weekly-flow';
export { findRepeatPlaces } from './find-repeat-places';
export { insightsRoutes } from './insights.routes';
export { type InsightsScope, insightsPeriod } from './insights-scope';
